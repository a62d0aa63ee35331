import type { MilestoneProgress } from '../generated/prisma/client.js';
import type { CatalogueStage, ProgressChange } from '../domain/milestones.js';
import { lockUser, type Db } from './client.js';

/** The whole catalogue (shared by every user), stages by age and milestones in checklist order. */
export function loadCatalogue(db: Db): Promise<CatalogueStage[]> {
  return db.milestoneStage.findMany({
    orderBy: { ageInMonths: 'asc' },
    include: { milestones: { orderBy: { position: 'asc' } } },
  });
}

/** The child's progress, whichever adult recorded it (the caller checked access: `childAccessFor`). */
export function listChildProgress(db: Db, childProfileId: number): Promise<MilestoneProgress[]> {
  return db.milestoneProgress.findMany({ where: { childProfileId } });
}

export type SaveProgressResult =
  | { kind: 'saved'; progress: MilestoneProgress }
  | { kind: 'child_not_found' }
  | { kind: 'milestone_not_found' };

/**
 * Stores a milestone's progress for a child the user may record for (`childAccessFor`: their own,
 * or one their family partner shares), with what `change` decides from the stored row (null before
 * the first toggle). Under the child owner's lock, so two quick toggles (by either adult) cannot
 * both think they were first (one insert would fail) or stamp two achieved dates. The row belongs
 * to the child's owner: progress is the child's state, and stays when a partner leaves.
 */
export async function saveProgress(
  db: Db,
  access: { ownerId: string; child: { id: number } },
  milestoneId: string,
  change: (stored: MilestoneProgress | null) => ProgressChange,
): Promise<SaveProgressResult> {
  const childProfileId = access.child.id;
  const userId = access.ownerId;
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
