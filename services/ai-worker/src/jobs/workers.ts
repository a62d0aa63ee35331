import { DelayedError, Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  analysisJob,
  analysisResult,
  imageAnalysisJob,
  NO_TEXT_IN_IMAGE,
  QUEUES,
  type AnalysisResult,
  type EventEnvelope,
  type ImageAnalysisResponse,
  type Logger,
  createUserSlots,
} from '@nestkeep/common';
import type { JobMetrics } from '../metrics.js';
import { OcrError, reflowOcrText } from '../ocr/index.js';
import { storable, storableText } from '../text/storable.js';
import { analyseItem, type PipelineDeps } from './pipeline.js';

export interface WorkerOptions {
  /** A blocking connection (createRedis(url, 'worker')). */
  connection: Redis;
  prefix: string;
  concurrency: number;
  lockDurationMs: number;
  logger: Logger;
  metrics: JobMetrics;
  deps: PipelineDeps;
  /** OCR jobs (screenshots, saved images) one user may have running at once, all workers together (default 1). */
  ocrPerUser?: number;
}

/** How long a user's OCR job waits before it asks again for a slot, while another of theirs runs. */
export const OCR_SLOT_RETRY_MS = 500;

/** A failure reason a parent can read, without internals. */
export function userFacingReason(err: Error): string {
  const message = storableText(err.message || 'Unknown error');
  return message.length > 300 ? `${message.slice(0, 297)}...` : message;
}

/**
 * What content can store: text cleaned, and a result that breaks the contract (which content
 * would refuse on every retry, leaving the item pending) sent as a failure with the reason.
 */
function storableResult(result: AnalysisResult): AnalysisResult {
  const checked = analysisResult.safeParse(storable(result));
  if (checked.success) return checked.data;
  return {
    itemId: result.itemId,
    userId: result.userId,
    status: 'failed',
    error: 'The analysis could not be saved; please try again',
  };
}

/** An image that cannot be read, or took too long, would fail the same way again: no retries. */
function noRetryForBadImages(err: unknown): never {
  if (err instanceof OcrError && (err.code === 'timeout' || err.code === 'bad_image')) {
    throw new UnrecoverableError(err.message);
  }
  throw err;
}

/**
 * The AI worker's two queues: content analysis (saved items, results sent back on their own queue)
 * and image analysis (a screenshot read while the user waits; the answer is the job's return value).
 * Retries and their backoff are the job's own options (set by content's outbox relay); after the last
 * attempt the item is reported failed with its reason, so content can show it and offer a re-run.
 */
