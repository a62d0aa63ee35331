import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  AppError,
  nameGenerationResponse,
  QUEUES,
  type NameGenerationQuery,
  type NameGenerationResponse,
} from '@nestkeep/common';
import { createWaitedQueue } from './waited-queue.js';

export type GenerateNames = (query: NameGenerationQuery) => Promise<NameGenerationResponse>;

/** The spec's failure text (part 2 §8), with why in `description`. */
const unavailable = (description: string) =>
  new AppError(503, 'names_unavailable', 'Unable to generate names. Please try again.', undefined, {
    description,
  });

/**
 * Asks the ai-worker for names and waits for them (the worker has no HTTP API): a job on the
 * name-generation queue whose return value is `{ names }`. With no worker listening the answer is
 * 503 at once; a worker that fails or does not answer within `timeoutMs` is 503 too, and the job is
 * taken off the queue if no worker has started it. `timeoutMs` must stay below the gateway's
 * PROXY_TIMEOUT_MS and above the ai-worker's NAME_AI_TIMEOUT_MS (its local names follow a model
 * that gives up).
 */
export function createNameGenerationClient(opts: {
  connection: Redis;
  eventsConnection: Redis;
  prefix: string;
  timeoutMs: number;
}): { generate: GenerateNames; close: () => Promise<unknown> } {
  // Visitors have no user id to share slots by; the rate limits in front of this bound them.
  const { queue, events, close } = createWaitedQueue({ name: QUEUES.nameGeneration, perUser: 1, ...opts });

  const generate: GenerateNames = async (query) => {
    let workers: number | undefined;
    try {
      workers = await queue.getWorkersCount();
    } catch {
      workers = undefined; // CLIENT LIST refused (some hosted Redis): the wait decides
    }
    if (workers === 0) throw unavailable('The name generator is not running');
    let job;
    try {
      job = await queue.add('generate-names', query, {
        jobId: randomUUID(),
        attempts: 1,
        removeOnComplete: { age: 60 },
        removeOnFail: { age: 3600 },
      });
    } catch {
      throw unavailable('The name generator cannot be reached');
    }
    try {
      return nameGenerationResponse.parse(await job.waitUntilFinished(events, opts.timeoutMs));
    } catch (err) {
      await queue.remove(job.id!).catch(() => 0);
      const timedOut = /timed out/i.test((err as Error).message ?? '');
      throw unavailable(timedOut ? 'The name generator did not answer in time' : 'The name generator failed');
    }
  };

  return { generate, close };
}
