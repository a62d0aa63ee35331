import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ConfigError, parseConfig } from '@nestkeep/common';
import {
  IMAGE_ANALYSIS_TIMEOUT_DEFAULT_MS,
  CHAT_REPLY_TIMEOUT_DEFAULT_MS,
  PROXY_TIMEOUT_DEFAULT_MS,
  SERVICES,
  alignProxyTimeout,
  serviceEnv,
} from '../scripts/start-services.mjs';
import { aiWorkerConfigSchema } from '../services/ai-worker/src/config.js';
import { billingConfigSchema } from '../services/billing/src/config.js';
import { contentConfigSchema } from '../services/content/src/config.js';
import { gatewayConfigSchema } from '../services/gateway/src/config.js';
import { identityConfigSchema } from '../services/identity/src/config.js';
import { createTestDatabase, TEST_INTERNAL_SECRET } from './support/db.js';
import { freePort } from './support/servers.js';

const BASE_ENV = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
  REDIS_URL: 'redis://127.0.0.1:6379',
  INTERNAL_TOKEN_SECRET: TEST_INTERNAL_SECRET,
  SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
};
const serviceNamed = (name: string) => SERVICES.find((s) => s.name === name)!;

describe('what npm start gives each service', () => {
  it('puts every service but the gateway on loopback, whatever the environment says', () => {
    for (const service of SERVICES) {
      const env = serviceEnv(service);
      expect(env.PORT).toBe(String(service.port));
      expect({ name: service.name, host: env.LISTEN_HOST }).toEqual({
        name: service.name,
        host: service.name === 'gateway' ? undefined : '127.0.0.1',
      });
    }
  });

  it('services behind the gateway default to loopback on their own too, and refuse a host that is not an address', () => {
    for (const schema of [
      identityConfigSchema,
      contentConfigSchema,
      billingConfigSchema,
      aiWorkerConfigSchema,
    ]) {
      expect(parseConfig(schema, BASE_ENV).LISTEN_HOST).toBe('127.0.0.1');
      expect(parseConfig(schema, { ...BASE_ENV, LISTEN_HOST: '0.0.0.0' }).LISTEN_HOST).toBe('0.0.0.0');
      expect(() => parseConfig(schema, { ...BASE_ENV, LISTEN_HOST: 'everywhere' })).toThrow(
        new ConfigError(['LISTEN_HOST: must be an IP address, e.g. 127.0.0.1 or 0.0.0.0']),
      );
    }
  });

  it("keeps the gateway's proxy timeout longer than content's wait for a screenshot analysis", () => {
    const analysis = parseConfig(contentConfigSchema, BASE_ENV).IMAGE_ANALYSIS_TIMEOUT_MS;
    const proxy = parseConfig(gatewayConfigSchema, BASE_ENV).PROXY_TIMEOUT_MS;
    expect([analysis, proxy]).toEqual([IMAGE_ANALYSIS_TIMEOUT_DEFAULT_MS, PROXY_TIMEOUT_DEFAULT_MS]);
    expect(proxy).toBeGreaterThan(analysis);

    const defaults: Record<string, string> = {};
    expect(alignProxyTimeout(defaults)).toBeUndefined();
    expect(defaults).toEqual({});
    // Only content's wait set longer: the gateway's follows it.
    const longer: Record<string, string> = { IMAGE_ANALYSIS_TIMEOUT_MS: '90000' };
    expect(alignProxyTimeout(longer)).toBeUndefined();
    expect(longer.PROXY_TIMEOUT_MS).toBe('105000');
    expect(parseConfig(gatewayConfigSchema, { ...BASE_ENV, ...longer }).PROXY_TIMEOUT_MS).toBe(105_000);
    // A gateway timeout set too short stops npm start with a message naming both.
    expect(alignProxyTimeout({ PROXY_TIMEOUT_MS: '30000' })).toBe(
      'PROXY_TIMEOUT_MS (30000) must be longer than IMAGE_ANALYSIS_TIMEOUT_MS (60000): ' +
        'the gateway would give up on a screenshot analysis that content is still waiting for.',
    );
    expect(
      alignProxyTimeout({ PROXY_TIMEOUT_MS: '95000', IMAGE_ANALYSIS_TIMEOUT_MS: '90000' }),
    ).toBeUndefined();
    // The chat's wait counts too: the longest of content's waits decides.
    expect(parseConfig(contentConfigSchema, BASE_ENV).CHAT_REPLY_TIMEOUT_MS).toBe(
      CHAT_REPLY_TIMEOUT_DEFAULT_MS,
    );
    const chat: Record<string, string> = { CHAT_REPLY_TIMEOUT_MS: '120000' };
    expect(alignProxyTimeout(chat)).toBeUndefined();
    expect(chat.PROXY_TIMEOUT_MS).toBe('135000');
    expect(alignProxyTimeout({ PROXY_TIMEOUT_MS: '80000', CHAT_REPLY_TIMEOUT_MS: '90000' })).toBe(
      'PROXY_TIMEOUT_MS (80000) must be longer than CHAT_REPLY_TIMEOUT_MS (90000): ' +
        'the gateway would give up on a chat reply that content is still waiting for.',
    );
    expect(() => parseConfig(gatewayConfigSchema, { ...BASE_ENV, PROXY_TIMEOUT_MS: '10' })).toThrow(
      /PROXY_TIMEOUT_MS/,
    );
  });
});

