import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { normalizeCategory } from '@nestkeep/common/web';
import { useUpdateCategory } from '@/api/content';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { CategoryBadge, categoryOptions, type CategoryReading } from './category-icons';

/**
 * The category change of part 1 §4: open, pick, confirm or cancel. Only a real change is sent
 * (non-empty and different from the current category, in any reading of its name); otherwise the
 * editor just closes.
 */
export function shouldSendCategory(current: string, next: string): boolean {
  if (!next.trim()) return false;
  const a = normalizeCategory(current) ?? current;
  const b = normalizeCategory(next) ?? next;
  return a !== b;
}

export function CategoryEditor({
  itemId,
  category,
  reading = 'saved',
}: {
  itemId: number;
  category: string;
  reading?: CategoryReading;
}) {
  const update = useUpdateCategory();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(normalizeCategory(category) ?? '');
  const id = useId();

  if (!editing) {
    return (
      <div className="flex items-center gap-2">
        <CategoryBadge category={category} reading={reading} />
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setValue(normalizeCategory(category) ?? '');
            setEditing(true);
          }}
          aria-label="Edit category"
        >
          <Pencil className="h-3.5 w-3.5" aria-hidden /> Edit
        </Button>
      </div>
    );
  }

  const confirm = () => {
    if (shouldSendCategory(category, value)) update.mutate({ id: itemId, category: value });
    setEditing(false);
  };

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1">
        <Label htmlFor={id}>Category</Label>
        <Select
          id={id}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          options={categoryOptions(reading)}
          placeholder="Select a category"
          className="min-w-52"
        />
      </div>
      <Button size="sm" onClick={confirm} disabled={update.isPending}>
        Save
      </Button>
      <Button size="sm" variant="outline" onClick={() => setEditing(false)}>
        Cancel
      </Button>
    </div>
  );
}
