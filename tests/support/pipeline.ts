import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import { createLogger, createRedis, OutboxRelay, type Plan } from '@nestkeep/common';
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

/**
 * The whole save-to-analysed path in one process with real parts: the content app with its outbox
 * relay and results worker, and the ai-worker's workers with the real fetcher and local provider,
 * all over BullMQ on `redisUrl`.
 */
export async function startPipeline(opts: {
  redisUrl: string;
  allow: string;
  withWorker?: boolean;
  lockDurationMs?: number;
  provider?: AiProvider;
  jobOptions?: { attempts: number; backoff: { type: 'fixed'; delay: number } };
  /** The content app's plan lookup and free limit (default: everyone free, a limit too high to meet). */
  planOf?: (userId: string) => Promise<Plan>;
  /** The content app's children lookup (default: nobody has children). */
  childrenOf?: (userId: string) => Promise<Array<{ id: number; isActive: boolean }>>;
  freeSaveLimit?: number;
  /** The QUEUE_PREFIX of identity's "user ended" markers (default: content's own). */
  endedUsersPrefix?: string;
}) {
  const prefix = testPrefix();
  const logger = createLogger('pipeline-test', (process.env.TEST_LOG_LEVEL as 'silent') ?? 'silent');
  const imageClient = createImageAnalysisClient({
    connection: createRedis(opts.redisUrl, 'queue-producer'),
    eventsConnection: createRedis(opts.redisUrl, 'worker'),
    prefix,
    timeoutMs: 30_000,
    perUser: 2,
  });
  const content: ContentHarness = await startContent({
    freeSaveLimit: opts.freeSaveLimit ?? 10_000,
    planOf: opts.planOf,
    childrenOf: opts.childrenOf,
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
