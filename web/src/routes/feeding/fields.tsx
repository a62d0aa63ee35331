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
