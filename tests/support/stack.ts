import { inject } from 'vitest';
import { createLogger, createRedis, parseConfig } from '@nestkeep/common';
import { createApp as createGateway } from '../../services/gateway/src/app.js';
import { gatewayConfigSchema } from '../../services/gateway/src/config.js';
import { startIdentity, type IdentityHarness } from '../../services/identity/test/harness.js';
import { TEST_INTERNAL_SECRET, testPrefix } from './db.js';
import { freePort, listen } from './servers.js';

export interface Stack {
  gatewayUrl: string;
  identityUrl: string;
  identity: IdentityHarness;
  close: () => Promise<void>;
}

/**
 * The real identity service and the real gateway, each on its own loopback port, with a fresh
 * database and a Redis key prefix of their own. `env` overrides gateway settings.
 */
export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  const identity = await startIdentity();
  const identityServer = await listen(identity.app);
  const redisUrl = inject('redisUrl');
  const redis = createRedis(redisUrl, 'general');
  // The gateway must know its own origin before it listens: reserve a port first.
  const port = await freePort();
  const config = parseConfig(gatewayConfigSchema, {
    NODE_ENV: 'test',
    APP_ORIGIN: `http://127.0.0.1:${port}`,
    REDIS_URL: redisUrl,
    INTERNAL_TOKEN_SECRET: TEST_INTERNAL_SECRET,
    SESSION_SECRET: 'test-session-secret-that-is-32-chars-long',
    IDENTITY_URL: identityServer.url,
    QUEUE_PREFIX: testPrefix(),
    ...env,
  });
  const app = createGateway({
    config,
    redis,
    logger: createLogger('gateway-test', (process.env.TEST_LOG_LEVEL as 'silent') ?? 'silent'),
  });
  const gatewayServer = await new Promise<import('node:http').Server>((resolve) => {
    const s = app.listen(port, '127.0.0.1', () => resolve(s));
  });
  return {
    gatewayUrl: `http://127.0.0.1:${port}`,
    identityUrl: identityServer.url,
    identity,
    close: async () => {
      gatewayServer.closeAllConnections();
      await new Promise((r) => gatewayServer.close(r));
      await identityServer.close();
      await redis.quit();
      await identity.close();
    },
  };
}
