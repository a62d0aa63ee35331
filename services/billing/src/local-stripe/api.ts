import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { INTERNAL_TOKEN_HEADER, verifyInternalToken } from '@nestkeep/common';
import {
  lineItemsList,
  newId,
  type CheckoutSessionObject,
  type LineItemInput,
  type Metadata,
} from './objects.js';
import {
  LocalStripeError,
  PRORATION_BEHAVIORS,
  publicObject,
  type ProrationBehavior,
  type LocalStripeService,
  type SubscriptionChanges,
} from './service.js';
import type { Store } from './store.js';

type Body = Record<string, unknown>;

const invalid = (message: string, param?: string) => new LocalStripeError(400, message, param);

function str(body: Body, key: string, param = key): string | undefined {
  const v = body[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw invalid(`Invalid string: ${param} must be a string`, param);
  return v;
}

function required(body: Body, key: string, param = key): string {
  const v = str(body, key, param);
  if (v === undefined || v === '') throw invalid(`Missing required param: ${param}.`, param);
  return v;
}

function bool(body: Body, key: string): boolean | undefined {
  const v = str(body, key);
  if (v === undefined) return undefined;
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw invalid(`Invalid boolean: ${v}`, key);
}

function positiveInt(value: string | undefined, param: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw invalid(`Invalid integer: ${value}`, param);
  return Number(value);
}

/** Stripe's longest URL parameter (success_url, cancel_url, return_url). */
const MAX_URL_LENGTH = 5000;

function url(body: Body, key: string): string | null {
  const v = str(body, key);
  if (v === undefined || v === '') return null;
  if (v.length > MAX_URL_LENGTH) {
    throw invalid(`Invalid string: ${v.slice(0, 30)}...; must be at most ${MAX_URL_LENGTH} characters`, key);
  }
  try {
    const u = new URL(v);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('scheme');
  } catch {
    throw invalid('Not a valid URL', key);
  }
  return v;
}

function metadata(value: unknown, param: string): Metadata {
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid('Invalid object', param);
  }
  const out: Metadata = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v !== 'string') throw invalid('Invalid string', `${param}[${k}]`);
    out[k] = v;
  }
  return out;
}

/** The body's object at `key` (bracket notation parsed), or {} when absent. */
function obj(body: Body, key: string): Body {
  const v = body[key];
  if (v === undefined || v === '') return {};
  if (typeof v !== 'object' || v === null) throw invalid('Invalid object', key);
  return v as Body;
}

/** `key` as a list: `a[0][b]` parses to an array; qs turns large or sparse indexes into an object. */
function list(body: Body, key: string): Body[] {
  const v = body[key];
  if (v === undefined || v === '') return [];
  if (Array.isArray(v)) return v as Body[];
  if (typeof v === 'object' && v !== null) return Object.values(v) as Body[];
  throw invalid('Invalid array', key);
}

/** expand[]=a, expand[0]=a (query, read from the raw URL whatever the app's query parser) or a parsed body list. */
function expandPaths(req: Request): string[] {
  const paths: string[] = [];
  const search = req.originalUrl.split('?')[1];
  if (search) {
    for (const [k, v] of new URLSearchParams(search)) if (/^expand(\[\d*\])?$/.test(k)) paths.push(v);
  }
  const fromBody = (req.body as Body | undefined)?.expand;
  if (Array.isArray(fromBody)) paths.push(...fromBody.filter((v): v is string => typeof v === 'string'));
  else if (typeof fromBody === 'string') paths.push(fromBody);
  return paths;
}

function queryParam(req: Request, name: string): string | undefined {
  const search = req.originalUrl.split('?')[1];
  return search ? (new URLSearchParams(search).get(name) ?? undefined) : undefined;
}

function queryBool(req: Request, name: string): boolean | undefined {
  const v = queryParam(req, name);
  if (v === undefined) return undefined;
  if (v === 'true' || v === 'false') return v === 'true';
  throw invalid(`Invalid boolean: ${v}`, name);
}

const SESSION_STATUSES = ['complete', 'expired', 'open'];

/**
 * One page of a list as Stripe answers it: `limit` (1 to 100, default 10) of the objects that pass
 * `keep`, after `starting_after` (placed in the unfiltered list, so a cursor object that no longer
 * passes, e.g. a session expired meanwhile, still marks the place), `has_more` when more follow.
 */
