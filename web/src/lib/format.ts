import { format } from 'date-fns';

/** Dates display as 'MMM d, yyyy' everywhere (spec part 1 §9). Kept apart from utils.ts so pages without dates do not load date-fns. */
export function formatDate(value: string | Date): string {
  return format(typeof value === 'string' ? new Date(value) : value, 'MMM d, yyyy');
}

/** A phase value as shown: first letter capitalised, a hyphen as ' & ' (part 1 §2). */
export function phaseLabel(phase: string): string {
  return phase
    .split('-')
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join(' & ');
}
