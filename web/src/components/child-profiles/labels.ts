import { format } from 'date-fns';
import { isPrenatalStage, type ChildProfile } from '@nestkeep/common/web';

/*
 * Stage labels and ages are not kept here: every screen shows the profile's `stageLabel` and
 * `ageLabel` (made by common's `stageLabel` and `childAgeLabel`), and forms label a stage value
 * with common's `stageLabel`, so all screens read the same.
 */

/**
 * What a child is called in lists: its name, else (profiles made before names were asked) 'Baby'
 * before birth and 'Child N' after, N counting the unnamed born children in list order.
 */
export function childDisplayName(child: ChildProfile, all: readonly ChildProfile[]): string {
  const name = child.name?.trim();
  if (name) return name;
  if (isPrenatalStage(child.currentStage)) return 'Baby';
  const unnamed = all.filter((c) => !c.name?.trim() && !isPrenatalStage(c.currentStage));
  return `Child ${unnamed.findIndex((c) => c.id === child.id) + 1}`;
}

/** The stage and, when known, the age: 'Infant (3-12 months) · 5 months old'. */
export function stageAndAge(child: Pick<ChildProfile, 'stageLabel' | 'ageLabel'>): string {
  return child.ageLabel ? `${child.stageLabel} · ${child.ageLabel}` : child.stageLabel;
}

/** Today as YYYY-MM-DD in the browser's time zone (the max of birth-date inputs). */
export function todayIso(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}
