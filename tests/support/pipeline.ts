import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import { createLogger, createRedis, OutboxRelay } from '@nestkeep/common';
import type { Redis } from 'ioredis';
import { CONTENT_SCHEMA } from '../../services/content/src/db/client.js';
import { startAnalysisResultsWorker } from '../../services/content/src/jobs/analysis-results.js';
import { startContent, type ContentHarness } from '../../services/content/test/harness.js';
import { fetchLinkMetadata } from '../../services/ai-worker/src/fetch/index.js';
import { startWorkers } from '../../services/ai-worker/src/jobs/workers.js';
import { JobMetrics } from '../../services/ai-worker/src/metrics.js';
import { createLocalProvider } from '../../services/ai-worker/src/providers/local/index.js';
import { testPrefix } from './db.js';
import { createImageAnalysisClient } from '../../services/content/src/jobs/image-analysis.js';
import { createOcr } from '../../services/ai-worker/src/ocr/index.js';
import type { AiProvider } from '../../services/ai-worker/src/providers/provider.js';
import { listen } from './servers.js';

export const FIXTURE_PAGES = new URL('../../services/ai-worker/test/fixtures/pages/', import.meta.url);

/** Serves the parenting fixture pages on loopback (optionally slowly, to catch a job mid-flight). */
export async function startFixtureSite(opts: { delayMs?: number } = {}) {
  const app = express();
  let requests = 0;
  const byPage = new Map<string, number>();
  app.get('/pages/:file', async (req, res) => {
    requests += 1;
    byPage.set(req.params.file, (byPage.get(req.params.file) ?? 0) + 1);
    if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
    try {
      const html = await readFile(path.join(FIXTURE_PAGES.pathname, path.basename(req.params.file)), 'utf8');
      res.type('html').send(html);
    } catch {
      res.status(404).send('not found');
    }
  });
  const server = await listen(app);
  return {
    ...server,
    requests: () => requests,
    /** How often one page was fetched: at least once per save (a job may run again, as BullMQ allows). */
    requestsFor: (file: string) => byPage.get(file) ?? 0,
    host: new URL(server.url).host,
  };
}

/** What the content app of a pipeline stack may be given (the same as the content harness's). */
type PipelineContentOptions = Pick<
  NonNullable<Parameters<typeof startContent>[0]>,
  | 'planOf'
  | 'childrenOf'
  | 'userStageOf'
  | 'familyOf'
  | 'freeSaveLimit'
  | 'freeChatLimit'
  | 'chatReplyTimeoutMs'
  | 'endedUsersPrefix'
>;

/**
 * The whole save-to-analysed path in one process with real parts: the content app with its outbox
 * relay and results worker, and the ai-worker's workers with the real fetcher and local provider,
 * all over BullMQ on `redisUrl`.
 */
export async function startPipeline(
  opts: PipelineContentOptions & {
    redisUrl: string;
    allow: string;
    withWorker?: boolean;
    lockDurationMs?: number;
    provider?: AiProvider;
    jobOptions?: { attempts: number; backoff: { type: 'fixed'; delay: number } };
  },
) {
  const prefix = testPrefix();
  const logger = createLogger('pipeline-test', (process.env.TEST_LOG_LEVEL as 'silent') ?? 'silent');
  const imageClient = createImageAnalysisClient({
    connection: createRedis(opts.redisUrl, 'queue-producer'),
    eventsConnection: createRedis(opts.redisUrl, 'worker'),
    prefix,
    timeoutMs: 30_000,
    perUser: 2,
  });
  // Everyone free with a limit too high to meet unless told otherwise; a stack passes identity's
  // lookups (plan, children, stage, family) so chat and saves behave as in production.
  const content: ContentHarness = await startContent({
    planOf: opts.planOf,
    childrenOf: opts.childrenOf,
    userStageOf: opts.userStageOf,
    familyOf: opts.familyOf,
    freeSaveLimit: opts.freeSaveLimit ?? 10_000,
    freeChatLimit: opts.freeChatLimit,
    chatReplyTimeoutMs: opts.chatReplyTimeoutMs,
    analyzeImage: imageClient.analyzeImage,
    endedUsersPrefix: opts.endedUsersPrefix,
  });
  const producer = createRedis(opts.redisUrl, 'queue-producer');
  const relay = new OutboxRelay({
    pool: content.pool,
    schema: CONTENT_SCHEMA,
    connection: producer,
    logger,
    prefix,
    intervalMs: 200,
    enqueueTimeoutMs: 500,
    jobOptions: opts.jobOptions,
  });
  relay.start();
  const resultsConnection = createRedis(opts.redisUrl, 'worker');
  const results = startAnalysisResultsWorker({
    db: content.db,
    connection: resultsConnection,
    prefix,
    logger,
  });

  const ocr = createOcr();
  let workers: ReturnType<typeof startWorkers> | undefined;
  let workerConnection: Redis | undefined;
  const startAiWorker = () => {
    workerConnection = createRedis(opts.redisUrl, 'worker');
    workers = startWorkers({
      connection: workerConnection,
      prefix,
      concurrency: 4,
      lockDurationMs: opts.lockDurationMs ?? 30_000,
      logger,
      metrics: new JobMetrics(),
      deps: {
        provider: opts.provider ?? createLocalProvider(),
        fetchLink: (url, text) => fetchLinkMetadata({ url, text }, { allow: opts.allow }),
        readImageText: async (key) => {
          const image = await content.images.get(key);
          if (!image) throw new Error('The image is no longer stored');
          return (await ocr.recognize(image.buffer)).text;
        },
      },
    });
  };
  if (opts.withWorker !== false) startAiWorker();

  return {
    content,
    prefix,
    startAiWorker,
    close: async () => {
      await workers?.close();
      workerConnection?.disconnect();
      await results.close();
      await relay.stop();
      await imageClient.close();
      await ocr.close();
      resultsConnection.disconnect();
      producer.disconnect();
      await content.close();
    },
  };
}