function listPage<T extends { id: string }>(req: Request, all: T[], keep: (o: T) => boolean, url: string) {
  const limitParam = queryParam(req, 'limit');
  const limit = limitParam === undefined ? 10 : Number(limitParam);
  if (!/^\d+$/.test(limitParam ?? '10') || limit < 1 || limit > 100) {
    throw invalid('Invalid integer: limit must be between 1 and 100', 'limit');
  }
  const after = queryParam(req, 'starting_after');
  let start = 0;
  if (after) {
    const at = all.findIndex((o) => o.id === after);
    if (at < 0) throw invalid(`No such object: '${after}'`, 'starting_after');
    start = at + 1;
  }
  const rest = all.slice(start).filter(keep);
  return {
    object: 'list',
    data: rest.slice(0, limit).map((o) => publicObject(o)),
    has_more: rest.length > limit,
    url,
  };
}

const MISSING_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";

/** `Authorization: Bearer sk_...` (or Basic with the key as user name, as Stripe also takes). */
const requireSecretKey: RequestHandler = (req, _res, next) => {
  const header = req.get('authorization') ?? '';
  let key = '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (bearer) key = bearer[1]!;
  else if (basic) key = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':')[0] ?? '';
  if (!key) return next(new LocalStripeError(401, MISSING_KEY));
  if (!/^(sk|rk)_(test|live)_\w+$/.test(key)) {
    const masked = key.length > 8 ? `${key.slice(0, 4)}${'*'.repeat(key.length - 8)}${key.slice(-4)}` : key;
    return next(new LocalStripeError(401, `Invalid API Key provided: ${masked}`));
  }
  next();
};

const NO_INTERNAL_TOKEN =
  'The local Stripe stand-in answers billing only: a valid service internal token (x-internal-token) is required.';

/**
 * Only a service's internal token for billing (the check every internal endpoint makes): the
 * stand-in shares billing's port, so the sk_ key alone (public, sk_test_local) must not open it.
 */
function requireServiceToken(secret: string): RequestHandler {
  return async (req, _res, next) => {
    const token = req.get(INTERNAL_TOKEN_HEADER);
    const principal = token
      ? await verifyInternalToken(token, { secret, audience: 'billing' }).catch(() => null)
      : null;
    if (principal?.kind !== 'service') return next(new LocalStripeError(401, NO_INTERNAL_TOKEN));
    next();
  };
}

