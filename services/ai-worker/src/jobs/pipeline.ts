import {
  READ_TEXT_MAX_CHARS,
  type Analysis,
  type AnalysisInput,
  type AnalysisJob,
  type AnalysisResult,
} from '@nestkeep/common';
import type { AiProvider } from '../providers/provider.js';
import { reflowOcrText } from '../ocr/reflow.js';
import { sliceWhole, storable, storableText } from '../text/storable.js';

/** What the pipeline needs from the outside world; main.ts wires the real ones, tests may too. */
export interface PipelineDeps {
  provider: AiProvider;
  /** Page metadata and readable text for a link; never throws for an ordinary failure. */
  fetchLink: (url: string, text: string | null) => Promise<LinkMetadata>;
  /**
   * The text in a stored image ('' when it has none). `interactive` is set when a person waits
   * for the answer (the save dialog), so it may go ahead of background work.
   */
  readImageText: (imageKey: string, opts?: { interactive?: boolean }) => Promise<string>;
}

export interface LinkMetadata {
  title: string | null;
  description: string | null;
  image: string | null;
  siteName?: string | null;
  text: string | null;
  fetched: boolean;
  /** The page's own words were read (see fetch/link-metadata.ts); when absent: fetched with text. */
  read?: boolean;
  failure?: string;
}

const MIN_TEXT_CHARS = 20;

/**
 * One saved item from job data to an outcome: fetch the link (or read the image), gather the text
 * the user sent with it, and analyse. Nothing to analyse is "skipped", not a failure; a provider
 * error is thrown so the job is retried.
 *
 * A link whose page was not read (unreachable, refused, no readable text) is never analysed from
 * its URL's words: only what the user sent with it (a caption, a note) or an image's text is
 * analysed, and without any the result is 'skipped' with `pageRead: false`, the title the URL or
 * the site gives, and the reason, so content shows "Couldn't read this page" with a retry.
 *
 * Everything from outside (pages, OCR) is made storable first (no NUL, no lone surrogates). The
 * text read from the page or image comes back as `readText`, so content can search it.
 */
export async function analyseItem(job: AnalysisJob, deps: PipelineDeps): Promise<AnalysisResult> {
  const fetched = job.url ? await deps.fetchLink(job.url, job.text) : undefined;
  const page = fetched ? storable(fetched) : undefined;
  const imageText = job.imageKey ? reflowOcrText(storableText(await deps.readImageText(job.imageKey))) : '';
  const pageRead = page ? (page.read ?? (page.fetched && Boolean(page.text?.trim()))) : undefined;
  const ids = { itemId: job.itemId, userId: job.userId };
  const metadata = page
    ? { title: page.title, description: page.description, image: page.image, siteName: page.siteName ?? null }
    : undefined;

  const sent = { title: clean(job.title), description: clean(job.description), text: clean(job.text) };
  const input: AnalysisInput =
    page && !pageRead
      ? // Only what the user gave: the title may be the URL's words, the page said nothing.
        {
          url: job.url,
          platform: job.platform,
          title: null,
          description: sent.description,
          text: joinText([sent.text, imageText]),
        }
      : {
          url: job.url,
          platform: job.platform,
          title: sent.title ?? page?.title ?? null,
          description: sent.description ?? page?.description ?? null,
          text: joinText([sent.text, page?.text, imageText]),
        };
  const material = [input.title, input.description, input.text].filter(Boolean).join(' ');
  if (material.trim().length < MIN_TEXT_CHARS) {
    const error = page && !pageRead ? (page.failure ?? 'The page has no readable text') : undefined;
    return storable({
      ...ids,
      status: 'skipped',
      metadata,
      pageRead,
      error: error ?? (job.imageKey && !imageText ? 'No readable text was found in this image' : undefined),
    });
  }
  const analysis: Analysis = await deps.provider.analyze(input);
  // What was read (never the URL's words) goes back for search, within its retention.
  const read = joinText([pageRead ? page?.text : null, imageText]);
  const readText = read ? sliceWhole(read, READ_TEXT_MAX_CHARS) : undefined;
  return storable({ ...ids, status: 'done', analysis, metadata, pageRead, readText });
}

function clean(text: string | null): string | null {
  const t = text ? storableText(text).trim() : '';
  return t || null;
}

/** Distinct non-empty texts, in order, separated by blank lines. */
function joinText(parts: Array<string | null | undefined>): string | null {
  const seen = new Set<string>();
  const kept = parts
    .map((p) => p?.trim())
    .filter((p): p is string => Boolean(p) && !seen.has(p!) && Boolean(seen.add(p!)));
  return kept.length ? kept.join('\n\n') : null;
}