/** An address of this machine that is not loopback, if it has one. */
function networkAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
}

function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitUntilListening(port: number, timeoutMs = 20_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await canConnect('127.0.0.1', port)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe('services started the way npm start starts them', () => {
  const address = networkAddress();
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    for (const name of ['identity', 'billing', 'ai-worker']) {
      if (!existsSync(`services/${name}/dist/main.js`))
        throw new Error('Build first: npm run build (npm test does)');
    }
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it.skipIf(!address)(
    "identity, billing and the ai-worker's health and metrics port answer on loopback only",
    async () => {
      for (const name of ['identity', 'billing', 'ai-worker']) {
        const port = await freePort();
        const child = spawn(process.execPath, [`services/${name}/dist/main.js`], {
          env: {
            PATH: process.env.PATH ?? '',
            LOG_LEVEL: 'warn',
            ...BASE_ENV,
            DATABASE_URL: database.url,
            REDIS_URL: inject('redisUrl'),
            ...serviceEnv({ ...serviceNamed(name), port }),
          },
          stdio: 'ignore',
        });
        const exited = new Promise((resolve) => child.once('exit', resolve));
        try {
          expect({ name, up: await waitUntilListening(port) }).toEqual({ name, up: true });
          expect({ name, fromNetwork: await canConnect(address!, port) }).toEqual({
            name,
            fromNetwork: false,
          });
          if (name === 'ai-worker')
            expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
          // Billing with only what npm start gives it: local Stripe mode (no keys), healthy.
          if (name === 'billing') expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
        } finally {
          child.kill('SIGTERM');
          await exited;
        }
      }
    },
    // Three processes started one after another: each may take 20 s to listen on a busy machine.
    180_000,
  );

  it.skipIf(!address)(
    'the same service opens to the network when LISTEN_HOST says so (docker-compose)',
    async () => {
      const port = await freePort();
      const child = spawn(process.execPath, ['services/identity/dist/main.js'], {
        env: {
          PATH: process.env.PATH ?? '',
          LOG_LEVEL: 'warn',
          ...BASE_ENV,
          DATABASE_URL: database.url,
          REDIS_URL: inject('redisUrl'),
          PORT: String(port),
          LISTEN_HOST: '0.0.0.0',
        },
        stdio: 'ignore',
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        expect(await waitUntilListening(port)).toBe(true);
        expect(await canConnect(address!, port)).toBe(true);
      } finally {
        child.kill('SIGTERM');
        await exited;
      }
    },
    60_000,
  );
});
