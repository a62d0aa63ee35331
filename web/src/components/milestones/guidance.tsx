import { Info } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Where the checklists come from, linked wherever milestones are shown. */
export const CDC_MILESTONES_URL = 'https://www.cdc.gov/ncbddd/actearly/milestones/index.html';

/** The CDC credit line: the source of the checklists, which we reword. */
export function CdcCredit({ className }: { className?: string }) {
  return (
    <p className={cn('text-sm text-muted-foreground', className)}>
      Milestones from the CDC’s{' '}
      <a
        href={CDC_MILESTONES_URL}
        target="_blank"
        rel="noreferrer"
        className="font-medium text-primary underline underline-offset-2 dark:text-violet-300"
      >
        “Learn the Signs. Act Early.”
        <span className="sr-only"> (opens in a new tab)</span>
      </a>{' '}
      checklists (revised 2022), in our own words. Each one is something most children (3 in 4 or more) do by
      that age.
    </p>
  );
}

/** What a milestone not reached means: shown wherever not-yet milestones are listed. */
export const DOCTOR_NOTE =
  'A milestone not reached by the stage’s age is a reason to talk to your child’s doctor, never a diagnosis. Every child grows at their own pace, and asking early means any help can start early.';

export function DoctorNote({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        'flex gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950/40 dark:text-sky-100',
        className,
      )}
    >
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>{DOCTOR_NOTE}</span>
    </p>
  );
}

/** A labelled completion bar (a progressbar needs its own name for screen readers). */
export function CompletionBar({
  value,
  label,
  className,
}: {
  value: number;
  label: string;
  className?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className="h-full bg-primary transition-all"
        style={{ width: `${Math.min(100, Math.max(0, value))}%` }}
      />
    </div>
  );
}
