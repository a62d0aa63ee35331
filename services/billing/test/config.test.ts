import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '@nestkeep/common';
import { billingConfigSchema, STRIPE_REQUIRED, usesLocalStripe } from '../src/config.js';
import { addressOf, createStripeSetup, LOCAL_SECRET_KEY } from '../src/stripe/client.js';
import { PriceTable } from '../src/stripe/prices.js';

const BASE = {
  DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
  REDIS_URL: 'redis://127.0.0.1:6379',
  INTERNAL_TOKEN_SECRET: 'x'.repeat(40),
};
const KEYS = {
  STRIPE_SECRET_KEY: 'sk_live_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_PRICE_PRO_MONTHLY: 'price_pm',
  STRIPE_PRICE_PRO_ANNUAL: 'price_pa',
  STRIPE_PRICE_FAMILY_MONTHLY: 'price_fm',
  STRIPE_PRICE_FAMILY_ANNUAL: 'price_fa',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(billingConfigSchema, env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('billing configuration in production', () => {
  it('refuses to start without keys, naming each missing variable (local mode is never used there)', () => {
    const problems = problemsOf({ ...BASE, NODE_ENV: 'production' });
    for (const name of STRIPE_REQUIRED) {
      expect(problems).toContain(`${name}: is required in production`);
    }
    expect(problems).toHaveLength(STRIPE_REQUIRED.length);
  });

  it('names only the one variable that is missing', () => {
    for (const name of STRIPE_REQUIRED) {
      const env: Record<string, string> = { ...BASE, ...KEYS, NODE_ENV: 'production' };
      delete env[name];
      expect(problemsOf(env)).toEqual([`${name}: is required in production`]);
      // An empty value is as missing as no value.
      expect(problemsOf({ ...env, [name]: '' })).toEqual([`${name}: is required in production`]);
    }
  });

  it('starts with every key, against Stripe itself', () => {
    const config = parseConfig(billingConfigSchema, { ...BASE, ...KEYS, NODE_ENV: 'production' });
    expect(usesLocalStripe(config)).toBe(false);
    const setup = createStripeSetup(config);
    expect(setup.local).toBe(false);
    expect(setup.webhookSecret).toBe('whsec_abc');
    expect(PriceTable.fromConfig(config).priceId('family', 'annual')).toBe('price_fa');
    expect(PriceTable.fromConfig(config).lookup('price_pm')).toMatchObject({ plan: 'pro', cycle: 'monthly' });
  });

  it('the Stripe client refuses local mode in production even if the config check were bypassed', () => {
    const config = parseConfig(billingConfigSchema, { ...BASE, NODE_ENV: 'development' });
    expect(() => createStripeSetup({ ...config, NODE_ENV: 'production' })).toThrow(
      /never used in production/,
    );
  });
});

describe('billing configuration outside production', () => {
  it('without keys is local mode: the SDK key sk_test_local, a random whsec_ secret, local price ids', () => {
    const config = parseConfig(billingConfigSchema, { ...BASE, NODE_ENV: 'development' });
    expect(usesLocalStripe(config)).toBe(true);
    const a = createStripeSetup(config, 5999);
    const b = createStripeSetup(config, 5999);
    expect(a.local).toBe(true);
    expect(a.webhookSecret).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(a.webhookSecret).not.toBe(b.webhookSecret);
    expect(LOCAL_SECRET_KEY).toBe('sk_test_local');
    const prices = PriceTable.fromConfig(config);
    expect(prices.priceId('pro', 'monthly')).toBe('price_local_pro_monthly');
    expect(prices.priceId('family', 'annual')).toBe('price_local_family_annual');
    expect(prices.lookup('price_local_family_monthly')).toMatchObject({ plan: 'family', cycle: 'monthly' });
    expect(prices.lookup('price_unknown')).toBeUndefined();
  });

  it('STRIPE_API_URL becomes the SDK host, port and protocol', () => {
    expect(addressOf('http://127.0.0.1:4242')).toEqual({ host: '127.0.0.1', port: 4242, protocol: 'http' });
    expect(addressOf('https://api.stripe.com')).toEqual({
      host: 'api.stripe.com',
      port: 443,
      protocol: 'https',
    });
  });

  it('a secret key without a webhook secret is refused when the client is built', () => {
    const config = parseConfig(billingConfigSchema, { ...BASE, STRIPE_SECRET_KEY: 'sk_test_x' });
    expect(() => createStripeSetup(config)).toThrow(/STRIPE_WEBHOOK_SECRET is required/);
  });
});
