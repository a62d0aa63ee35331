import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { ContentItem, ContentUpdateRequest } from '@nestkeep/common/web';
import { useUpdateContent } from '@/api/content';
import { Button } from '@/components/ui/button';
import { Input, Label, Textarea } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';

/** The spec's title rule and texts (part 2 §9: 'Title required' / 'Please enter a title for your content.'). */
export const TITLE_REQUIRED = {
  title: 'Title required',
  description: 'Please enter a title for your content.',
};

export interface EditForm {
  title: string;
  description: string;
  notes: string;
}

export const editFormOf = (item: ContentItem): EditForm => ({
  title: item.title,
  description: item.description ?? '',
  notes: item.note ?? '',
});

/**
 * What an edit changes: only the fields that differ are sent. The note is the parent's own
 * (`note`): the AI analysis is not in the form and no edit can change it (issue 22 point 6).
 * Empty description or note clears it (null). `error` when the title is blank.
 */
export function editChanges(
  item: ContentItem,
  form: EditForm,
): { error?: 'title'; changes: ContentUpdateRequest } {
  const title = form.title.trim();
  if (!title) return { error: 'title', changes: {} };
  const description = form.description.trim() || null;
  const notes = form.notes.trim() ? form.notes : null;
  const changes: ContentUpdateRequest = {};
  if (title !== item.title) changes.title = title;
  if (description !== (item.description ?? null)) changes.description = description;
  if (notes !== (item.note ?? null)) changes.note = notes;
  return { changes };
}

/**
 * 'Edit details': inline edit of an item's title, description and the parent's own note (issue 7
 * point 8, issue 22 point 6), with Save and Cancel. The category has its own editor (part 1 §4).
 */
export function ContentEditor({ item, onDone }: { item: ContentItem; onDone: () => void }) {
  const update = useUpdateContent();
  const [form, setForm] = useState<EditForm>(() => editFormOf(item));
  const [titleError, setTitleError] = useState<string | undefined>();
  const id = useId();
  const set = (key: keyof EditForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { error, changes } = editChanges(item, form);
    if (error) {
      setTitleError(TITLE_REQUIRED.description);
      toast({ ...TITLE_REQUIRED, variant: 'destructive' });
      return;
    }
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate({ id: item.id, changes }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Edit content">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-title`}>
          Title<span aria-hidden> *</span>
        </Label>
        <Input
          id={`${id}-title`}
          value={form.title}
          maxLength={300}
          aria-required
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? `${id}-title-error` : undefined}
          onChange={(e) => {
            set('title')(e.target.value);
            if (e.target.value.trim()) setTitleError(undefined);
          }}
        />
        {titleError && (
          <p id={`${id}-title-error`} className="text-sm text-red-700 dark:text-red-300">
            {titleError}
          </p>
        )}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          value={form.description}
          maxLength={5000}
          onChange={(e) => set('description')(e.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-notes`}>Personal notes</Label>
        <Textarea
          id={`${id}-notes`}
          value={form.notes}
          maxLength={20_000}
          className="min-h-32"
          placeholder="Why did you save this?"
          onChange={(e) => set('notes')(e.target.value)}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending} aria-busy={update.isPending}>
          {update.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          Save
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
