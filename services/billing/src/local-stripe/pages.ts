import express, { type Request, type Response } from 'express';
import type { InternalPrincipal } from '@nestkeep/common';
import { otherCyclePrice, type CheckoutSessionObject, type SubscriptionObject } from './objects.js';
import { LocalStripeError, type LocalStripeService } from './service.js';
import { checkoutPage, messagePage, portalPage, PAGES_BASE, STYLESHEET } from './views.js';

const CHECKOUT_ID = /^cs_[A-Za-z0-9]{1,64}$/;
const PORTAL_ID = /^bps_[A-Za-z0-9]{1,64}$/;

const NOTICES: Record<string, string> = {
  canceled: 'Your subscription will end at the end of the current period.',
  resumed: 'Your subscription has been resumed.',
  switched: 'Your billing cycle has been changed.',
  ended: 'Your subscription has been canceled.',
  failed: 'A failed payment was simulated: the subscription is past due.',
  trial: 'The trial has ended: the subscription is active.',
};

function userIdOf(req: Request): string | null {
  const principal = req.principal as InternalPrincipal | undefined;
  return principal?.kind === 'user' ? principal.userId : null;
}

function send(res: Response, status: number, html: string): void {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .set('Referrer-Policy', 'same-origin')
    .type('html')
    .send(html);
}

function notFoundPage(res: Response): void {
  send(
    res,
    404,
    messagePage('Page not found', 'This checkout or billing page does not exist or is not yours.', {
      href: '/',
      text: 'Go to NestKeep',
    }),
  );
}

/**
 * The local test checkout and customer portal (pages behind the gateway, so a signed-in user's
 * principal is on the request). Only the session's owner sees a page; anyone else gets 404.
 * Plain HTML forms and one stylesheet: no scripts, no inline styles (the gateway's CSP).
 */
