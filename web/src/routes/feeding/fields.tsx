import { useEffect, useState } from 'react';
import { FEEDING_NOTES_MAX, feedingEntryRequestAt, type FeedingEntryInput } from '@nestkeep/common/web';
import { Input, Label, Textarea } from '@/components/ui/input';
import { toLocalInput } from './describe';

/** When the feed started, as a local date and time no later than now. */
export function StartedAtField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Started at</Label>
      <Input
        id={id}
        type="datetime-local"
        value={value}
        max={toLocalInput(new Date())}
        onChange={(e) => onChange(e.target.value)}
        required
      />
    </div>
  );
}

export function NotesField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        Notes <span className="font-normal text-muted-foreground">(optional)</span>
      </Label>
      <Textarea
        id={id}
        value={value}
        maxLength={FEEDING_NOTES_MAX}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-16"
      />
    </div>
  );
}

export function FormError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** A local `datetime-local` value as an ISO instant ('' stays '' so the contract names it). */
export function localInputToIso(value: string): string {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
}

/** Checks an entry with the shared contract before sending: the first problem, or null. */
export function entryProblem(entry: FeedingEntryInput): string | null {
  const result = feedingEntryRequestAt(new Date()).safeParse(entry);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Check the feed');
}

/**
 * When a feed entered by hand started. Until the parent types a time it follows the clock: now,
 * minus the feed's length for a breastfeed of so many minutes, since a feed is entered once it
 * has ended (issue 22 point 7); the instant sent is taken at the moment of saving, not when the
 * page was opened. A time the parent typed is kept as typed.
 */
export function useStartedAt(durationSeconds = 0) {
  const [typed, setTyped] = useState<string | null>(null);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (typed !== null) return;
    const timer = setInterval(() => setTick((n) => n + 1), 30_000);
    return () => clearInterval(timer);
  }, [typed]);
  const auto = () => new Date(Date.now() - Math.max(0, durationSeconds) * 1000);
  return {
    value: typed ?? toLocalInput(auto()),
    set: (value: string) => setTyped(value),
    /** The ISO instant to send ('' for a cleared field, which the contract names). */
    iso: () => (typed !== null ? localInputToIso(typed) : auto().toISOString()),
    reset: () => setTyped(null),
  };
}
