import {
  childDateProblem,
  dateFromInput,
  type OnboardingRequest,
  type TRIMESTERS,
  type TRYING_DURATIONS,
  type USER_STAGES,
} from '@nestkeep/common/web';

export type UserStage = (typeof USER_STAGES)[number];
export type TryingDuration = (typeof TRYING_DURATIONS)[number];
export type Trimester = (typeof TRIMESTERS)[number];
/** A child's sex as onboarding asks it; '' is not said (sent as null). */
export type ChildSexAnswer = '' | 'boy' | 'girl' | 'prefer-not-to-say';

export interface OnboardingAnswers {
  userStage?: UserStage;
  tryingDuration?: TryingDuration;
  trimester?: Trimester;
  childrenCount?: number;
  childrenDOBs: string[];
  /** One name per child, in the order of the birth dates (blank: the server's default name). */
  childrenNames: string[];
  /** One sex per child, in the order of the birth dates (issue 22 point 7: the growth chart needs it). */
  childrenSexes: ChildSexAnswer[];
  /** A pregnancy's baby: an optional name and an optional due date (YYYY-MM-DD). */
  babyName: string;
  dueDate: string;
  babySex: ChildSexAnswer;
  interests: string[];
  parentName: string;
  newsletterOptIn: boolean;
}

export const INITIAL_ANSWERS: OnboardingAnswers = {
  childrenDOBs: [],
  childrenNames: [],
  childrenSexes: [],
  babyName: '',
  dueDate: '',
  babySex: '',
  interests: [],
  parentName: '',
  newsletterOptIn: true,
};

/** 5 steps for a parent, else 4 (also before a stage is chosen) (part 2 §4). */
export function totalSteps(stage: UserStage | undefined): number {
  return stage === 'already_parent' ? 5 : 4;
}

export type StepKind = 'stage' | 'duration' | 'trimester' | 'count' | 'dobs' | 'interests' | 'final';

export function stepKind(step: number, stage: UserStage | undefined): StepKind {
  if (step === 1) return 'stage';
  if (step === totalSteps(stage)) return 'final';
  if (stage === 'already_parent') return step === 2 ? 'count' : step === 3 ? 'dobs' : 'interests';
  if (step === 2) return stage === 'currently_pregnant' ? 'trimester' : 'duration';
  return 'interests';
}

/** Continue's enabling rule (part 2 §5); `today` is YYYY-MM-DD. */
export function canContinue(step: number, a: OnboardingAnswers, today: string): boolean {
  switch (stepKind(step, a.userStage)) {
    case 'stage':
      return Boolean(a.userStage);
    case 'duration':
      return Boolean(a.tryingDuration);
    case 'trimester':
      return Boolean(a.trimester) && !dueDateProblem(a.dueDate);
    case 'count':
      return Boolean(a.childrenCount);
    case 'dobs':
      return (
        a.childrenDOBs.length === a.childrenCount &&
        a.childrenDOBs.every((d) => d.trim() !== '' && d <= today)
      );
    case 'interests':
      return a.interests.length > 0;
    case 'final':
      return true;
  }
}

/** Why a typed due date cannot be used (the child-profile rule of common), or undefined. */
export function dueDateProblem(dueDate: string): string | undefined {
  if (!dueDate) return undefined;
  return childDateProblem('pregnant-1st', dateFromInput(dueDate)) ?? undefined;
}

/** The payload of part 2 §3, with the answers of the chosen path only, and the children's names. */
export function toPayload(a: OnboardingAnswers): OnboardingRequest {
  const stage = a.userStage ?? 'trying_to_conceive';
  const name = a.parentName.trim();
  const names = a.childrenDOBs.map((_, i) => a.childrenNames[i]?.trim() ?? '');
  const sexes = a.childrenDOBs.map((_, i) => a.childrenSexes[i] || null);
  return {
    userStage: stage,
    interests: a.interests,
    newsletterOptIn: a.newsletterOptIn,
    childrenDOBs: stage === 'already_parent' ? a.childrenDOBs : [],
    ...(stage === 'trying_to_conceive' && a.tryingDuration ? { tryingDuration: a.tryingDuration } : {}),
    ...(stage === 'currently_pregnant' && a.trimester ? { trimester: a.trimester } : {}),
    ...(stage === 'already_parent' && a.childrenCount ? { childrenCount: a.childrenCount } : {}),
    ...(stage === 'already_parent' && names.some(Boolean) ? { childrenNames: names } : {}),
    ...(stage === 'already_parent' && sexes.some(Boolean) ? { childrenSexes: sexes } : {}),
    ...(stage === 'currently_pregnant' && a.babyName.trim() ? { babyName: a.babyName.trim() } : {}),
    ...(stage === 'currently_pregnant' && a.babySex ? { babySex: a.babySex } : {}),
    ...(stage === 'currently_pregnant' && a.dueDate ? { dueDate: a.dueDate } : {}),
    ...(name ? { parentName: name } : {}),
  };
}
