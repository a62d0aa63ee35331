import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { INTERNAL_TOKEN_HEADER, InternalTokenSigner } from '@nestkeep/common';
import { usesLocalStripe, type BillingConfig } from '../config.js';

/** The secret key the SDK uses against billing's own local stand-in (no keys, never in production). */
export const LOCAL_SECRET_KEY = 'sk_test_local';

export interface StripeSetup {
  stripe: Stripe;
  /** Verifies webhook signatures (and, in local mode, signs the stand-in's events). */
  webhookSecret: string;
  /** True when the SDK talks to billing's own stand-in instead of Stripe. */
  local: boolean;
}

/**
 * The one place a Stripe client is built. With STRIPE_SECRET_KEY, Stripe itself (or STRIPE_API_URL
 * when set, for a server that speaks Stripe's API); without it (refused in production by the
 * config), the local stand-in mounted at /v1 on billing itself, on `selfPort`.
 */
export function createStripeSetup(config: BillingConfig, selfPort: number = config.PORT): StripeSetup {
  const local = usesLocalStripe(config);
  if (local && config.NODE_ENV === 'production') {
    throw new Error('The local Stripe stand-in is never used in production: set STRIPE_SECRET_KEY');
  }
  const apiUrl = local ? `http://127.0.0.1:${selfPort}` : config.STRIPE_API_URL;
  const stripe = new Stripe(config.STRIPE_SECRET_KEY ?? LOCAL_SECRET_KEY, {
    ...(apiUrl ? addressOf(apiUrl) : {}),
    maxNetworkRetries: local ? 0 : 2,
    timeout: 20_000,
    // The stand-in answers only billing's own internal token, like every internal endpoint.
    ...(local ? { httpClient: internalTokenHttpClient(config.INTERNAL_TOKEN_SECRET) } : {}),
  });
  const webhookSecret =
    config.STRIPE_WEBHOOK_SECRET ??
    (local ? `whsec_${randomBytes(24).toString('hex')}` : missing('STRIPE_WEBHOOK_SECRET'));
  return { stripe, webhookSecret, local };
}

/**
 * The SDK's Node HTTP client with billing's service token (x-internal-token, audience billing) on
 * every request: what the local stand-in's API requires besides the sk_ key.
 */
export function internalTokenHttpClient(secret: string): Stripe.HttpClient {
  const inner = Stripe.createNodeHttpClient();
  const signer = new InternalTokenSigner(secret);
  return {
    getClientName: () => inner.getClientName(),
    makeRequest: async (host, port, path, method, headers, requestData, protocol, timeout) => {
      const token = await signer.sign({ kind: 'service', service: 'billing' }, 'billing');
      const withToken = { ...headers, [INTERNAL_TOKEN_HEADER]: token };
      return inner.makeRequest(host, port, path, method, withToken, requestData, protocol, timeout);
    },
  };
}

/** host, port and protocol of an http(s) URL, as the SDK's settings. */
export function addressOf(url: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

function missing(name: string): never {
  throw new Error(`${name} is required when STRIPE_SECRET_KEY is set`);
}
