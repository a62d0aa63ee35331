import { format } from 'date-fns';
import { PRENATAL_STAGES, STAGE_LABELS, type ChildProfile } from '@nestkeep/common/web';

/** Labels of the add-child dialog's longer stage list (part 2 §3). */
export const ADD_CHILD_STAGE_LABELS: Record<string, string> = {
  'trying-to-conceive': 'Trying to Conceive',
  'pregnant-1st': 'Pregnant (1st Trimester)',
  'pregnant-2nd': 'Pregnant (2nd Trimester)',
  'pregnant-3rd': 'Pregnant (3rd Trimester)',
  'labor-birth': 'Labor & Birth',
  'postpartum-recovery': 'Postpartum Recovery',
  newborn: 'Newborn (0-3 months)',
  infant: 'Infant (3-12 months)',
  toddler: 'Toddler (1-3 years)',
  preschooler: 'Preschooler (3-5 years)',
};

/** The label of any stage value, from either list. */
export function stageLabel(stage: string): string {
  return (STAGE_LABELS as Record<string, string>)[stage] ?? ADD_CHILD_STAGE_LABELS[stage] ?? stage;
}

/**
 * What a child is called in lists: its name, else (profiles made by onboarding have none) a
 * friendly label: 'Baby (Pregnant (2nd Trimester))' before birth, 'Child N' after, N counting the
 * unnamed born children in list order.
 */
export function childDisplayName(child: ChildProfile, all: readonly ChildProfile[]): string {
  const name = child.name?.trim();
  if (name) return name;
  if (PRENATAL_STAGES.includes(child.currentStage)) return `Baby (${stageLabel(child.currentStage)})`;
  const unnamed = all.filter((c) => !c.name?.trim() && !PRENATAL_STAGES.includes(c.currentStage));
  return `Child ${unnamed.findIndex((c) => c.id === child.id) + 1}`;
}

/** Today as YYYY-MM-DD in the browser's time zone (the max of birth-date inputs). */
export function todayIso(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}
