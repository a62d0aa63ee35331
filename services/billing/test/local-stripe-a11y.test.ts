import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from '../../../tests/support/chromium.mjs';
import { checkoutSessionObject, subscriptionObject } from '../src/local-stripe/objects.js';
import {
  checkoutPage,
  messagePage,
  portalPage,
  STYLESHEET,
  STYLESHEET_PATH,
} from '../src/local-stripe/views.js';

/**
 * The local checkout and portal pages in a real browser, under a CSP as strict as the gateway's
 * (no inline scripts or styles): no CSP violation, the stylesheet applies, and axe finds no
 * serious or critical violation.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; form-action 'self'; img-src 'self' data:";

const now = new Date('2026-11-23T12:00:00Z');
const created = Math.floor(now.getTime() / 1000);
const session = checkoutSessionObject('cs_test123', created, {
  customer: 'cus_1',
  customerEmail: 'parent@example.com',
  clientReferenceId: 'u1',
  successUrl: 'http://localhost:5000/app?checkout=success',
  cancelUrl: 'http://localhost:5000/app?checkout=cancel',
  metadata: {},
  lineItems: [{ price: 'price_local_pro_annual', quantity: 1 }],
  subscriptionData: { metadata: {}, trialPeriodDays: 14 },
  url: 'http://localhost:5000/api/billing/local/checkout/cs_test123',
});
const trialing = subscriptionObject('sub_1', now, {
  customer: 'cus_1',
  priceId: 'price_local_family_monthly',
  quantity: 1,
  metadata: {},
  trialPeriodDays: 14,
});

const PAGES: Record<string, string> = {
  '/checkout': checkoutPage(session, 'parent@example.com'),
  '/portal': portalPage(
    'bps_1',
    trialing,
    'http://localhost:5000/profile',
    'Your subscription has been resumed.',
  ),
  '/portal-canceled': portalPage(
    'bps_1',
    { ...trialing, status: 'canceled', ended_at: created, canceled_at: created },
    'http://localhost:5000/profile',
    null,
  ),
  '/portal-empty': portalPage('bps_1', null, 'http://localhost:5000/profile', null),
  '/expired': messagePage('This checkout has expired', 'Nothing was charged.', {
    href: '/app',
    text: 'Return to NestKeep',
  }),
};

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', CSP);
    next();
  });
  app.get(STYLESHEET_PATH, (_req, res) => void res.type('text/css').send(STYLESHEET));
  for (const [path, html] of Object.entries(PAGES))
    app.get(path, (_req, res) => void res.type('html').send(html));
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('local Stripe pages in a browser', () => {
  for (const path of Object.keys(PAGES)) {
    it(`${path}: no CSP violation, styled, no serious axe violation`, async () => {
      const page = await browser.newPage();
      const violations: string[] = [];
      page.on('console', (msg) => {
        if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
      });
      await page.goto(origin + path);
      expect(violations).toEqual([]);
      // The stylesheet applied: the test-mode banner has its background.
      const banner = await page
        .locator('.test-banner')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(banner).toBe('rgb(253, 230, 138)');
      await page.evaluate(axeSource);
      const results = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (
                d: Document,
                o: object,
              ) => Promise<{ violations: Array<{ id: string; impact: string; help: string }> }>;
            };
          }
        ).axe;
        const r = await axe.run(document, { resultTypes: ['violations'] });
        return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help }));
      });
      expect(results).toEqual([]);
      // Keyboard focus is visible on the first button.
      const button = page.locator('button, a.button').first();
      await button.focus();
      const outline = await button.evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(outline).toBe('solid');
      await page.close();
    });
  }
});
