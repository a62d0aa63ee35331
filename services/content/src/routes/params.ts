import { notFound } from '@nestkeep/common';

/** Route ids are positive integers; anything else cannot name an item, so it is simply not found. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== value) throw notFound('Content not found');
  return id;
}
