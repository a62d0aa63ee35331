import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { nameGenerationRequest, QUEUES, type Logger, type NameGenerationResponse } from '@nestkeep/common';
import type { JobMetrics } from '../metrics.js';
import type { NameGenerator } from '../providers/provider.js';

export interface NameWorkerOptions {
  /** A blocking connection (createRedis(url, 'worker')). */
  connection: Redis;
  prefix: string;
  concurrency: number;
  lockDurationMs: number;
  logger: Logger;
  metrics: JobMetrics;
  deps: {
    generator: NameGenerator;
    /** The local generator: answers when `generator` (openai) fails, so a waiting parent gets names. */
    fallback: NameGenerator;
  };
}

/**
 * The name-generation queue (issue 9 item 2): content queues the checked request and waits for
 * the job's value, `{ names }`. A failed openai attempt (junk or a failed request) is logged and
 * the local dataset answers instead; a local failure fails the job.
 */
export function startNameWorker(opts: NameWorkerOptions) {
  const { generator, fallback } = opts.deps;
  const worker = new Worker(
    QUEUES.nameGeneration,
    async (job): Promise<NameGenerationResponse> => {
      const started = Date.now();
      const query = nameGenerationRequest.parse(job.data);
      let provider = generator.name;
      let names;
      try {
        try {
          names = await generator.generateNames(query);
        } catch (err) {
          if (generator === fallback) throw err;
          opts.logger.warn(
            { queue: QUEUES.nameGeneration, jobId: job.id, err: (err as Error).message },
            'AI names failed; answering from the local dataset',
          );
          provider = fallback.name;
          names = await fallback.generateNames(query);
        }
      } catch (err) {
        opts.metrics.record(QUEUES.nameGeneration, 'failed', Date.now() - started);
        opts.logger.warn(
          { queue: QUEUES.nameGeneration, jobId: job.id, err: (err as Error).message },
          'job attempt failed',
        );
        throw err;
      }
      opts.metrics.record(QUEUES.nameGeneration, 'completed', Date.now() - started);
      opts.logger.info(
        {
          queue: QUEUES.nameGeneration,
          jobId: job.id,
          provider,
          names: names.length,
          ms: Date.now() - started,
        },
        'job done',
      );
      return { names };
    },
    {
      connection: opts.connection,
      prefix: opts.prefix,
      concurrency: opts.concurrency,
      lockDuration: opts.lockDurationMs,
      stalledInterval: opts.lockDurationMs,
    },
  );
  worker.on('error', (err) => opts.logger.warn({ err: err.message }, 'names worker connection error'));
  return { worker, close: () => worker.close() };
}
