import { Info } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FEEDING_FOOD_MAX, type FeedingEntryInput } from '@nestkeep/common/web';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { Checkbox } from '@/components/ui/misc';
import { entryProblem, FormError, NotesField, StartedAtField, useStartedAt } from './fields';

/** Solids: the food, and whether it was offered for the first time (for allergen introduction). */
export function SolidsForm({
  saving,
  onSave,
}: {
  saving: boolean;
  onSave: (entry: FeedingEntryInput) => Promise<boolean>;
}) {
  const [food, setFood] = useState('');
  const [firstTime, setFirstTime] = useState(false);
  const startedAt = useStartedAt();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const entry: FeedingEntryInput = {
      kind: 'solids',
      food,
      firstTime,
      startedAt: startedAt.iso(),
      notes,
    };
    const problem = entryProblem(entry);
    setError(problem);
    if (problem) return;
    if (await onSave(entry)) {
      setFood('');
      setFirstTime(false);
      setNotes('');
      startedAt.reset();
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-describedby={error ? 'solids-error' : undefined}>
      <div className="space-y-1.5">
        <Label htmlFor="solids-food">Food</Label>
        <Input
          id="solids-food"
          value={food}
          maxLength={FEEDING_FOOD_MAX}
          placeholder="e.g. Mashed avocado"
          onChange={(e) => setFood(e.target.value)}
        />
      </div>
      <div className="flex items-start gap-3">
        <Checkbox
          id="solids-first-time"
          checked={firstTime}
          onCheckedChange={(value) => setFirstTime(value === true)}
          aria-describedby="solids-allergen-note"
          className="mt-0.5"
        />
        <div className="space-y-1">
          <Label htmlFor="solids-first-time">First time</Label>
          <p id="solids-allergen-note" className="flex gap-1.5 text-sm text-muted-foreground">
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>
              Introduce common allergens (egg, peanut, cow’s milk, wheat, fish, sesame) one at a time, in a
              small amount, and wait a couple of days before the next new one, so you can tell what caused any
              reaction (NHS and AAP guidance).
            </span>
          </p>
        </div>
      </div>
      <StartedAtField id="solids-started" value={startedAt.value} onChange={startedAt.set} />
      <NotesField id="solids-notes" value={notes} onChange={setNotes} />
      <FormError id="solids-error" message={error} />
      <Button type="submit" className="w-full sm:w-auto" disabled={saving}>
        Save feed
      </Button>
    </form>
  );
}
