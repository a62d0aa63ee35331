import { formatAnalysisNotes, type AnalysisResult } from '@nestkeep/common';
import type { ContentItem, Prisma } from '../generated/prisma/client.js';

/** What the item says when its link's page could not be read and nothing else was analysed. */
export const PAGE_NOT_READ = "Couldn't read this page";

/**
 * How an analysis outcome changes an item. What the user chose stays: their title, description
 * and category, their tags (hashtags are added), their note (the analysis is stored apart from it,
 * in analysisNotes, and a re-analysis replaces it there). A failed or empty re-analysis keeps the
 * analysis there was.
 * Empty fields are filled from the page (title, description, image) or the analysis.
 *
 * A link whose page was not read does not pretend otherwise: it keeps the title the worker made
 * from the link or site, is marked 'unreadable' (the parent can retry), and an analysis of
 * nothing but that title is dropped rather than stored as a category, phase and notes. A caption
 * sent with the link (the iOS shortcut's text) is real material: its analysis is kept.
 */
export function applyAnalysis(
  item: ContentItem,
  result: AnalysisResult,
  now: Date,
): Prisma.ContentItemUpdateInput {
  if (result.status === 'failed') {
    const failed: Prisma.ContentItemUpdateInput = {
      analysisStatus: 'failed',
      analysisError: result.error?.slice(0, 500) ?? 'Analysis failed',
    };
    // The reading is over too: a link must not look pending for ever. When the failure report
    // does not say whether the page was read, its state is unknown (null) until a retry.
    if (result.pageRead !== undefined && item.originalUrl)
      failed.linkStatus = result.pageRead ? 'read' : 'unreadable';
    else if (item.linkStatus === 'pending') failed.linkStatus = null;
    return failed;
  }
  const page = result.metadata;
  const pageRead = item.originalUrl ? (result.pageRead ?? result.status === 'done') : null;
  const analysis = pageRead === false && !item.sourceText ? undefined : result.analysis;
  const update: Prisma.ContentItemUpdateInput = {
    analysisStatus: result.status === 'done' && !analysis ? 'skipped' : result.status,
    analysisError: pageRead === false ? (result.error?.slice(0, 500) ?? PAGE_NOT_READ) : null,
    analyzedAt: now,
  };
  if (pageRead !== null) update.linkStatus = pageRead ? 'read' : 'unreadable';
  if (page?.siteName?.trim()) update.siteName = page.siteName.trim().slice(0, 200);
  if (!item.titleChosen) {
    const title = page?.title?.trim() || analysis?.suggestedTitle?.trim();
    if (title) update.title = title.slice(0, 300);
  }
  if (!item.description && !item.descriptionChosen) {
    const description = page?.description?.trim() || analysis?.summary?.trim();
    if (description) update.description = description.slice(0, 5000);
  }
  if (!item.thumbnail && page?.image && /^https?:\/\//.test(page.image)) update.thumbnail = page.image;

  // The words read from the page or image, for search (an analysis input: see db/retention.ts).
  if (result.status === 'done' && result.readText !== undefined) update.readText = result.readText || null;

  if (result.status === 'done' && analysis) {
    // The analysis has its own column: a re-analysis replaces it, the parent's note is not touched.
    const notes = formatAnalysisNotes(analysis);
    if (notes) update.analysisNotes = notes;
    const hashtags = analysis.hashtags.map((h) => h.replace(/^#/, ''));
    update.tags = [...new Set([...item.tags, ...hashtags])].slice(0, 20);
    if (!item.categoryChosen) update.category = analysis.category;
    update.parentingPhase = analysis.parentingPhase;
  }
  return update;
}
