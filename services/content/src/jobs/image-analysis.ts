import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  AppError,
  imageAnalysisResponse,
  NO_TEXT_IN_IMAGE,
  QUEUES,
  type ImageAnalysisResponse,
} from '@nestkeep/common';
import { createWaitedQueue } from './waited-queue.js';

export type AnalyzeImage = (
  userId: string,
  imageKey: string,
  opts?: { signal?: AbortSignal },
) => Promise<ImageAnalysisResponse>;

/** Thrown when the client went away before the answer: nobody is left to send it to. */
export class AnalysisAbandonedError extends Error {
  constructor() {
    super('the client went away');
    this.name = 'AnalysisAbandonedError';
  }
}

/**
 * Asks the ai-worker to read a screenshot and waits for the answer (the worker has no HTTP API):
 * a job on the image-analysis queue whose return value is the suggestion. Timeouts and failures
 * become the spec's "Image analysis failed" with a reason: 422 when the image has no text, else 502.
 *
 * Fairness (issue 7 point 5): one user has at most `perUser` analyses in flight, counted in Redis
 * so every copy of content shares the count (429 beyond that); the job carries the user id so the
 * worker can take users in turn. When the client goes away (`signal`) or the wait times out, the
 * job is removed if no worker has started it, so abandoned work never reaches the OCR.
 * `timeoutMs` must stay below the gateway's PROXY_TIMEOUT_MS, or the gateway gives up first.
 */
export function createImageAnalysisClient(opts: {
  connection: Redis;
  eventsConnection: Redis;
  prefix: string;
  timeoutMs: number;
  perUser: number;
}): { analyzeImage: AnalyzeImage; close: () => Promise<unknown> } {
  const { queue, events, slots, close } = createWaitedQueue({ name: QUEUES.imageAnalysis, ...opts });
  const unavailable = () =>
    new AppError(503, 'unavailable', 'Image analysis failed', undefined, {
      description: 'The analysis service is unavailable',
    });

  const analyzeImage: AnalyzeImage = async (userId, imageKey, { signal } = {}) => {
    const holder = randomUUID();
    let taken: boolean;
    try {
      taken = await slots.acquire(userId, holder);
    } catch {
      throw unavailable();
    }
    if (!taken) {
      throw new AppError(
        429,
        'too_many_analyses',
        `Too many image analyses at once: at most ${opts.perUser} at a time. Please wait for the current one to finish.`,
      );
    }
    try {
      if (signal?.aborted) throw new AnalysisAbandonedError();
      let job;
      try {
        job = await queue.add(
          'analyze-image',
          { userId, imageKey },
          { jobId: holder, attempts: 1, removeOnComplete: { age: 600 }, removeOnFail: { age: 3600 } },
        );
      } catch {
        throw unavailable();
      }
      let onAbort = () => undefined as void;
      const abandoned = new Promise<never>((_, reject) => {
        onAbort = () => reject(new AnalysisAbandonedError());
        signal?.addEventListener('abort', onAbort, { once: true });
      });
      try {
        return imageAnalysisResponse.parse(
          await Promise.race([job.waitUntilFinished(events, opts.timeoutMs), abandoned]),
        );
      } catch (err) {
        // Not started yet: take it off the queue (0 when a worker holds it; its own timeout ends it).
        await queue.remove(job.id!).catch(() => 0);
        if (err instanceof AnalysisAbandonedError) throw err;
        // The image's fault, not the service's: the reason is the message the save dialog shows.
        if ((err as Error).message === NO_TEXT_IN_IMAGE) {
          throw new AppError(422, 'no_text_in_image', NO_TEXT_IN_IMAGE, undefined, {
            description: NO_TEXT_IN_IMAGE,
          });
        }
        throw new AppError(502, 'analysis_failed', 'Image analysis failed', undefined, {
          description: (err as Error).message || 'Could not analyze image. You can still save manually.',
        });
      } finally {
        signal?.removeEventListener('abort', onAbort);
        abandoned.catch(() => undefined);
      }
    } finally {
      await slots.release(userId, holder).catch(() => undefined);
    }
  };

  return { analyzeImage, close };
}
