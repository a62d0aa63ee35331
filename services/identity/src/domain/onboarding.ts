import {
  dateFromInput,
  stageFromBirthDate,
  stageFromDueDate,
  stageFromTrimester,
  type OnboardingRequest,
} from '@nestkeep/common';

export interface OnboardingPlan {
  user: {
    userStage: OnboardingRequest['userStage'];
    interests: string[];
    tryingDuration: string | null;
    trimester: string | null;
    childrenCount: number | null;
    emailOptIn: boolean;
    displayName?: string;
  };
  children: Array<{ name: string; dateOfBirth: Date | null; currentStage: string; sex: string | null }>;
}

/** Names for children onboarding was not told the name of: never a stage label. */
export const DEFAULT_BABY_NAME = 'Baby';
export const defaultChildName = (position: number) => `Child ${position}`;

const TRIMESTER_OF_STAGE: Record<string, OnboardingRequest['trimester']> = {
  'pregnant-1st': 'first',
  'pregnant-2nd': 'second',
  'pregnant-3rd': 'third',
};

/**
 * What onboarding changes: the answers of the chosen path only (answers of other paths are
 * ignored), the newsletter choice, the name if given, and the child profiles the answers imply:
 * one per birth date for a parent (stage from the date, name from `childrenNames` or 'Child N'),
 * one for a pregnancy (stage from the due date when given, else from the trimester; name from
 * `babyName` or 'Baby'), none when trying to conceive. Each child's sex comes from
 * `childrenSexes` (same order) or `babySex`; not said is null. A due date is the more exact answer: the
 * trimester stored is the one it gives, so the user record and the profile never disagree.
 */
export function planOnboarding(body: OnboardingRequest, now: Date): OnboardingPlan {
  const stage = body.userStage;
  let trimester = stage === 'currently_pregnant' ? (body.trimester ?? null) : null;
  let children: OnboardingPlan['children'] = [];
  if (stage === 'already_parent') {
    children = body.childrenDOBs.map((dob, i) => {
      const dateOfBirth = dateFromInput(dob);
      return {
        name: body.childrenNames?.[i] || defaultChildName(i + 1),
        dateOfBirth,
        currentStage: stageFromBirthDate(dateOfBirth, now),
        sex: body.childrenSexes?.[i] ?? null,
      };
    });
  } else if (stage === 'currently_pregnant') {
    const due = body.dueDate ? dateFromInput(body.dueDate) : null;
    const currentStage = due ? stageFromDueDate(due, now) : stageFromTrimester(body.trimester ?? 'first');
    if (due || !trimester) trimester = TRIMESTER_OF_STAGE[currentStage] ?? null;
    children = [
      { name: body.babyName || DEFAULT_BABY_NAME, dateOfBirth: due, currentStage, sex: body.babySex ?? null },
    ];
  }
  return {
    user: {
      userStage: stage,
      interests: [...new Set(body.interests)],
      tryingDuration: stage === 'trying_to_conceive' ? (body.tryingDuration ?? null) : null,
      trimester,
      childrenCount: stage === 'already_parent' ? (body.childrenCount ?? null) : null,
      emailOptIn: body.newsletterOptIn,
      ...(body.parentName ? { displayName: body.parentName } : {}),
    },
    children,
  };
}