export function createPagesRouter(service: LocalStripeService): express.Router {
  const pages = express.Router();
  pages.use(express.urlencoded({ extended: false, limit: '10kb' }));

  pages.get('/assets/local-stripe.css', (_req, res) => {
    res.type('text/css').set('Cache-Control', 'public, max-age=300').send(STYLESHEET);
  });

  /** The signed-in owner's checkout session, or null (404). */
  async function ownedCheckout(req: Request): Promise<CheckoutSessionObject | null> {
    const id = req.params.id as string;
    const userId = userIdOf(req);
    if (!userId || !CHECKOUT_ID.test(id)) return null;
    const session = await service.getCheckoutSession(id).catch(() => null);
    return session && session.client_reference_id === userId ? session : null;
  }

  function closedPage(res: Response, session: CheckoutSessionObject): void {
    if (session.status === 'complete') {
      send(
        res,
        409,
        messagePage(
          'This checkout is already complete',
          'Your subscription has started. You can close this page.',
          session.success_url ? { href: session.success_url, text: 'Return to NestKeep' } : null,
        ),
      );
    } else {
      send(
        res,
        410,
        messagePage(
          'This checkout has expired',
          'Nothing was charged. Start the upgrade again from NestKeep.',
          session.cancel_url ? { href: session.cancel_url, text: 'Return to NestKeep' } : null,
        ),
      );
    }
  }

  pages.get('/checkout/:id', async (req, res) => {
    const session = await ownedCheckout(req);
    if (!session) return notFoundPage(res);
    if (session.status !== 'open') return closedPage(res, session);
    const email = session.customer
      ? ((await service.getCustomer(session.customer).catch(() => null))?.email ?? session.customer_email)
      : session.customer_email;
    send(res, 200, checkoutPage(session, email));
  });

  pages.post('/checkout/:id/pay', async (req, res) => {
    const session = await ownedCheckout(req);
    if (!session) return notFoundPage(res);
    if (session.status === 'expired') return closedPage(res, session);
    // A second Pay (double click, back button) finds the session complete and just goes on.
    const { session: after } = await service.completeCheckoutSession(session.id);
    if (after.status === 'expired') return closedPage(res, after);
    if (after.success_url) return res.redirect(303, after.success_url);
    send(
      res,
      200,
      messagePage('Payment complete', 'Your subscription has started. You can close this page.', null),
    );
  });

  pages.post('/checkout/:id/cancel', async (req, res) => {
    const session = await ownedCheckout(req);
    if (!session) return notFoundPage(res);
    if (session.status === 'complete') return closedPage(res, session);
    if (session.cancel_url) return res.redirect(303, session.cancel_url);
    send(res, 200, messagePage('Checkout canceled', 'Nothing was charged. You can close this page.', null));
  });

  /** The signed-in owner's portal session (its customer's metadata.userId) and current subscription. */
  async function ownedPortal(req: Request) {
    const id = req.params.id as string;
    const userId = userIdOf(req);
    if (!userId || !PORTAL_ID.test(id)) return null;
    const portal = await service.getPortalSession(id).catch(() => null);
    if (!portal) return null;
    const customer = await service.getCustomer(portal.customer).catch(() => null);
    if (!customer || customer.metadata.userId !== userId) return null;
    const subs = await service.listSubscriptions(customer.id);
    // The newest live subscription, else the newest one at all.
    const sub: SubscriptionObject | null = subs.find((s) => s.status !== 'canceled') ?? subs[0] ?? null;
    return { portal, sub };
  }

  pages.get('/portal/:id', async (req, res) => {
    const owned = await ownedPortal(req);
    if (!owned) return notFoundPage(res);
    const done =
      typeof req.query.done === 'string' && Object.hasOwn(NOTICES, req.query.done)
        ? NOTICES[req.query.done]!
        : null;
    send(res, 200, portalPage(owned.portal.id, owned.sub, owned.portal.return_url, done));
  });

  // A Map, not an object literal: an action named `constructor` or `__proto__` must find nothing.
  const actions = new Map<string, { notice: string; run: (sub: SubscriptionObject) => Promise<unknown> }>([
    [
      'cancel',
      { notice: 'canceled', run: (s) => service.updateSubscription(s.id, { cancelAtPeriodEnd: true }) },
    ],
    [
      'resume',
      { notice: 'resumed', run: (s) => service.updateSubscription(s.id, { cancelAtPeriodEnd: false }) },
    ],
    [
      'switch',
      {
        notice: 'switched',
        run: async (s) => {
          const other = otherCyclePrice(s.items.data[0]!.price.id);
          if (other) await service.updateSubscription(s.id, { priceId: other });
        },
      },
    ],
    ['cancel-now', { notice: 'ended', run: (s) => service.cancelNow(s.id) }],
    ['fail-payment', { notice: 'failed', run: (s) => service.paymentFailed(s.id) }],
    ['end-trial', { notice: 'trial', run: (s) => service.trialEnds(s.id) }],
  ]);

  pages.post('/portal/:id/:action', async (req, res) => {
    const action = actions.get(req.params.action as string);
    const owned = await ownedPortal(req);
    if (!owned || !action) return notFoundPage(res);
    if (!owned.sub) return res.redirect(303, `${PAGES_BASE}/portal/${owned.portal.id}`);
    try {
      await action.run(owned.sub);
    } catch (err) {
      // Stale page (e.g. Cancel now on a subscription already canceled): say so rather than fail.
      if (err instanceof LocalStripeError && err.status === 400) {
        return send(
          res,
          409,
          messagePage('That change is not possible', err.message, {
            href: `${PAGES_BASE}/portal/${owned.portal.id}`,
            text: 'Back to your subscription',
          }),
        );
      }
      throw err;
    }
    res.redirect(303, `${PAGES_BASE}/portal/${owned.portal.id}?done=${action.notice}`);
  });

  // Mounted at /api/billing/local the routes above match as they are; mounted at the root (as billing
  // does), only requests under /api/billing/local reach them.
  const outer = express.Router();
  outer.use((req, res, next) => (req.baseUrl.endsWith(PAGES_BASE) ? pages(req, res, next) : next()));
  outer.use(PAGES_BASE, pages);
  return outer;
}
