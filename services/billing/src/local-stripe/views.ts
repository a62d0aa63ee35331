import {
  describePrice,
  formatAmount,
  otherCyclePrice,
  type CheckoutSessionObject,
  type SubscriptionObject,
} from './objects.js';

/** Where the pages live behind the gateway (the gateway routes /api/billing to billing). */
export const PAGES_BASE = '/api/billing/local';
export const STYLESHEET_PATH = `${PAGES_BASE}/assets/local-stripe.css`;

/** The pages' only styles: served as a stylesheet, because the gateway's CSP forbids inline styles (and scripts; there are none). */
export const STYLESHEET = `
*, *::before, *::after { box-sizing: border-box; }
html { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: #1a1f36; background: #f6f8fa; }
body { margin: 0; line-height: 1.5; }
.test-banner { margin: 0; padding: 0.5rem 1rem; background: #fde68a; color: #5c2d00; text-align: center; font-weight: 600; font-size: 0.9rem; }
.layout { max-width: 60rem; margin: 0 auto; padding: 2rem 1rem 3rem; display: grid; gap: 2rem; grid-template-columns: 1fr; }
@media (min-width: 52rem) { .layout.two { grid-template-columns: 1fr 1fr; align-items: start; } }
.merchant { margin: 0 0 1.5rem; font-weight: 600; color: #3c4257; }
.summary h1, .panel h1 { margin: 0 0 0.25rem; font-size: 1.25rem; font-weight: 600; color: #3c4257; }
.amount { margin: 0; font-size: 2.25rem; font-weight: 700; letter-spacing: -0.02em; }
.amount .per { font-size: 1rem; font-weight: 500; color: #4f566b; }
.muted { color: #4f566b; }
.panel { background: #fff; border: 1px solid #d5dbe1; border-radius: 0.75rem; padding: 1.5rem; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.06); }
.panel h2 { margin: 0 0 1rem; font-size: 1.1rem; }
.field { margin: 0 0 1rem; }
.field label, fieldset legend { display: block; margin: 0 0 0.35rem; font-size: 0.9rem; font-weight: 600; color: #3c4257; }
fieldset { border: 0; margin: 0 0 1rem; padding: 0; min-width: 0; }
.card-group { border: 1px solid #a3acb9; border-radius: 0.5rem; overflow: hidden; }
.card-group .row { display: flex; border-top: 1px solid #a3acb9; }
.card-group .row > div { flex: 1; }
.card-group .row > div + div { border-left: 1px solid #a3acb9; }
.card-group input { border: 0; border-radius: 0; }
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
input[type="text"], input[type="email"] { width: 100%; padding: 0.65rem 0.75rem; font: inherit; color: #1a1f36; background: #fff; border: 1px solid #a3acb9; border-radius: 0.5rem; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.25rem; }
.actions form { margin: 0; }
button, .button { display: inline-block; padding: 0.7rem 1.25rem; font: inherit; font-weight: 600; border-radius: 0.5rem; border: 1px solid transparent; cursor: pointer; text-decoration: none; text-align: center; }
.primary { background: #4338ca; color: #fff; }
.primary:hover { background: #3730a3; }
.secondary { background: #fff; color: #1a1f36; border-color: #a3acb9; }
.secondary:hover { background: #f0f2f5; }
.danger { background: #fff; color: #9b1c1c; border-color: #9b1c1c; }
.danger:hover { background: #fdf2f2; }
.wide { width: 100%; }
button:focus-visible, .button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
a { color: #3730a3; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1.25rem; margin: 0 0 1rem; }
dl.facts dt { font-weight: 600; color: #3c4257; }
dl.facts dd { margin: 0; }
.status { display: inline-block; padding: 0.1rem 0.6rem; border-radius: 999px; font-size: 0.85rem; font-weight: 600; background: #e0e7ff; color: #312e81; }
.status.past_due, .status.canceled { background: #fde2e2; color: #7f1d1d; }
.notice { margin: 0 0 1rem; padding: 0.75rem 1rem; border-radius: 0.5rem; background: #ecfdf5; color: #064e3b; border: 1px solid #a7f3d0; }
.section-title { margin: 1.5rem 0 0.5rem; font-size: 1rem; }
.single { max-width: 36rem; }
`;

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<header><p class="test-banner">Test mode: no card is charged</p></header>
<main>
${main}
</main>
</body>
</html>
`;
}

const dateFmt = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
export const formatDate = (unix: number) => dateFmt.format(new Date(unix * 1000));

function priceLine(priceId: string): {
  name: string;
  amount: string;
  per: string;
  cycle: string;
  billed: string;
} {
  const info = describePrice(priceId);
  return {
    name: info.productName,
    amount: formatAmount(info.unitAmount),
    per: info.interval === 'year' ? 'per year' : 'per month',
    cycle: info.interval === 'year' ? 'Annual' : 'Monthly',
    billed: info.interval === 'year' ? 'Billed yearly' : 'Billed monthly',
  };
}

export function checkoutPage(session: CheckoutSessionObject, email: string | null): string {
  const line = session._local.lineItems[0]!;
  const p = priceLine(line.price);
  const trial = session._local.subscriptionData.trialPeriodDays;
  const base = `${PAGES_BASE}/checkout/${encodeURIComponent(session.id)}`;
  const summary = trial
    ? `<p class="muted">${trial}-day free trial, then ${escapeHtml(p.amount)} ${p.per}. Nothing is due today.</p>`
    : `<p class="muted">${p.billed}. Total due today: ${escapeHtml(p.amount)}.</p>`;
  return page(
    `Subscribe to ${p.name} (test checkout)`,
    `<div class="layout two">
