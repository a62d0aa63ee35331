import { Pause, Play, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { format } from 'date-fns';
import { FEEDING_MAX_BREAST_SECONDS, type BreastSide, type FeedingEntryInput } from '@nestkeep/common/web';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { formatClock } from './describe';
import { entryProblem, FormError, NotesField, StartedAtField, useStartedAt } from './fields';
import { Segmented } from './segmented';
import { useBreastTimer } from './use-breast-timer';

const SIDE_OPTIONS = [
  { value: 'left', label: 'Left' },
  { value: 'right', label: 'Right' },
  { value: 'both', label: 'Both' },
] as const;

/** A breastfeed: a side, then either the start/stop timer or minutes entered by hand. */
export function BreastForm({
  childId,
  saving,
  onSave,
}: {
  childId: number;
  saving: boolean;
  onSave: (entry: FeedingEntryInput) => Promise<boolean>;
}) {
  const t = useBreastTimer(childId);
  const [side, setSide] = useState<BreastSide>(t.timer?.side ?? 'left');
  const [minutes, setMinutes] = useState('');
  const handSeconds = Number(minutes) > 0 ? Math.round(Number(minutes) * 60) : 0;
  // A feed entered by hand has ended: it started its minutes before now (unless a time is typed).
  const startedAt = useStartedAt(handSeconds);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const stopped = t.timer !== null && !t.running;
  const tooLong = t.elapsedSeconds > FEEDING_MAX_BREAST_SECONDS;

  const chooseSide = (next: BreastSide) => {
    setSide(next);
    t.setSide(next);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const entry: FeedingEntryInput = t.timer
      ? {
          kind: 'breast',
          side,
          startedAt: new Date(t.timer.startedAt).toISOString(),
          // A tap on Stop within half a second still logs a (very short) feed.
          durationSeconds: Math.max(1, t.elapsedSeconds),
          notes,
        }
      : {
          kind: 'breast',
          side,
          startedAt: startedAt.iso(),
          durationSeconds: handSeconds,
          notes,
        };
    if (!t.timer && !(Number(minutes) > 0)) return setError('Enter how many minutes the feed lasted');
    const problem = entryProblem(entry);
    setError(problem);
    if (problem) return;
    if (await onSave(entry)) {
      t.clear();
      setMinutes('');
      setNotes('');
      startedAt.reset();
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-describedby={error ? 'breast-error' : undefined}>
      <div className="space-y-1.5">
        <span className="text-sm font-medium" aria-hidden>
          Side
        </span>
        <Segmented
          label="Side"
          options={SIDE_OPTIONS}
          value={side}
          onChange={chooseSide}
          className="flex w-full"
        />
      </div>

      <div className="rounded-lg border border-border bg-muted/40 p-4 text-center">
        <p className="text-sm text-muted-foreground">
          {t.running
            ? `Feeding · started ${format(t.timer!.startedAt, 'h:mm a')}`
            : stopped
              ? `Timed feed · started ${format(t.timer!.startedAt, 'h:mm a')}`
              : 'Time the feed as it happens'}
        </p>
        <p
          role="timer"
          aria-label="Feed duration"
          className="my-2 font-mono text-4xl font-semibold tabular-nums"
        >
          {formatClock(t.elapsedSeconds)}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          {!t.timer && (
            <Button type="button" onClick={() => t.start(side)}>
              <Play className="h-4 w-4" aria-hidden /> Start timer
            </Button>
          )}
          {t.running && (
            <Button type="button" variant="destructive" onClick={() => t.stop()}>
              <Pause className="h-4 w-4" aria-hidden /> Stop timer
            </Button>
          )}
          {stopped && !tooLong && (
            <Button type="button" variant="outline" onClick={() => t.resume()}>
              <Play className="h-4 w-4" aria-hidden /> Resume
            </Button>
          )}
          {t.timer && (
            <Button type="button" variant="outline" onClick={() => t.clear()}>
              <Trash2 className="h-4 w-4" aria-hidden /> Discard timer
            </Button>
          )}
        </div>
        {tooLong && (
          <p className="mt-2 text-sm text-destructive">
            This timer ran for over 4 hours. Discard it and enter the feed by hand.
          </p>
        )}
      </div>

      {!t.timer && (
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm text-muted-foreground">Or enter it by hand</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor="breast-minutes">Minutes</Label>
              <Input
                id="breast-minutes"
                type="number"
                inputMode="numeric"
                min={1}
                max={FEEDING_MAX_BREAST_SECONDS / 60}
                step={1}
                value={minutes}
                onChange={(e) => setMinutes(e.target.value)}
              />
            </div>
            <StartedAtField id="breast-started" value={startedAt.value} onChange={startedAt.set} />
          </div>
        </fieldset>
      )}
      <NotesField id="breast-notes" value={notes} onChange={setNotes} />
      <FormError id="breast-error" message={error} />
      <Button type="submit" className="w-full sm:w-auto" disabled={saving || t.running || tooLong}>
        {t.running ? 'Stop the timer to save' : 'Save feed'}
      </Button>
    </form>
  );
}
