import { mlToOz, type BottleUnit, type FeedingEntry } from '@nestkeep/common/web';

/** '2 h 10 min ago', '45 min ago', 'Just now', '3 days ago'. */
export function timeAgo(from: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - from.getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min ago` : `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

/** An amount of millilitres in a unit: whole ml, or oz to one decimal. */
export function formatAmount(ml: number, unit: BottleUnit): string {
  return unit === 'oz' ? `${Math.round(mlToOz(ml) * 10) / 10} oz` : `${Math.round(ml)} ml`;
}

/** '12 min', '1 h 5 min', '45 s' for a feed under a minute. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return minutes % 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes / 60} h`;
}

/** A running timer as 'm:ss' or 'h:mm:ss'. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

const SIDES = { left: 'Left', right: 'Right', both: 'Both sides' } as const;

/** One line for an entry: 'Breast · Left · 12 min', 'Bottle · 4 oz', 'Solids · Avocado'. */
export function describeEntry(entry: FeedingEntry): string {
  if (entry.kind === 'breast')
    return `Breast · ${SIDES[entry.side]} · ${formatDuration(entry.durationSeconds)}`;
  if (entry.kind === 'bottle') return `Bottle · ${formatAmount(entry.amountMl, entry.unit)}`;
  return `Solids · ${entry.food}`;
}

/** A `datetime-local` value for an instant, in the browser's zone. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
