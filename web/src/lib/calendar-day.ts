import { format } from 'date-fns';
import { parseCalendarDay } from '@nestkeep/common/web';

/**
 * The tools count in UTC calendar days (see common's due-date rules); these turn the visitor's own
 * calendar into those days and back, so nobody's today or due date shifts by a time zone.
 */

/** The visitor's today as 'yyyy-mm-dd', a date input's value and max. */
export function localTodayIso(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}

/** The visitor's today as the UTC calendar day the shared rules count from. */
export function localTodayUtc(now: Date = new Date()): Date {
  return parseCalendarDay(localTodayIso(now))!;
}

/** A UTC calendar day as 'MMM d, yyyy' (the same day in every time zone). */
export function formatCalendarDay(day: Date): string {
  return format(new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()), 'MMM d, yyyy');
}
