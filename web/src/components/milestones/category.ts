import { MILESTONE_CATEGORY_LABELS, type MilestoneCategory } from '@nestkeep/common/web';

/** One colour per developmental area, readable in light and dark themes. */
export const CATEGORY_BADGE: Record<MilestoneCategory, string> = {
  social_emotional: 'bg-pink-100 text-pink-900 dark:bg-pink-900/40 dark:text-pink-100',
  language_communication: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  cognitive: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  movement_physical: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
};

export const categoryLabel = (c: MilestoneCategory) => MILESTONE_CATEGORY_LABELS[c];
