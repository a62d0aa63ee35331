import {
  childAgeInMonths,
  completionPercentage,
  dateKindOf,
  MILESTONE_CATEGORIES,
  preselectedStageId,
  saneDate,
  stageFlag,
  type MilestoneCategory,
  type MilestonesResponse,
  type MilestoneToggleRequest,
  type MilestoneToggleResponse,
} from '@nestkeep/common';
import type {
  ChildProfile,
  Milestone as MilestoneRow,
  MilestoneProgress as ProgressRow,
  MilestoneStage as StageRow,
} from '../generated/prisma/client.js';

export type CatalogueStage = StageRow & { milestones: MilestoneRow[] };

/**
 * The child's age in whole months for the stage flags, or null when there is none to go by: no
 * birth date, a date that is a due or hoped-for date (the child is not born yet), or a birth date
 * still ahead. Null makes every stage 'future'.
 */
export function milestoneAgeOf(
  child: Pick<ChildProfile, 'currentStage' | 'dateOfBirth'>,
  now: Date,
): number | null {
  const date = saneDate(child.dateOfBirth);
  if (!date || dateKindOf(child.currentStage) !== 'birth') return null;
  const months = childAgeInMonths(date, now);
  return months < 0 ? null : months;
}

const isCategory = (value: string): value is MilestoneCategory =>
  (MILESTONE_CATEGORIES as readonly string[]).includes(value);

/** The catalogue with one child's progress, each stage's completion and flag, and the tab to open. */
export function toMilestonesResponse(
  child: ChildProfile,
  catalogue: CatalogueStage[],
  progress: ProgressRow[],
  now: Date,
): MilestonesResponse {
  const ageMonths = milestoneAgeOf(child, now);
  const byMilestone = new Map(progress.map((p) => [p.milestoneId, p]));
  let achievedCount = 0;
  let totalCount = 0;
  const stages = catalogue.map((stage) => {
    const milestones = stage.milestones.map((m) => {
      const p = byMilestone.get(m.id);
      return {
        id: m.id,
        description: m.description,
        // The catalogue is ours (seeded by a migration), so an unknown category is a bug to see.
        category: isCategory(m.category) ? m.category : failCategory(m),
        hasVideo: m.hasVideo,
        progress: p ? toProgress(p) : null,
      };
    });
    const achieved = milestones.filter((m) => m.progress?.isAchieved).length;
    achievedCount += achieved;
    totalCount += milestones.length;
    return {
      id: stage.id,
      name: stage.name,
      description: stage.description,
      ageInMonths: stage.ageInMonths,
      milestones,
      achievedCount: achieved,
      completionPercentage: completionPercentage(achieved, milestones.length),
      status: stageFlag(ageMonths, stage.ageInMonths),
    };
  });
  return {
    childProfileId: child.id,
    childAgeMonths: ageMonths,
    currentStageId: preselectedStageId(stages, ageMonths),
    achievedCount,
    totalCount,
    completionPercentage: completionPercentage(achievedCount, totalCount),
    stages,
  };
}

function failCategory(m: MilestoneRow): never {
  throw new Error(`milestone ${m.id} has unknown category ${m.category}`);
}

function toProgress(p: ProgressRow) {
  return {
    isAchieved: p.isAchieved,
    achievedAt: p.achievedAt ? p.achievedAt.toISOString() : null,
    notes: p.notes,
  };
}

export type ProgressChange = { isAchieved: boolean; achievedAt: Date | null; notes?: string | null };

/**
 * What a toggle stores: achieved keeps the date it was first achieved on (a repeated "achieved"
 * from a second tab does not move it), un-achieved clears it. A note left out stays as stored; an
 * empty one is cleared.
 */
export function planProgressChange(
  stored: Pick<ProgressRow, 'isAchieved' | 'achievedAt'> | null,
  body: Pick<MilestoneToggleRequest, 'isAchieved' | 'notes'>,
  now: Date,
): ProgressChange {
  const achievedAt = body.isAchieved
    ? stored?.isAchieved && stored.achievedAt
      ? stored.achievedAt
      : now
    : null;
  const change: ProgressChange = { isAchieved: body.isAchieved, achievedAt };
  if (body.notes !== undefined) change.notes = body.notes ? body.notes : null;
  return change;
}

export function toToggleResponse(p: ProgressRow): MilestoneToggleResponse {
  return { childProfileId: p.childProfileId, milestoneId: p.milestoneId, ...toProgress(p) };
}
