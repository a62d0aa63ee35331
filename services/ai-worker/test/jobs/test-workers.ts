import { createLogger, type FsImageStore } from '@nestkeep/common';
import type { Redis } from 'ioredis';
import { startWorkers, type WorkerOptions } from '../../src/jobs/workers.js';
import { JobMetrics } from '../../src/metrics.js';
import type { Ocr } from '../../src/ocr/index.js';
import { createLocalProvider } from '../../src/providers/local/index.js';

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
