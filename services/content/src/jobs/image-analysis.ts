import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { AppError, imageAnalysisResponse, QUEUES, type ImageAnalysisResponse } from '@nestkeep/common';

/**
 * Asks the ai-worker to read a screenshot and waits for the answer (the worker has no HTTP API):
 * a job on the image-analysis queue whose return value is the suggestion. Timeouts and failures
 * become the spec's "Image analysis failed" with a reason.
 */
export function createImageAnalysisClient(opts: {
  connection: Redis;
  eventsConnection: Redis;
  prefix: string;
  timeoutMs: number;
}) {
  const queue = new Queue(QUEUES.imageAnalysis, { connection: opts.connection, prefix: opts.prefix });
  const events = new QueueEvents(QUEUES.imageAnalysis, {
    connection: opts.eventsConnection,
    prefix: opts.prefix,
  });
  queue.on('error', () => undefined);
  events.on('error', () => undefined);

  async function analyzeImage(userId: string, imageKey: string): Promise<ImageAnalysisResponse> {
    let job;
    try {
      job = await queue.add(
        'analyze-image',
        { userId, imageKey },
        { attempts: 1, removeOnComplete: { age: 600 }, removeOnFail: { age: 3600 } },
      );
    } catch {
      throw new AppError(503, 'unavailable', 'Image analysis failed', undefined, {
        description: 'The analysis service is unavailable',
      });
    }
    try {
      return imageAnalysisResponse.parse(await job.waitUntilFinished(events, opts.timeoutMs));
    } catch (err) {
      throw new AppError(502, 'analysis_failed', 'Image analysis failed', undefined, {
        description: (err as Error).message || 'Could not analyze image. You can still save manually.',
      });
    }
  }

  return { analyzeImage, close: async () => Promise.all([queue.close(), events.close()]) };
}