export function startWorkers(opts: WorkerOptions) {
  const results = new Queue(QUEUES.analysisResults, { connection: opts.connection, prefix: opts.prefix });
  results.on('error', () => undefined); // surfaced through add(); the job is retried
  const publish = (result: AnalysisResult, jobId: string) =>
    results.add('result', storableResult(result), {
      jobId,
      attempts: 10,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { age: 3600 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });

  // Fairness: one user's images (4 large noisy photos at once) must not hold every OCR reader
  // while another user waits; their other OCR jobs step back and ask again shortly.
  const ocrSlots = createUserSlots(opts.connection, {
    prefix: opts.prefix,
    name: 'ocr',
    limit: opts.ocrPerUser ?? 1,
    leaseMs: 2 * opts.lockDurationMs,
  });
  const withOcrSlot = async <T>(
    job: Job,
    token: string | undefined,
    userId: string,
    fn: () => Promise<T>,
  ) => {
    const holder = job.id!;
    if (!(await ocrSlots.acquire(userId, holder))) {
      await job.moveToDelayed(Date.now() + OCR_SLOT_RETRY_MS, token);
      throw new DelayedError();
    }
    try {
      return await fn();
    } finally {
      await ocrSlots.release(userId, holder).catch(() => undefined); // the lease ends it anyway
    }
  };

  const timed =
    <T>(queue: string, fn: (job: Job, token?: string) => Promise<T>) =>
    async (job: Job, token?: string): Promise<T> => {
      const started = Date.now();
      try {
        const value = await fn(job, token);
        opts.metrics.record(queue, 'completed', Date.now() - started);
        opts.logger.info({ queue, jobId: job.id, ms: Date.now() - started }, 'job done');
        return value;
      } catch (err) {
        if (err instanceof DelayedError) {
          opts.metrics.record(queue, 'deferred', Date.now() - started);
          throw err;
        }
        opts.metrics.record(queue, 'retried', Date.now() - started);
        opts.logger.warn(
          { queue, jobId: job.id, attempt: job.attemptsMade + 1, err: (err as Error).message },
          'job attempt failed',
        );
        throw err;
      }
    };

  const analysis = new Worker(
    QUEUES.contentAnalysis,
    timed(QUEUES.contentAnalysis, async (job, token) => {
      const envelope = job.data as EventEnvelope;
      const item = analysisJob.parse(envelope.payload);
      const analyse = () => analyseItem(item, opts.deps).catch(noRetryForBadImages);
      const result = item.imageKey ? await withOcrSlot(job, token, item.userId, analyse) : await analyse();
      await publish(result, `${job.id}-result`);
      return result.status;
    }),
    {
      connection: opts.connection,
      prefix: opts.prefix,
      concurrency: opts.concurrency,
      lockDuration: opts.lockDurationMs,
      stalledInterval: opts.lockDurationMs,
    },
  );
  analysis.on('failed', (job, err) => {
    const last = err instanceof UnrecoverableError || err.name === 'UnrecoverableError';
    if (!job || (!last && job.attemptsMade < (job.opts.attempts ?? 1))) return;
    opts.metrics.record(QUEUES.contentAnalysis, 'failed', 0);
    const parsed = analysisJob.safeParse((job.data as EventEnvelope).payload);
    if (!parsed.success) return;
    void publish(
      {
        itemId: parsed.data.itemId,
        userId: parsed.data.userId,
        status: 'failed',
        error: userFacingReason(err),
      },
      `${job.id}-failed`,
    ).catch((e) => opts.logger.error({ err: e }, 'could not report a failed analysis'));
  });

  const images = new Worker(
    QUEUES.imageAnalysis,
    timed(QUEUES.imageAnalysis, async (job, token): Promise<ImageAnalysisResponse> => {
      const { userId, imageKey } = imageAnalysisJob.parse(job.data);
      return withOcrSlot(job, token, userId, async () => {
        const read = await opts.deps.readImageText(imageKey, { interactive: true });
        const text = reflowOcrText(storableText(read));
        if (text.length < 3) throw new Error(NO_TEXT_IN_IMAGE);
        const analysis = await opts.deps.provider.analyze({
          url: null,
          platform: 'manual',
          title: null,
          description: null,
          text,
        });
        return storable({
          suggestedTitle: analysis.suggestedTitle || firstLine(text),
          suggestedCategory: analysis.category,
          summary: analysis.summary,
          extractedTags: analysis.hashtags.map((h) => h.replace(/^#/, '')),
          text,
        });
      });
    }),
    {
      connection: opts.connection,
      prefix: opts.prefix,
      concurrency: Math.max(1, Math.floor(opts.concurrency / 2)),
      lockDuration: opts.lockDurationMs,
      stalledInterval: opts.lockDurationMs,
    },
  );

  for (const w of [analysis, images])
    w.on('error', (err) => opts.logger.warn({ err: err.message }, 'worker connection error'));

  return {
    analysis,
    images,
    close: async () => {
      await Promise.all([analysis.close(), images.close()]);
      await results.close();
    },
  };
}

function firstLine(text: string): string {
  const line =
    text
      .split('\n')
      .find((l) => l.trim().length > 0)
      ?.trim() ?? 'Screenshot';
  return line.length > 100 ? `${line.slice(0, 97)}...` : line;
}
