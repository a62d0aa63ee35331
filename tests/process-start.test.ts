import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase, TEST_INTERNAL_SECRET } from './support/db.js';
import { freePort } from './support/servers.js';

/** The built services as real processes (npm test type-checks, which builds dist/, before vitest). */
const IDENTITY = 'services/identity/dist/main.js';
const GATEWAY = 'services/gateway/dist/main.js';
const BILLING = 'services/billing/dist/main.js';

function run(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [script], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

async function healthy(url: string, timeoutMs = 20_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe('service processes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    if (!existsSync(IDENTITY) || !existsSync(GATEWAY) || !existsSync(BILLING))
      throw new Error('Build first: npm run build (npm test does)');
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('a service with a missing or bad setting stops and names it', async () => {
    const identity = run(IDENTITY, {
      REDIS_URL: 'redis://127.0.0.1:6379',
      INTERNAL_TOKEN_SECRET: 'short',
      PORT: 'x',
    });
    expect(await identity.exited).toBe(78);
    expect(identity.stderr()).toContain('DATABASE_URL: is required');
    expect(identity.stderr()).toContain('INTERNAL_TOKEN_SECRET: must be at least 32 characters');
    expect(identity.stderr()).toContain('PORT:');
  });

  it('the gateway refuses to start in production with development sign-in or without Google', async () => {
    const base = {
      NODE_ENV: 'production',
      REDIS_URL: inject('redisUrl'),
      INTERNAL_TOKEN_SECRET: TEST_INTERNAL_SECRET,
      SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
    };
    const noGoogle = run(GATEWAY, base);
    expect(await noGoogle.exited).toBe(78);
    expect(noGoogle.stderr()).toContain('GOOGLE_CLIENT_ID');
    const devOn = run(GATEWAY, {
      ...base,
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      AUTH_DEV_LOGIN: 'true',
    });
    expect(await devOn.exited).toBe(78);
    expect(devOn.stderr()).toContain('AUTH_DEV_LOGIN: must be off in production');
  });

  it('billing refuses to start in production without the Stripe keys and prices, and names each', async () => {
    const billing = run(BILLING, {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      REDIS_URL: inject('redisUrl'),
      INTERNAL_TOKEN_SECRET: TEST_INTERNAL_SECRET,
      STRIPE_SECRET_KEY: 'sk_test_set',
    });
    expect(await billing.exited).toBe(78);
    for (const name of [
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_PRO_MONTHLY',
      'STRIPE_PRICE_PRO_ANNUAL',
      'STRIPE_PRICE_FAMILY_MONTHLY',
      'STRIPE_PRICE_FAMILY_ANNUAL',
    ]) {
      expect(billing.stderr()).toContain(`${name}: is required in production`);
    }
    expect(billing.stderr()).not.toContain('STRIPE_SECRET_KEY');
  });

  it('two identity processes starting at once on a new database both come up and migrate once', async () => {
    const ports = [await freePort(), await freePort()];
    const procs = ports.map((port) =>
      run(IDENTITY, {
        PORT: String(port),
        DATABASE_URL: database.url,
        REDIS_URL: inject('redisUrl'),
        INTERNAL_TOKEN_SECRET: TEST_INTERNAL_SECRET,
      }),
    );
    try {
      const up = await Promise.all(ports.map((port) => healthy(`http://127.0.0.1:${port}/readyz`)));
      expect(up).toEqual([true, true]);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query(
        'SELECT migration_name FROM identity._prisma_migrations ORDER BY migration_name',
      );
      await client.end();
      // Each migration once: exactly the folders identity ships, no duplicates from the second start.
      const shipped = readdirSync(new URL('../services/identity/prisma/migrations/', import.meta.url), {
        withFileTypes: true,
      })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort();
      expect(rows.map((r) => r.migration_name)).toEqual(shipped);
    } finally {
      procs.forEach((p) => p.child.kill('SIGTERM'));
      await Promise.all(procs.map((p) => p.exited));
    }
  });
});
