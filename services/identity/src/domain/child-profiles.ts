import type { ChildProfile as ChildProfileResponse, ChildProfileUpdateRequest } from '@nestkeep/common';
import type { ChildProfile } from '../generated/prisma/client.js';

export type ChildProfileFields = {
  name?: string;
  dateOfBirth?: Date | null;
  currentStage?: string;
  sex?: string | null;
};

/** A YYYY-MM-DD date means that day (UTC midnight); a date-time is taken as given. */
export function dateFromInput(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
}

/** Request fields to stored fields; absent stays absent, null clears. */
export function toChildProfileFields(body: ChildProfileUpdateRequest): ChildProfileFields {
  const fields: ChildProfileFields = {};
  if (body.name !== undefined) fields.name = body.name;
  if (body.currentStage !== undefined) fields.currentStage = body.currentStage;
  if (body.sex !== undefined) fields.sex = body.sex;
  if (body.dateOfBirth !== undefined)
    fields.dateOfBirth = body.dateOfBirth ? dateFromInput(body.dateOfBirth) : null;
  return fields;
}

export function toChildProfileResponse(p: ChildProfile): ChildProfileResponse {
  return {
    id: p.id,
    name: p.name,
    dateOfBirth: p.dateOfBirth ? p.dateOfBirth.toISOString() : null,
    currentStage: p.currentStage,
    sex: p.sex,
    isActive: p.isActive,
    createdAt: p.createdAt.toISOString(),
  };
}
