import { createLogger, type FsImageStore } from '@nestkeep/common';
import type { Redis } from 'ioredis';
import { loadKnowledgeBase } from '../../src/chat/knowledge.js';
import { createRetriever } from '../../src/chat/retrieval.js';
import { startChatWorker } from '../../src/jobs/chat-replies.js';
import { startNameWorker } from '../../src/jobs/name-generation.js';
import { loadNamesDataset } from '../../src/names/dataset.js';
import { createLocalNameGenerator } from '../../src/providers/local/names.js';
import { startWorkers, type WorkerOptions } from '../../src/jobs/workers.js';
import { JobMetrics } from '../../src/metrics.js';
import type { Ocr } from '../../src/ocr/index.js';
import { createLocalChatAnswerer } from '../../src/providers/local/chat-answer.js';
import { createLocalProvider } from '../../src/providers/local/index.js';
import type { ChatAnswerer, NameGenerator } from '../../src/providers/provider.js';

type Deps = WorkerOptions['deps'];

/** Reads a stored image with the real OCR, as main.ts wires it. */
export const readStoredImage =
  (store: FsImageStore, ocr: Ocr): Deps['readImageText'] =>
  async (key, opts) => {
    const image = await store.get(key);
    if (!image) throw new Error('The image is no longer stored');
    return (await ocr.recognize(image.buffer, opts)).text;
  };

/**
 * The real workers with the local provider and no link fetching (these tests send no links);
 * `deps` replaces any of them.
 */
export function startTestWorkers(opts: {
  connection: Redis;
  prefix: string;
  concurrency: number;
  deps: Partial<Deps>;
}): ReturnType<typeof startWorkers> {
  return startWorkers({
    connection: opts.connection,
    prefix: opts.prefix,
    concurrency: opts.concurrency,
    lockDurationMs: 30_000,
    logger: createLogger('ai-worker-test', 'silent'),
    metrics: new JobMetrics(),
    deps: {
      provider: createLocalProvider(),
      fetchLink: async () => {
        throw new Error('no links here');
      },
      readImageText: async () => '',
      ...opts.deps,
    },
  });
}

/**
 * The real chat-replies worker (issue 8): the knowledge base given (the real one by default) and
 * the local provider, unless `answerer` names another (its fallback is always the local composer).
 */
export function startTestChatWorker(opts: {
  connection: Redis;
  prefix: string;
  concurrency?: number;
  knowledgeDir?: string;
  answerer?: ChatAnswerer;
}): ReturnType<typeof startChatWorker> {
  const fallback = createLocalChatAnswerer();
  return startChatWorker({
    connection: opts.connection,
    prefix: opts.prefix,
    concurrency: opts.concurrency ?? 4,
    lockDurationMs: 30_000,
    logger: createLogger('ai-worker-test', 'silent'),
    metrics: new JobMetrics(),
    deps: {
      retriever: createRetriever(loadKnowledgeBase(opts.knowledgeDir)),
      answerer: opts.answerer ?? fallback,
      fallback,
    },
  });
}

/**
 * The real name-generation worker (issue 9) over the bundled dataset, with the local generator
 * unless `generator` names another (its fallback is always the local one).
 */
export function startTestNameWorker(opts: {
  connection: Redis;
  prefix: string;
  generator?: NameGenerator;
}): ReturnType<typeof startNameWorker> {
  const fallback = createLocalNameGenerator(loadNamesDataset());
  return startNameWorker({
    connection: opts.connection,
    prefix: opts.prefix,
    concurrency: 4,
    lockDurationMs: 30_000,
    logger: createLogger('ai-worker-test', 'silent'),
    metrics: new JobMetrics(),
    deps: { generator: opts.generator ?? fallback, fallback },
  });
}
