import {
  AppError,
  childAgeLabel,
  childDateProblem,
  childStage,
  dateFromInput,
  dateKindOf,
  saneDate,
  stageLabel,
  type ChildProfile as ChildProfileResponse,
  type ChildProfileUpdateRequest,
  type DateKind,
} from '@nestkeep/common';
import type { ChildProfile } from '../generated/prisma/client.js';

export type ChildProfileFields = {
  name?: string;
  dateOfBirth?: Date | null;
  currentStage?: string;
  sex?: string | null;
  sharedWithFamily?: boolean;
};

/** Request fields to stored fields; absent stays absent, null clears. */
export function toChildProfileFields(body: ChildProfileUpdateRequest): ChildProfileFields {
  const fields: ChildProfileFields = {};
  if (body.name !== undefined) fields.name = body.name;
  if (body.currentStage !== undefined) fields.currentStage = body.currentStage;
  if (body.sex !== undefined) fields.sex = body.sex;
  if (body.sharedWithFamily !== undefined) fields.sharedWithFamily = body.sharedWithFamily;
  if (body.dateOfBirth !== undefined)
    fields.dateOfBirth = body.dateOfBirth ? dateFromInput(body.dateOfBirth) : null;
  return fields;
}

const DATE_NAMES: Record<DateKind, string> = {
  'hoped-for': 'hoped-for date',
  due: 'due date',
  birth: 'date of birth',
};

const invalidDate = (message: string) => new AppError(400, 'validation_error', `dateOfBirth: ${message}`);

/**
 * What an edit writes, checked against the stored profile: a new date must fit the stage it will
 * have (the stored one when the body brings none), and a stage change that changes what the date
 * means (due date to birth date, say) must bring the date, since the stored one meant the other.
 * An edit that touches neither (a rename) does not re-judge the stored date.
 */
export function planChildProfileEdit(
  stored: ChildProfile,
  body: ChildProfileUpdateRequest,
  now: Date,
): ChildProfileFields {
  const fields = toChildProfileFields(body);
  const stage = fields.currentStage ?? stored.currentStage;
  if (fields.dateOfBirth) {
    const problem = childDateProblem(stage, fields.dateOfBirth, now);
    if (problem) throw invalidDate(problem);
  } else if (fields.dateOfBirth === undefined && saneDate(stored.dateOfBirth)) {
    const was = dateKindOf(stored.currentStage);
    const will = dateKindOf(stage);
    if (was !== will) {
      throw invalidDate(
        `send the ${DATE_NAMES[will]} with the new stage (the saved ${DATE_NAMES[was]} is not a ${DATE_NAMES[will]}), or null to clear it`,
      );
    }
  }
  return fields;
}

/**
 * The response: the stage and age as of `now`, and no date that no person could mean. `sharedBy`
 * names the family partner on a child of theirs the user sees. `isActive`, when given, is whether
 * it is active for this user (`visibleChildProfiles`: a shared child they chose); otherwise one's
 * own stored flag, and a shared child is not.
 */
export function toChildProfileResponse(
  p: ChildProfile,
  now: Date,
  sharedBy: string | null = null,
  isActive: boolean = sharedBy === null && p.isActive,
): ChildProfileResponse {
  const date = saneDate(p.dateOfBirth);
  const staged = { currentStage: p.currentStage, dateOfBirth: date };
  const stage = childStage(staged, now);
  return {
    id: p.id,
    name: p.name,
    dateOfBirth: date ? date.toISOString() : null,
    currentStage: stage,
    stageLabel: stageLabel(stage),
    ageLabel: childAgeLabel(staged, now),
    sex: p.sex,
    isActive,
    createdAt: p.createdAt.toISOString(),
    sharedWithFamily: p.sharedWithFamily,
    sharedBy,
  };
}