/** Stripe's REST subset billing uses, under /v1 (works mounted at /v1 or at the root). */
export function createApiRouter(
  service: LocalStripeService,
  store: Store,
  internalTokenSecret: string,
): express.Router {
  const api = express.Router();

  /** Replaces id fields named by expand paths (`subscription`, `customer`, `subscription.latest_invoice`, `line_items`) with their objects. */
  async function expand(o: Record<string, unknown>, paths: string[]): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = { ...o };
    for (const path of paths) {
      const [head, ...rest] = path.split('.');
      if (!head) continue;
      if (head === 'line_items' && o.object === 'checkout.session') {
        out.line_items = lineItemsList(o as unknown as CheckoutSessionObject);
        continue;
      }
      let value = out[head];
      if (typeof value === 'string') {
        const found = await findAny(value);
        if (found) value = found;
      }
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        out[head] = rest.length ? await expand(value as Record<string, unknown>, [rest.join('.')]) : value;
      } else if (value !== null && value !== undefined && typeof value !== 'string') {
        throw invalid(`This property cannot be expanded (${path}).`, 'expand');
      }
    }
    return publicObject(out);
  }

  async function findAny(id: string): Promise<object | null> {
    for (const type of ['customer', 'subscription', 'checkout.session', 'invoice'] as const) {
      const found = await store.get<object>(type, id);
      if (found) return publicObject(found);
    }
    return null;
  }

  const respond = async (req: Request, o: object) => expand(o as Record<string, unknown>, expandPaths(req));

  api.use((req, res, next) => {
    res.setHeader('Request-Id', newId('req'));
    res.setHeader('Stripe-Version', '2026-10-28.endive');
    next();
  });
  api.use(requireServiceToken(internalTokenSecret));
  api.use(requireSecretKey);
  api.use(express.urlencoded({ extended: true, limit: '100kb' }));

  api.post('/customers', async (req, res) => {
    const body = (req.body ?? {}) as Body;
    const customer = await service.createCustomer({
      email: str(body, 'email'),
      name: str(body, 'name'),
      description: str(body, 'description'),
      phone: str(body, 'phone'),
      metadata: metadata(body.metadata, 'metadata'),
    });
    res.json(await respond(req, customer));
  });

  api.get('/customers/:id', async (req, res) => {
    res.json(await respond(req, await service.getCustomer(req.params.id as string)));
  });

  api.post('/checkout/sessions', async (req, res) => {
    const body = (req.body ?? {}) as Body;
    const mode = required(body, 'mode');
    if (mode !== 'subscription') {
      throw invalid(`The local test checkout supports mode=subscription only, not '${mode}'.`, 'mode');
    }
    const items = list(body, 'line_items');
    if (items.length === 0) throw invalid('Missing required param: line_items.', 'line_items');
    const lineItems: LineItemInput[] = items.map((item, i) => {
      const entry = typeof item === 'object' && item !== null ? item : {};
      return {
        price: required(entry, 'price', `line_items[${i}][price]`),
        quantity:
          positiveInt(str(entry, 'quantity', `line_items[${i}][quantity]`), `line_items[${i}][quantity]`) ??
          1,
      };
    });
    const subscriptionData = obj(body, 'subscription_data');
    const session = await service.createCheckoutSession({
      customer: str(body, 'customer') || null,
      customerEmail: str(body, 'customer_email') || null,
      clientReferenceId: str(body, 'client_reference_id') || null,
      successUrl: url(body, 'success_url'),
      cancelUrl: url(body, 'cancel_url'),
      metadata: metadata(body.metadata, 'metadata'),
      lineItems,
      subscriptionData: {
        metadata: metadata(subscriptionData.metadata, 'subscription_data[metadata]'),
        trialPeriodDays:
          positiveInt(
            str(subscriptionData, 'trial_period_days', 'subscription_data[trial_period_days]'),
            'subscription_data[trial_period_days]',
          ) ?? null,
      },
    });
    res.json(await respond(req, session));
  });

  api.get('/checkout/sessions/:id', async (req, res) => {
    res.json(await respond(req, await service.getCheckoutSession(req.params.id as string)));
  });

  api.get('/checkout/sessions', async (req, res) => {
    const customer = queryParam(req, 'customer');
    if (!customer) throw invalid('The local stand-in lists checkout sessions by customer only.', 'customer');
    const status = queryParam(req, 'status');
    if (status !== undefined && !SESSION_STATUSES.includes(status)) {
      throw invalid(`Invalid status: must be one of ${SESSION_STATUSES.join(', ')}`, 'status');
    }
    const sessions = await service.listCheckoutSessions(customer);
    res.json(listPage(req, sessions, (s) => !status || s.status === status, '/v1/checkout/sessions'));
  });

  api.post('/checkout/sessions/:id/expire', async (req, res) => {
    res.json(await respond(req, await service.expireCheckoutSession(req.params.id as string)));
  });

  api.get('/subscriptions', async (req, res) => {
    const customer = queryParam(req, 'customer');
    if (!customer) throw invalid('The local stand-in lists subscriptions by customer only.', 'customer');
    const status = queryParam(req, 'status');
    const subs = (await service.listSubscriptions(customer)).filter((s) =>
      status === 'all' ? true : status ? s.status === status : s.status !== 'canceled',
    );
    res.json({
      object: 'list',
      data: subs.map((s) => publicObject(s)),
      has_more: false,
      url: '/v1/subscriptions',
    });
  });

  api.get('/subscriptions/:id', async (req, res) => {
    res.json(await respond(req, await service.getSubscription(req.params.id as string)));
  });

  api.post('/subscriptions/:id', async (req, res) => {
    const body = (req.body ?? {}) as Body;
    const changes: SubscriptionChanges = {};
    const cancelAtPeriodEnd = bool(body, 'cancel_at_period_end');
    if (cancelAtPeriodEnd !== undefined) changes.cancelAtPeriodEnd = cancelAtPeriodEnd;
    const items = list(body, 'items');
    if (items.length > 1) throw invalid('The local stand-in keeps one item per subscription.', 'items');
    if (items[0]) {
      const price = str(items[0], 'price', 'items[0][price]');
      const itemId = str(items[0], 'id', 'items[0][id]');
      if (price) changes.priceId = price;
      if (itemId) changes.itemId = itemId;
    }
    if (body.metadata !== undefined) changes.metadata = metadata(body.metadata, 'metadata');
    const proration = str(body, 'proration_behavior');
    if (proration !== undefined) {
      if (!(PRORATION_BEHAVIORS as readonly string[]).includes(proration)) {
        throw invalid(
          `Invalid proration_behavior: must be one of ${PRORATION_BEHAVIORS.join(', ')}`,
          'proration_behavior',
        );
      }
      changes.prorationBehavior = proration as ProrationBehavior;
    }
    const prorationDate = positiveInt(str(body, 'proration_date'), 'proration_date');
    if (prorationDate !== undefined) changes.prorationDate = prorationDate;
    const trialEnd = str(body, 'trial_end');
    if (trialEnd !== undefined) {
      if (trialEnd !== 'now') throw invalid('The local stand-in takes trial_end=now only.', 'trial_end');
      changes.endTrialNow = true;
    }
    const sub = await service.updateSubscription(req.params.id as string, changes);
    res.json(await respond(req, sub));
  });

  // The SDK sends DELETE parameters in the query. The stand-in keeps no balances or invoices, so
  // prorate and invoice_now are checked and accepted but change nothing else.
  api.delete('/subscriptions/:id', async (req, res) => {
    for (const param of ['prorate', 'invoice_now']) queryBool(req, param);
    const comment = queryParam(req, 'cancellation_details[comment]') ?? null;
    if (comment !== null && comment.length > 5000) {
      throw invalid('Invalid string: must be at most 5000 characters', 'cancellation_details[comment]');
    }
    res.json(await respond(req, await service.cancelSubscription(req.params.id as string, comment || null)));
  });

  api.post('/billing_portal/sessions', async (req, res) => {
    const body = (req.body ?? {}) as Body;
    const session = await service.createPortalSession({
      customer: required(body, 'customer'),
      returnUrl: url(body, 'return_url'),
    });
    res.json(await respond(req, session));
  });

  // Newest first, as Stripe lists them; `pending=true` only those on no invoice yet (the next one's).
  api.get('/invoiceitems', async (req, res) => {
    const customer = queryParam(req, 'customer');
    if (!customer) throw invalid('The local stand-in lists invoice items by customer only.', 'customer');
    const items = (await service.listInvoiceItems(customer, queryBool(req, 'pending'))).reverse();
    res.json(listPage(req, items, () => true, '/v1/invoiceitems'));
  });

  api.get('/invoices/:id', async (req, res) => {
    res.json(await respond(req, await service.getInvoice(req.params.id as string)));
  });

  api.use((req, _res, next) => {
    next(
      new LocalStripeError(
        404,
        `Unrecognized request URL (${req.method}: ${req.baseUrl}${req.path}). The local Stripe stand-in serves only the endpoints billing uses.`,
      ),
    );
  });

  const errors: ErrorRequestHandler = (err, _req, res, _next) => {
    if (res.headersSent) return;
    if (err instanceof LocalStripeError) {
      const error: Record<string, unknown> = { type: err.type, message: err.message };
      if (err.param) error.param = err.param;
      if (err.code) error.code = err.code;
      res.status(err.status).json({ error });
      return;
    }
    const status =
      typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status !== 500) {
      res.status(400).json({ error: { type: 'invalid_request_error', message: String(err.message) } });
      return;
    }
    res.status(500).json({
      error: {
        type: 'api_error',
        message: `The local Stripe stand-in failed: ${(err as Error)?.message ?? err}`,
      },
    });
  };
  api.use(errors);

  // Mounted at /v1 (app.use('/v1', api)) every request is the API's; mounted at the root, only /v1/... is.
  const outer = express.Router();
  outer.use((req, res, next) => (/\/v1$/.test(req.baseUrl) ? api(req, res, next) : next()));
  outer.use('/v1', api);
  return outer;
}
