import Stripe from 'stripe';
import type { Client } from './http-client.js';

/** Polls `read` until `ok` holds for its value (the plan moves through the outbox and a queue). */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  { timeoutMs = 15_000, what = 'the condition' }: { timeoutMs?: number; what?: string } = {},
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: T;
  for (;;) {
    last = await read();
    if (ok(last)) return last;
    if (Date.now() > until) {
      throw new Error(`${what} did not hold within ${timeoutMs} ms; last value: ${JSON.stringify(last)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The Stripe-Signature header Stripe would send for exactly these bytes. */
export function signatureFor(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

/** A Stripe-shaped event around `object` (API version 2026-10-28 field names). */
export function stripeEvent(type: string, object: Record<string, unknown>, id = randomEventId()) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

export function randomEventId(): string {
  return `evt_test_${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
}

/** The forms of an HTML page: action, method, fields and the text of their buttons. */
export function formsOf(html: string) {
  const forms: Array<{
    action: string;
    method: string;
    fields: Record<string, string>;
    text: string;
    buttons: Array<{ text: string; formaction: string | null }>;
  }> = [];
  for (const m of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const attrs = m[1]!;
    const inner = m[2]!;
    const action = decodeEntities(/\baction="([^"]*)"/i.exec(attrs)?.[1] ?? '');
    const method = (/\bmethod="([^"]*)"/i.exec(attrs)?.[1] ?? 'get').toLowerCase();
    const fields: Record<string, string> = {};
    for (const input of inner.matchAll(/<input\b([^>]*)>/gi)) {
      const name = /\bname="([^"]*)"/i.exec(input[1]!)?.[1];
      const type = /\btype="([^"]*)"/i.exec(input[1]!)?.[1]?.toLowerCase();
      if (!name || type === 'submit') continue;
      fields[name] = decodeEntities(/\bvalue="([^"]*)"/i.exec(input[1]!)?.[1] ?? '');
    }
    const buttons = [...inner.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/gi)].map((b) => ({
      text: b[2]!
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
      formaction: /\bformaction="([^"]*)"/i.exec(b[1]!)?.[1] ?? null,
    }));
    const text = inner
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    forms.push({ action, method, fields, text, buttons });
  }
  return forms;
}

function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/**
 * Opens the local test checkout page at `url` as `client` and presses its `button` (Pay or Cancel):
 * the page's form is posted as a browser would (form-encoded, same Origin). Answers the redirect's
 * target (the 303 Location), with the page's HTML.
 */
export async function submitLocalCheckout(
  client: Client,
  url: string,
  button: RegExp = /\bPay\b/,
): Promise<{ location: string; html: string; status: number }> {
  const page = await client.get(url);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`checkout page answered ${page.status}: ${html.slice(0, 300)}`);
  const form = formsOf(html).find((f) => f.method === 'post' && f.buttons.some((b) => button.test(b.text)));
  if (!form) throw new Error(`no form with a ${button} button on the checkout page: ${html.slice(0, 2000)}`);
  const pressed = form.buttons.find((b) => button.test(b.text))!;
  const action = pressed.formaction !== null ? decodeEntities(pressed.formaction) : form.action;
  const target = new URL(action || url, new URL(url, client.baseUrl));
  const res = await client.request(
    'POST',
    target.pathname + target.search,
    new URLSearchParams(form.fields).toString(),
    {
      'content-type': 'application/x-www-form-urlencoded',
    },
  );
  return { location: res.headers.get('location') ?? '', html, status: res.status };
}
