/** Counters and timings per queue, shown at /metrics in Prometheus' text format. */
export class JobMetrics {
  private readonly counts = new Map<string, number>();
  private readonly seconds = new Map<string, number>();

  record(queue: string, outcome: 'completed' | 'failed' | 'retried' | 'deferred', durationMs: number): void {
    const key = `${queue}|${outcome}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.seconds.set(key, (this.seconds.get(key) ?? 0) + durationMs / 1000);
  }

  render(): string {
    const lines = [
      '# HELP nestkeep_jobs_total Jobs finished by this worker, by queue and outcome.',
      '# TYPE nestkeep_jobs_total counter',
    ];
    for (const [key, n] of this.counts) {
      const [queue, outcome] = key.split('|');
      lines.push(`nestkeep_jobs_total{queue="${queue}",outcome="${outcome}"} ${n}`);
    }
    lines.push(
      '# HELP nestkeep_job_seconds_total Time spent on those jobs.',
      '# TYPE nestkeep_job_seconds_total counter',
    );
    for (const [key, s] of this.seconds) {
      const [queue, outcome] = key.split('|');
      lines.push(`nestkeep_job_seconds_total{queue="${queue}",outcome="${outcome}"} ${s.toFixed(3)}`);
    }
    return `${lines.join('\n')}\n`;
  }
}
