import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  analysisJob,
  imageAnalysisJob,
  QUEUES,
  type AnalysisResult,
  type EventEnvelope,
  type ImageAnalysisResponse,
  type Logger,
} from '@nestkeep/common';
import type { JobMetrics } from '../metrics.js';
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
}

/** A failure reason a parent can read, without internals. */
export function userFacingReason(err: Error): string {
  const message = err.message || 'Unknown error';
  return message.length > 300 ? `${message.slice(0, 297)}...` : message;
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
    results.add('result', result, {
      jobId,
      attempts: 10,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { age: 3600 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });

  const timed =
    <T>(queue: string, fn: (job: Job) => Promise<T>) =>
    async (job: Job): Promise<T> => {
      const started = Date.now();
      try {
        const value = await fn(job);
        opts.metrics.record(queue, 'completed', Date.now() - started);
        opts.logger.info({ queue, jobId: job.id, ms: Date.now() - started }, 'job done');
        return value;
      } catch (err) {
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
    timed(QUEUES.contentAnalysis, async (job) => {
      const envelope = job.data as EventEnvelope;
      const item = analysisJob.parse(envelope.payload);
      const result = await analyseItem(item, opts.deps);
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
    if (!job || job.attemptsMade < (job.opts.attempts ?? 1)) return;
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
    timed(QUEUES.imageAnalysis, async (job): Promise<ImageAnalysisResponse> => {
      const { imageKey } = imageAnalysisJob.parse(job.data);
      const text = (await opts.deps.readImageText(imageKey)).trim();
      if (text.length < 3) throw new Error('No readable text was found in this image');
      const analysis = await opts.deps.provider.analyze({
        url: null,
        platform: 'manual',
        title: null,
        description: null,
        text,
      });
      return {
        suggestedTitle: analysis.suggestedTitle || firstLine(text),
        suggestedCategory: analysis.category,
        summary: analysis.summary,
        extractedTags: analysis.hashtags.map((h) => h.replace(/^#/, '')),
        text,
      };
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
