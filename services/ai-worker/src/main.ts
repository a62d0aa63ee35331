import { Queue } from 'bullmq';
import {
  closeRedis,
  closeServer,
  createLogger,
  createMetrics,
  createRedis,
  detectUnsafeAdvice,
  FsImageStore,
  loadConfigOrExit,
  onShutdown,
  QUEUES,
} from '@nestkeep/common';
import { loadKnowledgeBase } from './chat/knowledge.js';
import { createRetriever } from './chat/retrieval.js';
import { aiWorkerConfigSchema } from './config.js';
import { fetchLinkMetadata, parseAllowList } from './fetch/index.js';
import { createHealthApp } from './health.js';
import { startChatWorker } from './jobs/chat-replies.js';
import { startNameWorker } from './jobs/name-generation.js';
import { loadNamesDataset } from './names/dataset.js';
import { startWorkers } from './jobs/workers.js';
import { JobMetrics } from './metrics.js';
import { createOcr } from './ocr/index.js';
import { chatAnswerersFromConfig, nameGeneratorsFromConfig, providerFromConfig } from './providers/index.js';
import { timedAnswerers, timedGenerators, timedProvider } from './providers/timed.js';

const config = loadConfigOrExit(aiWorkerConfigSchema);
const logger = createLogger('ai-worker', config.LOG_LEVEL);
// A bad knowledge file stops the worker here, naming the file, not on a parent's question.
const knowledge = (() => {
  try {
    return loadKnowledgeBase();
  } catch (err) {
    logger.fatal({ err: (err as Error).message }, 'knowledge base could not be loaded');
    process.exit(1);
  }
})();
const retriever = createRetriever(knowledge);
logger.info({ passages: retriever.size }, 'knowledge base loaded');
// The unsafe-advice patterns (saved items in answers) compile on first use: here, not on a question.
detectUnsafeAdvice('warm-up: put her to sleep on her tummy');
// Likewise a bad names dataset stops the worker here, naming the record.
const names = (() => {
  try {
    return loadNamesDataset();
  } catch (err) {
    logger.fatal({ err: (err as Error).message }, 'names dataset could not be loaded');
    process.exit(1);
  }
})();
logger.info({ names: names.length }, 'names dataset loaded');
parseAllowList(config.FETCH_ALLOW_PRIVATE); // a typo stops the worker here, not on every link

const connection = createRedis(config.REDIS_URL, 'worker', logger);
// Prometheus: job counts and durations per queue, plus every queue's depth read at scrape time
// (the worker's health port is the one place that reports them; KEDA scales on the same lists).
const serviceMetrics = createMetrics('ai-worker');
const queueConnection = createRedis(config.REDIS_URL, 'queue-producer', logger);
const watchedQueues = Object.values(QUEUES).map(
  (name) => new Queue(name, { connection: queueConnection, prefix: config.QUEUE_PREFIX }),
);
serviceMetrics.watchQueues(watchedQueues);
const metrics = new JobMetrics(serviceMetrics);
const images = new FsImageStore(config.UPLOAD_DIR);
const ocr = createOcr({
  maxOcrPixels: config.OCR_MAX_PIXELS,
  recognizeTimeoutMs: config.OCR_TIMEOUT_MS,
  workers: config.OCR_WORKERS,
});
ocr
  .warm()
  .catch((err: Error) => logger.error({ err: err.message }, 'OCR could not start; screenshots will fail'));
const provider = providerFromConfig(config);
logger.info({ provider: provider.name }, 'AI provider');

const workers = startWorkers({
  connection,
  prefix: config.QUEUE_PREFIX,
  concurrency: config.ANALYSIS_CONCURRENCY,
  lockDurationMs: config.JOB_LOCK_MS,
  ocrPerUser: config.OCR_PER_USER,
  logger,
  metrics,
  deps: {
    provider: timedProvider(provider, metrics),
    fetchLink: async (url, text) => {
      const page = await metrics.timeCall('http', 'fetch_link', () =>
        fetchLinkMetadata(
          { url, text },
          {
            allow: config.FETCH_ALLOW_PRIVATE,
            timeoutMs: config.FETCH_TIMEOUT_MS,
            maxBytes: config.FETCH_MAX_BYTES,
          },
        ),
      );
      if (!page.fetched) logger.info({ url, failure: page.failure }, 'page not fetched; using what was sent');
      return page;
    },
    readImageText: async (imageKey, opts) => {
      const image = await images.get(imageKey);
      if (!image) throw new Error('The image is no longer stored');
      return (await metrics.timeCall('tesseract', 'ocr', () => ocr.recognize(image.buffer, opts))).text;
    },
  },
});

const chat = startChatWorker({
  connection,
  prefix: config.QUEUE_PREFIX,
  concurrency: config.CHAT_CONCURRENCY,
  lockDurationMs: config.JOB_LOCK_MS,
  logger,
  metrics,
  deps: { retriever, ...timedAnswerers(chatAnswerersFromConfig(config), metrics) },
});

const nameWorker = startNameWorker({
  connection,
  prefix: config.QUEUE_PREFIX,
  concurrency: config.NAME_CONCURRENCY,
  lockDurationMs: config.JOB_LOCK_MS,
  logger,
  metrics,
  deps: timedGenerators(nameGeneratorsFromConfig(config, names), metrics),
});

const server = createHealthApp({ redis: connection, metrics }).listen(config.PORT, config.LISTEN_HOST, () =>
  logger.info({ port: config.PORT, host: config.LISTEN_HOST }, 'ai-worker health and metrics listening'),
);

onShutdown(
  logger,
  [
    // Every worker stops taking jobs at once, then each finishes the ones it holds.
    () => Promise.all([workers.close(), chat.close(), nameWorker.close()]),
    () => closeServer(server),
    () => ocr.close(),
    () => closeRedis(connection),
    () => Promise.all(watchedQueues.map((q) => q.close())),
    () => closeRedis(queueConnection),
  ],
  { graceMs: config.SHUTDOWN_GRACE_MS },
);
