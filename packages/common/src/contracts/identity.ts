import { z } from 'zod';
import { CHILD_STAGES, PRENATAL_STAGES } from '../stage.js';

/** YYYY-MM-DD that is a real calendar date. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, 'is not a real calendar date');

/** A date or a full ISO date-time, as the dialogs send either. */
export const isoDateOrDateTime = z.union([isoDate, z.iso.datetime({ offset: true })], {
  error: 'must be a date (YYYY-MM-DD) or an ISO date-time',
});

/**
 * "Not later than today" for a person anywhere on Earth: the latest time zone is UTC+14,
 * so a date is only in the future once it is after today's date there.
 */
export function isNotAfterToday(value: string, now: Date = new Date()): boolean {
  const latestToday = new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
  return value.slice(0, 10) <= latestToday;
}

export const USER_STAGES = ['trying_to_conceive', 'currently_pregnant', 'already_parent'] as const;
export const TRYING_DURATIONS = ['less_than_3_months', '3_to_6_months', 'over_6_months'] as const;
export const TRIMESTERS = ['first', 'second', 'third'] as const;

/** Interest options per onboarding path (part 2 §3). */
export const INTERESTS = {
  trying_to_conceive: ['Cycle tracking', 'Fertility education', 'Support & stories', 'Helpful content'],
  currently_pregnant: [
    'Week-by-week guidance',
    'Birth planning',
    'Registry tips',
    'Nutrition',
    'Partner support',
  ],
  already_parent: [
    'Milestone tracker',
    'Smart parenting tips',
    'Save parenting content',
    'Daily routines',
    'Product recommendations',
    'Emotional/mental support',
  ],
} as const satisfies Record<(typeof USER_STAGES)[number], readonly string[]>;

const parentName = z.string().trim().max(100, 'must be at most 100 characters').optional();

/**
 * The onboarding payload (part 2 §3), validated per §5: each path needs its own answer, at least
 * one of its own interests, and a parent one birth date (not after today) per child.
 */
export const onboardingRequest = z
  .object({
    userStage: z.enum(USER_STAGES, {
      error: 'must be trying_to_conceive, currently_pregnant or already_parent',
    }),
    interests: z.array(z.string()).min(1, 'choose at least one interest'),
    newsletterOptIn: z.boolean().default(true),
    childrenDOBs: z.array(isoDate).max(20).default([]),
    tryingDuration: z.enum(TRYING_DURATIONS).optional(),
    trimester: z.enum(TRIMESTERS).optional(),
    childrenCount: z.number().int().min(1, 'must be 1 to 4').max(4, 'must be 1 to 4').optional(),
    parentName,
  })
  .superRefine((body, ctx) => {
    const allowed: readonly string[] = INTERESTS[body.userStage];
    body.interests.forEach((interest, i) => {
      if (!allowed.includes(interest)) {
        ctx.addIssue({
          code: 'custom',
          path: ['interests', i],
          message: `is not an option for ${body.userStage}`,
        });
      }
    });
    if (body.userStage === 'trying_to_conceive' && !body.tryingDuration) {
      ctx.addIssue({
        code: 'custom',
        path: ['tryingDuration'],
        message: 'is required when trying to conceive',
      });
    }
    if (body.userStage === 'currently_pregnant' && !body.trimester) {
      ctx.addIssue({ code: 'custom', path: ['trimester'], message: 'is required when pregnant' });
    }
    if (body.userStage === 'already_parent') {
      if (!body.childrenCount) {
        ctx.addIssue({ code: 'custom', path: ['childrenCount'], message: 'is required for a parent' });
      } else if (body.childrenDOBs.length !== body.childrenCount) {
        ctx.addIssue({
          code: 'custom',
          path: ['childrenDOBs'],
          message: `needs one birth date per child (${body.childrenCount})`,
        });
      }
      body.childrenDOBs.forEach((dob, i) => {
        if (!isNotAfterToday(dob)) {
          ctx.addIssue({ code: 'custom', path: ['childrenDOBs', i], message: 'cannot be later than today' });
        }
      });
    }
  });
