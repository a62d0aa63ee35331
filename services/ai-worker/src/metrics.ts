import { Counter, Histogram } from 'prom-client';
import { createMetrics, type ServiceMetrics } from '@nestkeep/common';

export type JobOutcome = 'completed' | 'failed' | 'retried' | 'deferred';

/**
 * Job counts and timings per queue (one queue per job type) and outcome, on the worker's
 * prom-client registry, shown at /metrics with the queue depth gauges (health.ts).
 */
export class JobMetrics {
  private readonly jobs: Counter<'queue' | 'outcome'>;
  private readonly seconds: Counter<'queue' | 'outcome'>;
  private readonly duration: Histogram<'queue' | 'outcome'>;
  private readonly calls: Histogram<'provider' | 'operation' | 'outcome'>;

  /** Tests make one each without process metrics; main.ts passes the process's own. */
  constructor(readonly metrics: ServiceMetrics = createMetrics('ai-worker', { defaultMetrics: false })) {
    const registers = [metrics.registry];
    this.jobs = new Counter({
      name: 'nestkeep_jobs_total',
      help: 'Jobs finished by this worker, by queue (job type) and outcome.',
      labelNames: ['queue', 'outcome'] as const,
      registers,
    });
    this.seconds = new Counter({
      name: 'nestkeep_job_seconds_total',
      help: 'Time spent on those jobs.',
      labelNames: ['queue', 'outcome'] as const,
      registers,
    });
    this.duration = new Histogram({
      name: 'bullmq_job_duration_seconds',
      help: 'Job duration by queue (job type) and outcome.',
      labelNames: ['queue', 'outcome'] as const,
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
      registers,
    });
    this.calls = new Histogram({
      name: 'nestkeep_provider_call_duration_seconds',
      help: 'Calls to the AI provider, the page fetcher and OCR, by provider, operation and outcome (ok, error).',
      labelNames: ['provider', 'operation', 'outcome'] as const,
      buckets: [0.005, 0.025, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    });
  }

  /** Runs one provider call and records its duration, whether it succeeded or threw. */
  async timeCall<T>(provider: string, operation: string, call: () => Promise<T>): Promise<T> {
    const started = process.hrtime.bigint();
    let outcome = 'error';
    try {
      const result = await call();
      outcome = 'ok';
      return result;
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      this.calls.observe({ provider, operation, outcome }, seconds);
    }
  }

  record(queue: string, outcome: JobOutcome, durationMs: number): void {
    const labels = { queue, outcome };
    this.jobs.inc(labels);
    this.seconds.inc(labels, durationMs / 1000);
    this.duration.observe(labels, durationMs / 1000);
  }

  /** Everything on the registry, in Prometheus' text format. */
  render(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
