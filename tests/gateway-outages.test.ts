import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { sign } from 'cookie-signature';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger, createRedis, parseConfig } from '@nestkeep/common';
import { createApp as createGateway } from '../services/gateway/src/app.js';
import { SESSIONS_UNAVAILABLE_MESSAGE } from '../services/gateway/src/auth/session.js';
import { gatewayConfigSchema } from '../services/gateway/src/config.js';
import { TEST_INTERNAL_SECRET, testPrefix } from './support/db.js';
import { freePort, listen } from './support/servers.js';
import { startPrivateRedis } from './support/redis-server.mjs';

const SESSION_SECRET = 'test-session-secret-that-is-32-chars-long';

/**
 * The real gateway app against its own Redis (which a test stops) and a content address where
 * nothing runs unless given, with a signed-in session written straight into Redis as the
 * session store keeps it (so no identity service is needed).
 */
async function startGateway(redisUrl: string, contentUrl: string) {
  const prefix = testPrefix();
  const appPort = await freePort();
  const config = parseConfig(gatewayConfigSchema, {
    NODE_ENV: 'test',
    APP_ORIGIN: `http://127.0.0.1:${appPort}`,
    REDIS_URL: redisUrl,
    INTERNAL_TOKEN_SECRET: TEST_INTERNAL_SECRET,
    SESSION_SECRET,
    CONTENT_URL: contentUrl,
    QUEUE_PREFIX: prefix,
    SESSION_CACHE_MS: '0', // every call reads its session from Redis
  });
  const redis = createRedis(redisUrl, 'general');
  const app = createGateway({ config, redis, logger: createLogger('gateway-outages', 'silent') });
  const server = await listen(app);
  const sid = randomUUID();
  const seed = new Redis(redisUrl);
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  await seed.set(
    `${prefix}:sess:${sid}`,
    JSON.stringify({
      cookie: { originalMaxAge: 86_400_000, expires, httpOnly: true, path: '/', sameSite: 'lax' },
      user: { id: randomUUID(), role: 'user' },
    }),
  );
  seed.disconnect();
  const cookie = `nk.sid=${encodeURIComponent(`s:${sign(sid, SESSION_SECRET)}`)}`;
  const call = async (path: string) => {
    const started = Date.now();
    const res = await fetch(`${server.url}${path}`, {
      headers: { cookie },
      signal: AbortSignal.timeout(20_000),
    });
    return { status: res.status, body: await res.json(), ms: Date.now() - started };
  };
  return {
    call,
    close: async () => {
      await server.close();
      redis.disconnect();
    },
  };
}

describe('the gateway while what it depends on is down', () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let content: http.Server;
  let contentUrl: string;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    content = http.createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]'),
    );
    await new Promise<void>((r) => content.listen(0, '127.0.0.1', r));
    contentUrl = `http://127.0.0.1:${(content.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await redis.stop();
    await new Promise((r) => content.close(r));
  });

  it('answers 503 with a clear message, at once, when the service it proxies to is not running', async () => {
    const gateway = await startGateway(redis.url, `http://127.0.0.1:${await freePort()}`);
    try {
      const res = await gateway.call('/api/content');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: 'unavailable',
        message: 'The content service is unavailable right now; please try again in a moment',
      });
      expect(res.ms).toBeLessThan(1000);
    } finally {
      await gateway.close();
    }
  });

  it('answers 503 with a clear message within seconds when Redis (sessions) is down, and recovers', async () => {
    const gateway = await startGateway(redis.url, contentUrl);
    try {
      expect((await gateway.call('/api/content')).status).toBe(200);
      const printed = vi.spyOn(console, 'error');
      await redis.stop();
      for (let i = 0; i < 3; i++) {
        const res = await gateway.call('/api/content');
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ error: 'unavailable', message: SESSIONS_UNAVAILABLE_MESSAGE });
        expect(res.ms).toBeLessThan(1500); // GENERAL_COMMAND_TIMEOUT_MS, not a reconnect cycle
      }
      // The outage is answered and logged, not printed raw to stderr at every reconnect attempt.
      expect(printed).not.toHaveBeenCalled();
      printed.mockRestore();
      await redis.start();
      // Redis came back empty (nothing on disk): the session is gone, so the caller signs in again.
      await expect
        .poll(async () => (await gateway.call('/api/content')).status, { timeout: 10_000 })
        .toBe(401);
    } finally {
      await gateway.close();
    }
  });
});
