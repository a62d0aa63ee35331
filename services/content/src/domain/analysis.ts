import { formatAnalysisNotes, type AnalysisResult } from '@nestkeep/common';
import type { ContentItem, Prisma } from '../generated/prisma/client.js';

/**
 * How an analysis outcome changes an item. What the user chose stays: their title and category,
 * their tags (hashtags are added), their notes (the analysis is appended once). Empty fields are
 * filled from the page (title, description, image) or the analysis.
 */
export function applyAnalysis(
  item: ContentItem,
  result: AnalysisResult,
  now: Date,
): Prisma.ContentItemUpdateInput {
  if (result.status === 'failed') {
    return { analysisStatus: 'failed', analysisError: result.error?.slice(0, 500) ?? 'Analysis failed' };
  }
  const page = result.metadata;
  const update: Prisma.ContentItemUpdateInput = {
    analysisStatus: result.status,
    analysisError: null,
    analyzedAt: now,
  };
  if (!item.titleChosen) {
    const title = page?.title?.trim() || result.analysis?.suggestedTitle?.trim();
    if (title) update.title = title.slice(0, 300);
  }
  if (!item.description) {
    const description = page?.description?.trim() || result.analysis?.summary?.trim();
    if (description) update.description = description.slice(0, 5000);
  }
  if (!item.thumbnail && page?.image && /^https?:\/\//.test(page.image)) update.thumbnail = page.image;

  const analysis = result.analysis;
  if (result.status === 'done' && analysis) {
    const notes = formatAnalysisNotes(analysis);
    const alreadyThere = item.personalNotes?.includes(notes.split('\n')[0] ?? '\u0000');
    if (!alreadyThere)
      update.personalNotes = item.personalNotes ? `${item.personalNotes.trimEnd()}\n\n${notes}` : notes;
    const hashtags = analysis.hashtags.map((h) => h.replace(/^#/, ''));
    update.tags = [...new Set([...item.tags, ...hashtags])].slice(0, 20);
    if (!item.categoryChosen) update.category = analysis.category;
    update.parentingPhase = analysis.parentingPhase;
  }
  return update;
}
