import { z } from 'zod';
import { CHILD_STAGES, childDateProblem } from '../stage.js';

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

/** The date a YYYY-MM-DD (that day, UTC midnight) or an ISO date-time (that moment) means. */
export function dateFromInput(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
}

/** Adds the stage's date rule (`childDateProblem`) as an issue at `path`. */
function checkChildDate(
  ctx: z.RefinementCtx,
  path: Array<string | number>,
  stage: string,
  value: string | null | undefined,
): void {
  if (!value) return;
  const problem = childDateProblem(stage, dateFromInput(value));
  if (problem) ctx.addIssue({ code: 'custom', path, message: problem });
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

export const CHILD_SEXES = ['male', 'female', 'boy', 'girl', 'prefer-not-to-say'] as const;
const childSexError = { error: 'must be male, female, boy, girl or prefer-not-to-say' };

const parentName = z.string().trim().max(100, 'must be at most 100 characters').optional();
/** An optional name typed in onboarding; blank means "not given" (a default name is used). */
const optionalChildName = z.string().trim().max(100, 'must be at most 100 characters');

/**
 * The onboarding payload (part 2 §3), validated per §5: each path needs its own answer, at least
 * one of its own interests, and a parent one birth date per child. Beyond the spec, children get
 * names: `childrenNames` (same order as `childrenDOBs`) for a parent, `babyName` for a pregnancy,
 * and a pregnancy may give its `dueDate` instead of (or with) the trimester. The children's sex
 * (optional, null: not said) rides along the same way: `childrenSexes` and `babySex`, so the
 * growth calculator knows it from the start (issue 22 point 7). Dates follow the
 * child-profile rules (`childDateProblem`).
 */
export const onboardingRequest = z
  .object({
    userStage: z.enum(USER_STAGES, {
      error: 'must be trying_to_conceive, currently_pregnant or already_parent',
    }),
    interests: z.array(z.string()).min(1, 'choose at least one interest'),
    newsletterOptIn: z.boolean().default(true),
    childrenDOBs: z.array(isoDate).max(20).default([]),
    childrenNames: z.array(optionalChildName).max(20).optional(),
    tryingDuration: z.enum(TRYING_DURATIONS).optional(),
    trimester: z.enum(TRIMESTERS).optional(),
    dueDate: isoDate.optional(),
    babyName: optionalChildName.optional(),
    childrenSexes: z.array(z.enum(CHILD_SEXES, childSexError).nullable()).max(20).optional(),
    babySex: z.enum(CHILD_SEXES, childSexError).nullable().optional(),
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
    if (body.userStage === 'currently_pregnant') {
      if (!body.trimester && !body.dueDate) {
        ctx.addIssue({ code: 'custom', path: ['trimester'], message: 'is required when pregnant' });
      }
      checkChildDate(ctx, ['dueDate'], 'pregnant-1st', body.dueDate);
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
      if (body.childrenNames && body.childrenNames.length > body.childrenDOBs.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['childrenNames'],
          message: 'has more names than birth dates (one per child, in the same order)',
        });
      }
      if (body.childrenSexes && body.childrenSexes.length > body.childrenDOBs.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['childrenSexes'],
          message: 'has more entries than birth dates (one per child, in the same order)',
        });
      }
      body.childrenDOBs.forEach((dob, i) => checkChildDate(ctx, ['childrenDOBs', i], 'newborn', dob));
    }
  });
export type OnboardingRequest = z.infer<typeof onboardingRequest>;

const childName = z
  .string({ error: "Child's name is required" })
  .trim()
  .min(1, "Child's name is required")
  .max(100);
const childStage = z.enum(CHILD_STAGES, { error: 'Current stage is required' });
const childSex = z.enum(CHILD_SEXES, childSexError).nullable();

/**
 * `dateOfBirth` is the date the stage gives meaning to (see `childDateProblem`): a birth date for
 * a born stage, a due date for a pregnancy, an optional hoped-for date when trying to conceive.
 */
export const childProfileCreateRequest = z
  .object({
    name: childName,
    dateOfBirth: isoDateOrDateTime.nullish(),
    currentStage: childStage,
    sex: childSex.optional(),
    isActive: z.boolean().optional(),
  })
  .superRefine((v, ctx) => checkChildDate(ctx, ['dateOfBirth'], v.currentStage, v.dateOfBirth));
export type ChildProfileCreateRequest = z.infer<typeof childProfileCreateRequest>;

/**
 * A full or partial edit (the header's inline rename sends only the name); at least one field.
 * The date is checked against the stage, the stored one when the body has none: that needs the
 * stored row, so the service checks it (`childDateProblem`); here only what the body alone shows.
 * A pregnancy becomes a born child with `{ currentStage: 'newborn', dateOfBirth: <birth date> }`;
 * a stage change between pregnancy and born must carry the date (a due date is no birth date).
 */
