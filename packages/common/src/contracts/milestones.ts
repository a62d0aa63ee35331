import { z } from 'zod';

/**
 * The milestone tracker's API (part 2 §2.7, §3 "Milestone stage"/"Milestone", §7): the CDC
 * checklists with one child's progress, and the toggle that stores a milestone's progress.
 */

export const MILESTONE_CATEGORIES = [
  'social_emotional',
  'language_communication',
  'cognitive',
  'movement_physical',
] as const;
export type MilestoneCategory = (typeof MILESTONE_CATEGORIES)[number];

export const MILESTONE_CATEGORY_LABELS: Record<MilestoneCategory, string> = {
  social_emotional: 'Social/Emotional',
  language_communication: 'Language/Communication',
  cognitive: 'Cognitive',
  movement_physical: 'Movement/Physical',
};

/** The most a milestone's note may hold. */
export const MILESTONE_NOTES_MAX = 1000;

export const milestoneProgressSchema = z.object({
  isAchieved: z.boolean(),
  /** When it was last marked achieved; null while not achieved. */
  achievedAt: z.string().nullable(),
  notes: z.string().nullable(),
});
export type MilestoneProgress = z.infer<typeof milestoneProgressSchema>;

export const milestoneSchema = z.object({
  id: z.string(),
  description: z.string(),
  category: z.enum(MILESTONE_CATEGORIES),
  hasVideo: z.boolean(),
  /** Null until the parent first toggles it or writes a note. */
  progress: milestoneProgressSchema.nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const milestoneStageSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  ageInMonths: z.number().int(),
  milestones: z.array(milestoneSchema),
  achievedCount: z.number().int(),
  completionPercentage: z.number().int().min(0).max(100),
  status: z.enum(['current', 'past', 'future']),
});
export type MilestoneStage = z.infer<typeof milestoneStageSchema>;

/**
 * GET /api/milestones/:childProfileId. `childAgeMonths` is null for a child not born yet (a
 * pregnancy profile's date is a due date), without a birth date, or with a birth date still
 * ahead: then every stage is 'future' and the first stage is the one to open, so a parent can
 * read ahead. `currentStageId` is the stage tab to select (see preselectedStageId).
 */
export const milestonesResponseSchema = z.object({
  childProfileId: z.number().int(),
  childAgeMonths: z.number().int().nullable(),
  currentStageId: z.string().nullable(),
  achievedCount: z.number().int(),
  totalCount: z.number().int(),
  completionPercentage: z.number().int().min(0).max(100),
  stages: z.array(milestoneStageSchema),
});
export type MilestonesResponse = z.infer<typeof milestonesResponseSchema>;

/**
 * POST /api/milestones/toggle. `notes` is trimmed; left out, the stored note stays as it is; an
 * empty note (or null) clears it.
 */
export const milestoneToggleRequest = z.object({
  childProfileId: z
    .number({ error: 'childProfileId must be a number' })
    .int('childProfileId must be a whole number')
    .positive('childProfileId must be positive')
    .max(2_147_483_647, 'childProfileId is too large'),
  milestoneId: z
    .string({ error: 'milestoneId must be a string' })
    .trim()
    .min(1, 'milestoneId is required')
    .max(40, 'milestoneId is too long'),
  isAchieved: z.boolean({ error: 'isAchieved must be true or false' }),
  notes: z
    .string({ error: 'notes must be text' })
    .trim()
    .max(MILESTONE_NOTES_MAX, `notes must be at most ${MILESTONE_NOTES_MAX} characters`)
    .nullable()
    .optional(),
});
export type MilestoneToggleRequest = z.infer<typeof milestoneToggleRequest>;

/** The toggle's answer: the milestone's stored progress. */
export const milestoneToggleResponse = milestoneProgressSchema.extend({
  childProfileId: z.number().int(),
  milestoneId: z.string(),
});
export type MilestoneToggleResponse = z.infer<typeof milestoneToggleResponse>;
