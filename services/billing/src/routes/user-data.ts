import express from 'express';
import { notFound, requireServicePrincipal } from '@nestkeep/common';
import type { BillingDeps } from '../deps.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /internal/users/:id/export: the user's billing part of the privacy export (services only). */
export function userDataRoutes(deps: BillingDeps): express.Router {
  const router = express.Router();
  router.use('/internal/users', requireServicePrincipal);
  router.get('/internal/users/:id/export', async (req, res) => {
    const userId = req.params.id;
    if (!UUID.test(userId)) throw notFound('User not found');
    const [customer, subscriptions] = await Promise.all([
      deps.db.customer.findUnique({
        where: { userId: userId.toLowerCase() },
        select: { stripeCustomerId: true, email: true, createdAt: true, updatedAt: true },
      }),
      deps.db.subscription.findMany({
        where: { userId: userId.toLowerCase() },
        orderBy: { createdAt: 'asc' },
        omit: { userId: true, lastEventAt: true },
      }),
    ]);
    res.json({ customer, subscriptions });
  });
  return router;
}
