import type { Analysis, AnalysisInput, AnalysisJob, AnalysisResult } from '@nestkeep/common';
import type { AiProvider } from '../providers/provider.js';

/** What the pipeline needs from the outside world; main.ts wires the real ones, tests may too. */
export interface PipelineDeps {
  provider: AiProvider;
  /** Page metadata and readable text for a link; never throws for an ordinary failure. */
  fetchLink: (url: string, text: string | null) => Promise<LinkMetadata>;
  /** The text in a stored screenshot. */
  readImageText: (imageKey: string) => Promise<string>;
}

export interface LinkMetadata {
  title: string | null;
  description: string | null;
  image: string | null;
  text: string | null;
  fetched: boolean;
  failure?: string;
}

const MIN_TEXT_CHARS = 20;

/**
 * One saved item from job data to an outcome: fetch the link (or read the screenshot), gather the
 * text the user sent with it, and analyse. Nothing to analyse is "skipped", not a failure; a
 * provider error is thrown so the job is retried.
 */
export async function analyseItem(job: AnalysisJob, deps: PipelineDeps): Promise<AnalysisResult> {
  const page = job.url ? await deps.fetchLink(job.url, job.text) : undefined;
  const imageText = job.imageKey ? await deps.readImageText(job.imageKey) : '';
  const input: AnalysisInput = {
    url: job.url,
    platform: job.platform,
    title: job.title ?? page?.title ?? null,
    description: job.description ?? page?.description ?? null,
    text: joinText([job.text, page?.text, imageText]),
  };
  const metadata = page ? { title: page.title, description: page.description, image: page.image } : undefined;
  const material = [input.title, input.description, input.text].filter(Boolean).join(' ');
  if (material.trim().length < MIN_TEXT_CHARS) {
    return { itemId: job.itemId, userId: job.userId, status: 'skipped', metadata, error: page?.failure };
  }
  const analysis: Analysis = await deps.provider.analyze(input);
  return { itemId: job.itemId, userId: job.userId, status: 'done', analysis, metadata };
}

/** Distinct non-empty texts, in order, separated by blank lines. */
function joinText(parts: Array<string | null | undefined>): string | null {
  const seen = new Set<string>();
  const kept = parts
    .map((p) => p?.trim())
    .filter((p): p is string => Boolean(p) && !seen.has(p!) && Boolean(seen.add(p!)));
  return kept.length ? kept.join('\n\n') : null;
}
