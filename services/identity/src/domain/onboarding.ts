import { stageFromDate, stageFromTrimester, type OnboardingRequest } from '@nestkeep/common';
import { dateFromInput } from './child-profiles.js';

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
  children: Array<{ name: null; dateOfBirth: Date | null; currentStage: string }>;
}

/**
 * What onboarding changes: the answers of the chosen path only (answers of other paths are
 * ignored), the newsletter choice, the name if given, and the child profiles the answers imply:
 * one per birth date for a parent (stage from the date), one for a pregnancy (stage from the
 * trimester), none when trying to conceive.
 */
export function planOnboarding(body: OnboardingRequest, now: Date): OnboardingPlan {
  const stage = body.userStage;
  const children: OnboardingPlan['children'] =
    stage === 'already_parent'
      ? body.childrenDOBs.map((dob) => {
          const dateOfBirth = dateFromInput(dob);
          return { name: null, dateOfBirth, currentStage: stageFromDate(dateOfBirth, now) };
        })
      : stage === 'currently_pregnant' && body.trimester
        ? [{ name: null, dateOfBirth: null, currentStage: stageFromTrimester(body.trimester) }]
        : [];
  return {
    user: {
      userStage: stage,
      interests: [...new Set(body.interests)],
      tryingDuration: stage === 'trying_to_conceive' ? (body.tryingDuration ?? null) : null,
      trimester: stage === 'currently_pregnant' ? (body.trimester ?? null) : null,
      childrenCount: stage === 'already_parent' ? (body.childrenCount ?? null) : null,
      emailOptIn: body.newsletterOptIn,
      ...(body.parentName ? { displayName: body.parentName } : {}),
    },
    children,
  };
}
