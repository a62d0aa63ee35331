import type { ChildProfile, MilestoneProgress } from '../generated/prisma/client.js';
import type { CatalogueStage, ProgressChange } from '../domain/milestones.js';
import { lockUser, type Db } from './client.js';

/** A child profile only when it is this user's. */
export function findUserChild(db: Db, userId: string, childProfileId: number): Promise<ChildProfile | null> {
  return db.childProfile.findFirst({ where: { id: childProfileId, userId } });
}

/** The whole catalogue (shared by every user), stages by age and milestones in checklist order. */
export function loadCatalogue(db: Db): Promise<CatalogueStage[]> {
  return db.milestoneStage.findMany({
    orderBy: { ageInMonths: 'asc' },
    include: { milestones: { orderBy: { position: 'asc' } } },
  });
}

export function listChildProgress(
  db: Db,
  userId: string,
  childProfileId: number,
): Promise<MilestoneProgress[]> {
  return db.milestoneProgress.findMany({ where: { userId, childProfileId } });
}

export type SaveProgressResult =
  | { kind: 'saved'; progress: MilestoneProgress }
  | { kind: 'child_not_found' }
  | { kind: 'milestone_not_found' };

/**
 * Stores a milestone's progress for one of the user's children, with what `change` decides from
 * the stored row (null before the first toggle). Under the user's lock, so two quick toggles
 * cannot both think they were first (one insert would fail) or stamp two achieved dates.
 */
export async function saveProgress(
  db: Db,
  userId: string,
  childProfileId: number,
  milestoneId: string,
  change: (stored: MilestoneProgress | null) => ProgressChange,
): Promise<SaveProgressResult> {
  return db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    const child = await tx.childProfile.findFirst({
      where: { id: childProfileId, userId },
      select: { id: true },
    });
    if (!child) return { kind: 'child_not_found' };
    const milestone = await tx.milestone.findUnique({ where: { id: milestoneId }, select: { id: true } });
    if (!milestone) return { kind: 'milestone_not_found' };
    const stored = await tx.milestoneProgress.findUnique({
      where: { childProfileId_milestoneId: { childProfileId, milestoneId } },
    });
    const data = change(stored);
    const progress = await tx.milestoneProgress.upsert({
      where: { childProfileId_milestoneId: { childProfileId, milestoneId } },
      create: { childProfileId, milestoneId, userId, ...data },
      update: data,
    });
    return { kind: 'saved', progress };
  });
}