<section class="summary" aria-labelledby="summary-title">
<p class="merchant">NestKeep</p>
<h1 id="summary-title">Subscribe to ${escapeHtml(p.name)}</h1>
<p class="amount">${escapeHtml(p.amount)} <span class="per">${p.per}</span></p>
${summary}
</section>
<section class="panel" aria-labelledby="pay-title">
<h2 id="pay-title">Pay with card</h2>
<form method="post" action="${base}/pay">
<div class="field">
<label for="email">Email</label>
<input type="email" id="email" name="email" autocomplete="email" value="${escapeHtml(email ?? '')}">
</div>
<fieldset>
<legend>Card information</legend>
<div class="card-group">
<label for="card-number" class="sr-only">Card number</label>
<input type="text" id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242">
<div class="row">
<div><label for="card-expiry" class="sr-only">Expiration date (MM / YY)</label><input type="text" id="card-expiry" name="cardExpiry" autocomplete="cc-exp" value="12 / 34"></div>
<div><label for="card-cvc" class="sr-only">Security code (CVC)</label><input type="text" id="card-cvc" name="cardCvc" inputmode="numeric" autocomplete="cc-csc" value="123"></div>
</div>
</div>
</fieldset>
<div class="field">
<label for="card-name">Cardholder name</label>
<input type="text" id="card-name" name="cardName" autocomplete="cc-name" value="Test Parent">
</div>
<p class="muted">This is NestKeep's local test checkout: no card is charged and no data leaves this computer.</p>
<div class="actions">
<button type="submit" class="primary">Pay</button>
<button type="submit" class="secondary" formaction="${base}/cancel" formnovalidate>Cancel</button>
</div>
</form>
</section>
</div>`,
  );
}

export function messagePage(
  title: string,
  message: string,
  link: { href: string; text: string } | null,
): string {
  return page(
    title,
    `<div class="layout"><section class="panel single" aria-labelledby="message-title">
<h1 id="message-title">${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p><a class="button primary" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}
</section></div>`,
  );
}

const STATUS_LABEL: Record<string, string> = {
  active: 'Active',
  trialing: 'Free trial',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

export function portalPage(
  portalId: string,
  sub: SubscriptionObject | null,
  returnUrl: string | null,
  notice: string | null,
): string {
  const base = `${PAGES_BASE}/portal/${encodeURIComponent(portalId)}`;
  const action = (path: string, label: string, cls: string) =>
    `<form method="post" action="${base}/${path}"><button type="submit" class="${cls}">${escapeHtml(label)}</button></form>`;
  const back = returnUrl
    ? `<p><a class="button secondary" href="${escapeHtml(returnUrl)}">Return to NestKeep</a></p>`
    : '';
  const noticeHtml = notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : '';
  if (!sub) {
    return page(
      'Manage your subscription (test mode)',
      `<div class="layout"><section class="panel single" aria-labelledby="portal-title">
<p class="merchant">NestKeep</p>
<h1 id="portal-title">Manage your subscription</h1>
${noticeHtml}<p>You have no subscription.</p>
${back}
</section></div>`,
    );
  }
  const item = sub.items.data[0]!;
  const p = priceLine(item.price.id);
  const canceled = sub.status === 'canceled';
  let when = '';
  if (canceled)
    when = `<dt>Ended</dt><dd>${formatDate(sub.ended_at ?? sub.canceled_at ?? item.current_period_end)}</dd>`;
  else if (sub.cancel_at_period_end)
    when = `<dt>Cancels on</dt><dd>${formatDate(sub.cancel_at ?? item.current_period_end)}</dd>`;
  else if (sub.status === 'trialing' && sub.trial_end)
    when = `<dt>Trial ends</dt><dd>${formatDate(sub.trial_end)}</dd>`;
  else when = `<dt>Renews on</dt><dd>${formatDate(item.current_period_end)}</dd>`;

  const buttons: string[] = [];
  const other = otherCyclePrice(item.price.id);
  if (!canceled) {
    buttons.push(
      sub.cancel_at_period_end
        ? action('resume', 'Resume subscription', 'primary')
        : action('cancel', 'Cancel subscription', 'secondary'),
    );
    if (other) {
      const to = describePrice(other).interval === 'year' ? 'annual' : 'monthly';
      buttons.push(action('switch', `Switch to ${to}`, 'secondary'));
    }
    buttons.push(action('cancel-now', 'Cancel now', 'danger'));
  }
  const tools: string[] = [];
  if (!canceled) tools.push(action('fail-payment', 'Simulate a failed payment', 'secondary'));
  if (sub.status === 'trialing') tools.push(action('end-trial', 'End the trial now', 'secondary'));

  return page(
    'Manage your subscription (test mode)',
    `<div class="layout"><section class="panel single" aria-labelledby="portal-title">
<p class="merchant">NestKeep</p>
<h1 id="portal-title">Manage your subscription</h1>
${noticeHtml}<h2>${escapeHtml(p.name)}</h2>
<p class="amount">${escapeHtml(p.amount)} <span class="per">${p.per}</span></p>
<dl class="facts">
<dt>Status</dt><dd><span class="status ${escapeHtml(sub.status)}">${escapeHtml(STATUS_LABEL[sub.status] ?? sub.status)}</span></dd>
<dt>Billing</dt><dd>${p.cycle}</dd>
${when}
</dl>
${buttons.length ? `<div class="actions">${buttons.join('\n')}</div>` : ''}
${tools.length ? `<h2 class="section-title">Test mode tools</h2><div class="actions">${tools.join('\n')}</div>` : ''}
${back}
</section></div>`,
  );
}