export type OnboardingRequest = z.infer<typeof onboardingRequest>;

export const CHILD_SEXES = ['male', 'female', 'boy', 'girl', 'prefer-not-to-say'] as const;

const childName = z
  .string({ error: "Child's name is required" })
  .trim()
  .min(1, "Child's name is required")
  .max(100);
const childStage = z.enum(CHILD_STAGES, { error: 'Current stage is required' });
const childSex = z
  .enum(CHILD_SEXES, { error: 'must be male, female, boy, girl or prefer-not-to-say' })
  .nullable();

/** A birth date may not be in the future; a due date (prenatal stages) may. */
function checkDateForStage(
  value: { dateOfBirth?: string | null; currentStage?: string },
  ctx: z.RefinementCtx,
): void {
  if (!value.dateOfBirth || !value.currentStage) return;
  if (!PRENATAL_STAGES.includes(value.currentStage) && !isNotAfterToday(value.dateOfBirth)) {
    ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'Date of birth cannot be in the future' });
  }
  if (value.dateOfBirth.slice(0, 10) < '1990-01-01' || value.dateOfBirth.slice(0, 10) > '2100-01-01') {
    ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'is out of range' });
  }
}

export const childProfileCreateRequest = z
  .object({
    name: childName,
    dateOfBirth: isoDateOrDateTime.nullish(),
    currentStage: childStage,
    sex: childSex.optional(),
    isActive: z.boolean().optional(),
  })
  .superRefine(checkDateForStage);
export type ChildProfileCreateRequest = z.infer<typeof childProfileCreateRequest>;

/** Rename (the header's inline edit) or correct any other field; at least one is required. */
export const childProfileUpdateRequest = z
  .object({
    name: childName,
    dateOfBirth: isoDateOrDateTime.nullable(),
    currentStage: childStage,
    sex: childSex,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update')
  .superRefine(checkDateForStage);
export type ChildProfileUpdateRequest = z.infer<typeof childProfileUpdateRequest>;

export const childProfile = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  currentStage: z.string(),
  sex: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type ChildProfile = z.infer<typeof childProfile>;

export const profileUpdateRequest = z.object({
  displayName: z
    .string({ error: 'Display name is required' })
    .trim()
    .min(1, 'Display name is required')
    .max(100, 'must be at most 100 characters'),
});

export const emailPreferencesRequest = z.object({
  emailOptIn: z.boolean({ error: 'emailOptIn must be true or false' }),
});

export const PLANS = ['free', 'pro', 'trialing', 'family'] as const;
export type Plan = (typeof PLANS)[number];

/** The signed-in user as the web app reads it (GET /api/auth/user). */
export const currentUser = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  profilePicture: z.string().nullable(),
  plan: z.enum(PLANS),
  subscriptionStatus: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  isAdmin: z.boolean(),
  onboardingCompleted: z.boolean(),
  userStage: z.enum(USER_STAGES).nullable(),
  interests: z.array(z.string()),
  emailOptIn: z.boolean(),
  emailOptInDate: z.string().nullable(),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** What the gateway tells identity after a successful Google (or development) sign-in. */
export const userUpsertRequest = z.object({
  googleId: z.string().min(1).max(255),
  email: z.email().max(320),
  displayName: z.string().trim().max(100).nullish(),
  profilePicture: z.url().max(2048).nullish(),
});
export type UserUpsertRequest = z.infer<typeof userUpsertRequest>;

export const userUpsertResponse = z.object({
  id: z.string(),
  role: z.enum(['user', 'admin']),
  created: z.boolean(),
});
export type UserUpsertResponse = z.infer<typeof userUpsertResponse>;

/** Development sign-in (POST /auth/dev), never available in production. */
export const devLoginRequest = z.object({
  email: z.email({ error: 'A valid email is required' }),
  displayName: z.string().trim().max(100).optional(),
});
