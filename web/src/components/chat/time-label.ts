import { format } from 'date-fns';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A conversation's time label in the list (part 2 §2.6, §9): clock time if under 24 hours old,
 * the weekday if under 7 days, else month and day.
 */
export function conversationTimeLabel(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const age = now.getTime() - date.getTime();
  if (age < DAY_MS) return format(date, 'h:mm a');
  if (age < 7 * DAY_MS) return format(date, 'EEEE');
  return format(date, 'MMM d');
}