export const childProfileUpdateRequest = z
  .object({
    name: childName,
    dateOfBirth: isoDateOrDateTime.nullable(),
    currentStage: childStage,
    sex: childSex,
    /** Family sharing (owner only): the family partner sees this child and may record for it. */
    sharedWithFamily: z.boolean({ error: 'sharedWithFamily must be true or false' }),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update')
  .superRefine((v, ctx) => {
    if (v.currentStage) checkChildDate(ctx, ['dateOfBirth'], v.currentStage, v.dateOfBirth);
  });
export type ChildProfileUpdateRequest = z.infer<typeof childProfileUpdateRequest>;

/**
 * A child profile as every screen reads it. `currentStage` is the stage now: with a date it
 * follows the date (`childStage`), so it moves as the child grows. `stageLabel` is that stage's
 * one label; `ageLabel` the age or pregnancy week (`childAgeLabel`), null without a date. A date
 * no person could mean (a bad old row) reads as null.
 */
export const childProfile = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  currentStage: z.string(),
  stageLabel: z.string(),
  ageLabel: z.string().nullable(),
  sex: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /**
   * Family sharing: whether the owner shares this child with the family partner, and, on a child
   * of the partner's, the partner's display name or email (null on one's own). A partner's shared
   * child cannot be edited, activated or deleted by them; it is active for them only when they chose
   * it (`sharedChildChoiceRequest`), and then none of their own is.
   * Identity always sends both; optional here only so clients and fixtures from before still type.
   */
  sharedWithFamily: z.boolean().optional(),
  sharedBy: z.string().nullable().optional(),
});
export type ChildProfile = z.infer<typeof childProfile>;

/**
 * PUT /api/child-profiles/shared-choice: a family partner chooses a child the other parent shares
 * with them as the one their screens follow, kept on the server for every device; null ends the
 * choice (their own active child again, as activating one of theirs does). A child not shared with
 * them answers 404. The list (GET /api/child-profiles) then reads the chosen one as `isActive`.
 */
export const sharedChildChoiceRequest = z.object({
  childProfileId: z
    .number({ error: 'childProfileId must be a child profile id or null' })
    .int('childProfileId must be a child profile id or null')
    .positive('childProfileId must be a child profile id or null')
    .nullable(),
});
export type SharedChildChoiceRequest = z.infer<typeof sharedChildChoiceRequest>;
export const sharedChildChoiceResponse = sharedChildChoiceRequest;
export type SharedChildChoiceResponse = z.infer<typeof sharedChildChoiceResponse>;

/** Line breaks (CR, LF, and the Unicode line and paragraph separators). */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;
const LINE_BREAKS_AND_SPACE = /\s*[\r\n\u0085\u2028\u2029]+\s*/g;

export const profileUpdateRequest = z.object({
  // The name heads family invitations (email subject and the invitee's notice): one line only.
  displayName: z
    .string({ error: 'Display name is required' })
    .trim()
    .min(1, 'Display name is required')
    .max(100, 'must be at most 100 characters')
    .refine((v) => !LINE_BREAK.test(v), 'Display name cannot contain line breaks'),
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
  /**
   * No sign-in before the current one is recorded: the dashboard greets with 'Welcome', not
   * 'Welcome back' (issue 22 point 8). Absent from older servers (then taken as a returning user).
   */
  firstSignIn: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** What the gateway tells identity after a successful Google (or development) sign-in. */
export const userUpsertRequest = z.object({
  googleId: z.string().min(1).max(255),
  email: z.email().max(320),
  // Google's name cannot be refused (it would block sign-in): a line break becomes a space.
  displayName: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => (v == null ? v : v.replace(LINE_BREAKS_AND_SPACE, ' '))),
  profilePicture: z.url().max(2048).nullish(),
});
export type UserUpsertRequest = z.infer<typeof userUpsertRequest>;

export const userUpsertResponse = z.object({
  id: z.string(),
  role: z.enum(['user', 'admin']),
  created: z.boolean(),
});
export type UserUpsertResponse = z.infer<typeof userUpsertResponse>;

/** GET /internal/users/:id/role: the role from ADMIN_EMAILS at the time of asking. */
export const userRoleResponse = z.object({ role: z.enum(['user', 'admin']) });
export type UserRoleResponse = z.infer<typeof userRoleResponse>;

/** Development sign-in (POST /auth/dev), never available in production. */
export const devLoginRequest = z.object({
  email: z.email({ error: 'A valid email is required' }),
  displayName: z
    .string()
    .trim()
    .max(100)
    .refine((v) => !LINE_BREAK.test(v), 'Display name cannot contain line breaks')
    .optional(),
});
