import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startStack, type Stack } from '../support/stack.js';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/chromium.mjs';

/**
 * Browser tests drive Debian's Chromium (playwright-core, no downloaded browsers) against the real
 * stack in this process: identity, content and the gateway serving the production build of the web
 * app. They build nothing: run `npm run build` first.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WEB_DIST = path.join(ROOT, 'web', 'dist');
export const SCREENSHOTS = path.join(ROOT, 'test-results', 'screenshots');
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface BrowserHarness {
  stack: Stack;
  browser: Browser;
  url: (p: string) => string;
  /** A fresh browser profile (no cookies) with one page; page errors are collected. */
  newPage: () => Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
  /** A fresh page signed in (development sign-in) as a parent past onboarding (one baby). */
  signedInParent: (email: string, displayName?: string) => Promise<{ page: Page; errors: string[] }>;
  close: () => Promise<void>;
}

export async function startBrowserHarness(
  options: Parameters<typeof startStack>[1] = {},
): Promise<BrowserHarness> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(
      `The web app is not built (${path.join(WEB_DIST, 'index.html')} is missing): run \`npm run build\` before the browser tests.`,
    );
  }
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install it with \`apt-get install -y chromium\`.`);
  }
  mkdirSync(SCREENSHOTS, { recursive: true });
  const [stack, browser] = await Promise.all([
    startStack({ WEB_DIST_DIR: WEB_DIST, FREE_SAVE_LIMIT: '4' }, options),
    chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }),
  ]);
  const contexts: BrowserContext[] = [];
  const newPage = async () => {
    const context = await browser.newContext({
      viewport: DESKTOP,
      baseURL: stack.gatewayUrl,
      reducedMotion: 'reduce',
    });
    contexts.push(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    return { context, page, errors };
  };
  return {
    stack,
    browser,
    url: (p) => new URL(p, stack.gatewayUrl).toString(),
    newPage,
    signedInParent: async (email, displayName = 'Robin') => {
      const { page, errors } = await newPage();
      await page.goto('/login');
      await devSignIn(page, email, displayName);
      await completeOnboarding(page);
      return { page, errors };
    },
    close: async () => {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await browser.close();
      await stack.close();
    },
  };
}

/**
 * The stack and Chromium for one test file: started in beforeAll (with `timeout` if given), closed in
 * afterAll. What it returns reads the running harness, so use it inside the tests.
 */
export function browserHarnessForFile(
  options: Parameters<typeof startBrowserHarness>[0] = {},
  timeout?: number,
): BrowserHarness {
  let running: BrowserHarness | undefined;
  beforeAll(async () => {
    running = await startBrowserHarness(options);
  }, timeout);
  afterAll(async () => {
    await running?.close();
  });
  const started = (): BrowserHarness => {
    if (!running) throw new Error('The browser harness is not started: use it inside a test.');
    return running;
  };
  return {
    get stack() {
      return started().stack;
    },
    get browser() {
      return started().browser;
    },
    url: (p) => started().url(p),
    newPage: () => started().newPage(),
    signedInParent: (email, displayName) => started().signedInParent(email, displayName),
    close: () => started().close(),
  };
}

/** Waits until the route's lazy chunk has replaced the Suspense fallback. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return Boolean(main && main.children.length > 0 && main.textContent?.trim() !== 'Loading...');
  });
}

/** Goes to a path and waits for its screen. */
export async function visit(page: Page, p: string): Promise<void> {
  await page.goto(p);
  await settle(page);
}

/**
 * The screen is there: its placeholder (`data-screen`) or, once the screen is built, its text.
 * Written so it keeps passing while the placeholders are filled in.
 */
export async function expectScreen(page: Page, screen: string, text: RegExp): Promise<void> {
  await page.waitForFunction(
    ({ screen, source, flags }) =>
      Boolean(document.querySelector(`[data-screen="${screen}"]`)) ||
      new RegExp(source, flags).test(document.body.innerText),
    { screen, source: text.source, flags: text.flags },
    { timeout: 5000 },
  );
}

/** Signs in through the development sign-in, from the page (so the browser keeps the cookie). */
export async function devSignIn(page: Page, email: string, displayName?: string): Promise<void> {
  const status = await page.evaluate(
    async ({ email, displayName }) => {
      const res = await fetch('/auth/dev', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, displayName }),
      });
      return res.status;
    },
    { email, displayName },
  );
  if (status !== 200) throw new Error(`dev sign-in answered ${status}`);
}

/** A JSON call from the page with its cookies: its status and body (null when not JSON). */
function pageCall(page: Page, method: string, p: string, body?: unknown) {
  return page.evaluate(
    async ({ method, p, body }) => {
      const res = await fetch(p, {
        method,
        credentials: 'include',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
    },
    { method, p, body },
  );
}

/** A JSON call from the page that answers the response body (throws unless 2xx). */
export async function pageJson<T>(page: Page, method: string, p: string, body?: unknown): Promise<T> {
  const res = await pageCall(page, method, p, body);
  if (res.status < 200 || res.status > 299) throw new Error(`${method} ${p} answered ${res.status}`);
  return res.body as T;
}

/** A JSON call from the page with its cookies (for setting up state the test is not about). */
export async function pageApi(page: Page, method: string, p: string, body?: unknown): Promise<number> {
  return (await pageCall(page, method, p, body)).status;
}

/** Finishes onboarding through the API as a parent of one baby, so the app (not the wizard) shows. */
export async function completeOnboarding(page: Page): Promise<void> {
  const birth = new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10);
  const status = await pageApi(page, 'POST', '/api/onboarding', {
    userStage: 'already_parent',
    childrenCount: 1,
    childrenDOBs: [birth],
    interests: ['Milestone tracker'],
    newsletterOptIn: true,
  });
  if (status !== 200) throw new Error(`onboarding answered ${status}`);
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) {
    await page.evaluate(axeSource);
    // Colours are measured at rest, not halfway through a fade (the landing showcase rotates).
    await page.addStyleTag({
      content: '*,*::before,*::after{transition:none!important;animation:none!important}',
    });
  }
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } })
      .axe;
    interface AxeResults {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
      }>;
    }
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes
          .slice(0, 5)
          .map((n) => `${JSON.stringify(n.target)} ${n.html.slice(0, 160)} | ${n.failureSummary ?? ''}`),
      }));
  });
}

/** Screenshots at desktop (1280x800) and phone (390x844) width into test-results/screenshots. */
export async function capture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}
