import express from 'express';
import type { BillingDeps } from '../deps.js';
import { handleStripeWebhook } from '../domain/webhook.js';

/**
 * POST /api/stripe/webhook: the raw body (the signature covers its exact bytes), so this router's
 * own raw parser runs and no JSON parser may come before it.
 */
export function webhookRoutes(deps: BillingDeps): express.Router {
  const router = express.Router();
  router.post('/api/stripe/webhook', express.raw({ type: '*/*', limit: '1mb' }), async (req, res) => {
    const payload = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const result = await handleStripeWebhook(deps, payload, req.get('stripe-signature'));
    res.json(result);
  });
  return router;
}
