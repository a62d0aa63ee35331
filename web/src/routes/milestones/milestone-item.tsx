import { CheckCircle2, Loader2, PenLine, Video } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { MILESTONE_NOTES_MAX, type Milestone } from '@nestkeep/common/web';
import { CATEGORY_BADGE, categoryLabel } from '@/components/milestones/category';
import { CDC_MILESTONES_URL } from '@/components/milestones/guidance';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/input';
import { Checkbox } from '@/components/ui/misc';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

/**
 * One milestone: a tick for achieved, its area, when it was achieved, and an optional note. The
 * note being written is sent with the tick (part 2 §4), or on its own with Save note. A note on a
 * milestone not ticked yet offers to tick it (issue 22 point 7): a note is often 'she did it
 * today'.
 */
export function MilestoneItem({
  milestone,
  saving,
  onSave,
}: {
  milestone: Milestone;
  saving: boolean;
  /** `notes` undefined leaves the stored note as it is. */
  onSave: (change: { isAchieved: boolean; notes?: string }, done: () => void) => void;
}) {
  const id = useId();
  const achieved = milestone.progress?.isAchieved ?? false;
  const storedNote = milestone.progress?.notes ?? '';
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(storedNote);
  // A fresh list (a save, a refetch on focus) shows the stored note unless one is being written.
  useEffect(() => {
    if (!editing) setDraft(storedNote);
  }, [storedNote, editing]);

  const save = (isAchieved: boolean) =>
    onSave({ isAchieved, notes: editing ? draft : undefined }, () => setEditing(false));

  return (
    <li
      className={cn(
        'rounded-lg border border-border bg-card p-3 transition-colors',
        achieved && 'border-green-300 bg-green-50/60 dark:border-green-900 dark:bg-green-950/20',
      )}
      data-testid={`milestone-${milestone.id}`}
    >
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-tick`}
          className="mt-0.5 h-6 w-6 shrink-0"
          checked={achieved}
          disabled={saving}
          onCheckedChange={(value) => save(value === true)}
          aria-describedby={`${id}-meta`}
        />
        <div className="min-w-0 flex-1">
          <Label htmlFor={`${id}-tick`} className="cursor-pointer text-sm leading-snug sm:text-base">
            {milestone.description}
          </Label>
          <div id={`${id}-meta`} className="mt-1.5 flex flex-wrap items-center gap-2 text-xs">
            <Badge variant="outline" className={`border-transparent ${CATEGORY_BADGE[milestone.category]}`}>
              {categoryLabel(milestone.category)}
            </Badge>
            {achieved && milestone.progress?.achievedAt && (
              <span className="text-green-800 dark:text-green-300">
                Achieved {formatDate(milestone.progress.achievedAt)}
              </span>
            )}
            {milestone.hasVideo && (
              <a
                href={CDC_MILESTONES_URL}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-primary underline dark:text-violet-300"
              >
                <Video className="h-3.5 w-3.5" aria-hidden /> Watch on CDC
              </a>
            )}
            {saving && (
              <span role="status" className="inline-flex items-center gap-1 text-muted-foreground">
                <Loader2 className="h-3.5 w-3.5 animate-spin motion-reduce:animate-none" aria-hidden />
                Saving…
              </span>
            )}
          </div>
          {storedNote && !editing && (
            <p
              className="mt-2 whitespace-pre-wrap break-words text-sm text-muted-foreground"
              data-testid="milestone-note"
            >
              <span className="font-medium text-foreground">Note: </span>
              {storedNote}
            </p>
          )}
          {storedNote && !editing && !achieved && (
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              disabled={saving}
              onClick={() => save(true)}
              aria-label={`Mark as achieved: “${milestone.description}”`}
            >
              <CheckCircle2 className="h-4 w-4" aria-hidden />
              Mark as achieved
            </Button>
          )}
          {editing && (
            <div className="mt-2 space-y-2">
              <Label htmlFor={`${id}-note`} className="sr-only">
                Note for “{milestone.description}”
              </Label>
              <Textarea
                id={`${id}-note`}
                value={draft}
                maxLength={MILESTONE_NOTES_MAX}
                onChange={(e) => setDraft(e.target.value)}
                placeholder="When it happened, how it went, anything to ask the doctor…"
                className="min-h-20"
                autoFocus
              />
              <div className="flex flex-wrap items-center gap-2">
                <Button size="sm" disabled={saving} onClick={() => save(achieved)}>
                  Save note
                </Button>
                {!achieved && (
                  <Button size="sm" variant="outline" disabled={saving} onClick={() => save(true)}>
                    <CheckCircle2 className="h-4 w-4" aria-hidden />
                    Save and mark achieved
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    setEditing(false);
                    setDraft(storedNote);
                  }}
                >
                  Cancel
                </Button>
                <span className="ml-auto text-xs text-muted-foreground">
                  {draft.length}/{MILESTONE_NOTES_MAX}
                </span>
              </div>
            </div>
          )}
        </div>
        {!editing && (
          <Button
            variant="ghost"
            size="sm"
            className="shrink-0"
            onClick={() => setEditing(true)}
            aria-label={`${storedNote ? 'Edit note' : 'Add note'} for “${milestone.description}”`}
          >
            <PenLine className="h-4 w-4" aria-hidden />
            <span className="hidden sm:inline">{storedNote ? 'Edit note' : 'Add note'}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
