import {
  amountInMl,
  FEEDING_SUMMARY_DAYS,
  type FeedingEntry,
  type FeedingEntryRequest,
  type FeedingLogResponse,
  type FeedingTotals,
} from '@nestkeep/common';
import { addDays, localDate, startOfLocalDate } from './local-days.js';

/** A stored feeding entry as the database gives it. */
export interface FeedingRow {
  id: number;
  childProfileId: number;
  kind: string;
  startedAt: Date;
  durationSeconds: number | null;
  side: string | null;
  amountMl: number | null;
  unit: string | null;
  food: string | null;
  firstTime: boolean;
  notes: string | null;
  createdAt: Date;
}

/** The columns a new entry is stored with. */
export type FeedingFields = Pick<
  FeedingRow,
  'kind' | 'startedAt' | 'durationSeconds' | 'side' | 'amountMl' | 'unit' | 'food' | 'firstTime' | 'notes'
>;

/** Parsed request → columns: bottles are stored in ml, keeping the unit the parent used for display. */
export function toFeedingFields(request: FeedingEntryRequest): FeedingFields {
  const common = {
    startedAt: new Date(request.startedAt),
    notes: request.notes ?? null,
    durationSeconds: null,
    side: null,
    amountMl: null,
    unit: null,
    food: null,
    firstTime: false,
  };
  switch (request.kind) {
    case 'breast':
      return { ...common, kind: 'breast', side: request.side, durationSeconds: request.durationSeconds };
    case 'bottle':
      return {
        ...common,
        kind: 'bottle',
        amountMl: amountInMl(request.amount, request.unit),
        unit: request.unit,
      };
    case 'solids':
      return { ...common, kind: 'solids', food: request.food, firstTime: request.firstTime ?? false };
  }
}

/** An entry as a user sees it; `canDelete` is theirs to decide (`mayChangeRecord`). */
export function toFeedingEntry(row: FeedingRow, canDelete: boolean): FeedingEntry {
  const base = {
    id: row.id,
    childProfileId: row.childProfileId,
    startedAt: row.startedAt.toISOString(),
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    canDelete,
  };
  if (row.kind === 'breast') {
    return {
      ...base,
      kind: 'breast',
      side: row.side as 'left' | 'right' | 'both',
      durationSeconds: row.durationSeconds ?? 0,
    };
  }
  if (row.kind === 'bottle') {
    return { ...base, kind: 'bottle', amountMl: row.amountMl ?? 0, unit: row.unit === 'oz' ? 'oz' : 'ml' };
  }
  return { ...base, kind: 'solids', food: row.food ?? '', firstTime: row.firstTime };
}

/**
 * The local days a log answer needs: entries from the first day of the list or of the weekly
 * summary (whichever is earlier), and today's date in `timeZone`.
 */
export function feedingWindow(now: Date, timeZone: string, days: number): { since: Date; today: string } {
  const today = localDate(now, timeZone);
  const span = Math.max(days, FEEDING_SUMMARY_DAYS);
  return { since: startOfLocalDate(addDays(today, -(span - 1)), timeZone), today };
}

/** Counts and amounts of a set of entries; minutes and millilitres rounded once, at the end. */
export function feedingTotals(entries: readonly FeedingEntry[]): FeedingTotals {
  let breastSeconds = 0;
  let bottleMl = 0;
  const totals = { breastFeeds: 0, breastMinutes: 0, bottleFeeds: 0, bottleMl: 0, solids: 0 };
  for (const entry of entries) {
    if (entry.kind === 'breast') {
      totals.breastFeeds += 1;
      breastSeconds += entry.durationSeconds;
    } else if (entry.kind === 'bottle') {
      totals.bottleFeeds += 1;
      bottleMl += entry.amountMl;
    } else {
      totals.solids += 1;
    }
  }
  return { ...totals, breastMinutes: Math.round(breastSeconds / 60), bottleMl: Math.round(bottleMl) };
}

/**
 * The log answer from the entries since `feedingWindow(...).since` (any order) and the child's
 * latest entry overall: the list of the last `days` local days newest first, today's totals and
 * the last seven days' totals, oldest first. A feed counts on the local day it started.
 * `canDelete` tells, per entry, whether the asking user may delete it (none when not given).
 */
export function feedingLog<Row extends FeedingRow>(
  rows: readonly Row[],
  latest: Row | null,
  options: { now: Date; timeZone: string; days: number; canDelete?: (row: Row) => boolean },
): FeedingLogResponse {
  const { now, timeZone, days } = options;
  const canDelete = options.canDelete ?? (() => false);
  const today = localDate(now, timeZone);
  const entries = [...rows]
    .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime() || b.id - a.id)
    .map((row) => ({ entry: toFeedingEntry(row, canDelete(row)), date: localDate(row.startedAt, timeZone) }));
  const onDate = (date: string) => entries.filter((e) => e.date === date).map((e) => e.entry);
  const firstListed = addDays(today, -(days - 1));
  return {
    entries: entries.filter((e) => e.date >= firstListed && e.date <= today).map((e) => e.entry),
    lastFeed: latest ? toFeedingEntry(latest, canDelete(latest)) : null,
    today: feedingTotals(onDate(today)),
    days: Array.from({ length: FEEDING_SUMMARY_DAYS }, (_, i) => {
      const date = addDays(today, i - (FEEDING_SUMMARY_DAYS - 1));
      return { date, ...feedingTotals(onDate(date)) };
    }),
    timeZone,
  };
}
