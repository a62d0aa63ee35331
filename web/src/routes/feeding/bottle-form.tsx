import { useState, type FormEvent } from 'react';
import { BOTTLE_UNITS, type BottleUnit, type FeedingEntryInput } from '@nestkeep/common/web';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { entryProblem, FormError, NotesField, StartedAtField, useStartedAt } from './fields';
import { Segmented } from './segmented';

const UNIT_OPTIONS = BOTTLE_UNITS.map((u) => ({ value: u, label: u }));
/** Common bottle sizes, one tap each. */
const QUICK_AMOUNTS: Record<BottleUnit, number[]> = { ml: [60, 90, 120, 150, 180], oz: [2, 3, 4, 5, 6] };

/** A bottle: the amount in ml or oz (the unit is the page's, remembered between visits). */
export function BottleForm({
  unit,
  onUnitChange,
  saving,
  onSave,
}: {
  unit: BottleUnit;
  onUnitChange: (unit: BottleUnit) => void;
  saving: boolean;
  onSave: (entry: FeedingEntryInput) => Promise<boolean>;
}) {
  const [amount, setAmount] = useState('');
  const startedAt = useStartedAt();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!amount.trim()) return setError('Enter the amount');
    const entry: FeedingEntryInput = {
      kind: 'bottle',
      amount: Number(amount),
      unit,
      startedAt: startedAt.iso(),
      notes,
    };
    const problem = entryProblem(entry);
    setError(problem);
    if (problem) return;
    if (await onSave(entry)) {
      setAmount('');
      setNotes('');
      startedAt.reset();
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-describedby={error ? 'bottle-error' : undefined}>
      <div className="space-y-1.5">
        <Label htmlFor="bottle-amount">Amount</Label>
        <div className="flex gap-2">
          <Input
            id="bottle-amount"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            className="flex-1"
          />
          <Segmented label="Unit" options={UNIT_OPTIONS} value={unit} onChange={onUnitChange} />
        </div>
        <div className="flex flex-wrap gap-2 pt-1" role="group" aria-label="Common amounts">
          {QUICK_AMOUNTS[unit].map((value) => (
            <Button
              key={value}
              type="button"
              size="sm"
              variant="outline"
              onClick={() => setAmount(String(value))}
            >
              {value} {unit}
            </Button>
          ))}
        </div>
      </div>
      <StartedAtField id="bottle-started" value={startedAt.value} onChange={startedAt.set} />
      <NotesField id="bottle-notes" value={notes} onChange={setNotes} />
      <FormError id="bottle-error" message={error} />
      <Button type="submit" className="w-full sm:w-auto" disabled={saving}>
        Save feed
      </Button>
    </form>
  );
}
