import { inject } from 'vitest';
import { createLogger, createRedis, parseConfig } from '@nestkeep/common';
import { createApp as createGateway } from '../../services/gateway/src/app.js';
import { gatewayConfigSchema } from '../../services/gateway/src/config.js';
import { startIdentity, type IdentityHarness } from '../../services/identity/test/harness.js';
import {
  createChildrenLookup,
  createFamilyLookup,
  createPlanLookup,
} from '../../services/content/src/clients/identity.js';
import { startContent, type ContentHarness } from '../../services/content/test/harness.js';
import { TEST_INTERNAL_SECRET, testPrefix } from './db.js';
import { freePort, listen } from './servers.js';
import { startPipeline } from './pipeline.js';
import { startTestChatWorker, startTestNameWorker } from '../../services/ai-worker/test/jobs/test-workers.js';
import type { ChatAnswerer } from '../../services/ai-worker/src/providers/provider.js';

export interface Stack {
  gatewayUrl: string;
  identityUrl: string;
  identity: IdentityHarness;
  content: ContentHarness;
  close: () => Promise<void>;
}

/**
 * The real identity service and the real gateway, each on its own loopback port, with a fresh
 * database and a Redis key prefix of their own. `env` overrides gateway settings.
 */
export async function startStack(
  env: Record<string, string> = {},
  options: {
    pipeline?: { allow: string };
    /** With `chat`, the ai-worker's real chat-replies worker answers questions (local provider unless named). */
    chat?: { answerer?: ChatAnswerer; freeChatLimit?: number };
  } = {},
): Promise<Stack> {
  const identity = await startIdentity();
  const identityServer = await listen(identity.app);
  const contentOptions = {
    freeSaveLimit: Number(env.FREE_SAVE_LIMIT ?? 25),
    freeChatLimit: options.chat?.freeChatLimit,
    // A real worker on a shared machine: give a reply the time production gives it.
    chatReplyTimeoutMs: options.chat ? 30_000 : undefined,
    planOf: createPlanLookup({ identityUrl: identityServer.url, secret: TEST_INTERNAL_SECRET, ttlMs: 0 }),
    childrenOf: createChildrenLookup({ identityUrl: identityServer.url, secret: TEST_INTERNAL_SECRET }),
    familyOf: createFamilyLookup({ identityUrl: identityServer.url, secret: TEST_INTERNAL_SECRET }),
  };
  // With `pipeline`, saves are analysed too: outbox relay, results worker and the ai-worker's workers.
  const pipeline = options.pipeline
    ? await startPipeline({ redisUrl: inject('redisUrl'), allow: options.pipeline.allow, ...contentOptions })
    : undefined;
  const content = pipeline?.content ?? (await startContent(contentOptions));
  const contentServer = await listen(content.app);
  const redisUrl = inject('redisUrl');
  const redis = createRedis(redisUrl, 'general');
  const chatConnection = options.chat ? createRedis(redisUrl, 'worker') : undefined;
  const chatWorker =
    chatConnection &&
    startTestChatWorker({
      connection: chatConnection,
      prefix: content.prefix,
      answerer: options.chat?.answerer,
    });
  // The baby name generator (issue 9) always has its real worker: the page is public and cheap.
  const namesConnection = createRedis(redisUrl, 'worker');
  const namesWorker = startTestNameWorker({ connection: namesConnection, prefix: content.prefix });
  // The gateway must know its own origin before it listens: reserve a port first.
  const port = await freePort();
  const config = parseConfig(gatewayConfigSchema, {
    NODE_ENV: 'test',
    APP_ORIGIN: `http://127.0.0.1:${port}`,
    REDIS_URL: redisUrl,
    INTERNAL_TOKEN_SECRET: TEST_INTERNAL_SECRET,
    SESSION_SECRET: 'test-session-secret-that-is-32-chars-long',
    IDENTITY_URL: identityServer.url,
    CONTENT_URL: contentServer.url,
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
    content,
    close: async () => {
      gatewayServer.closeAllConnections();
      await new Promise((r) => gatewayServer.close(r));
      await identityServer.close();
      await contentServer.close();
      if (chatWorker) await chatWorker.close();
      chatConnection?.disconnect();
      await namesWorker.close();
      namesConnection.disconnect();
      if (pipeline) await pipeline.close();
      else await content.close();
      await redis.quit();
      await identity.close();
    },
  };
}
