import { CheckCircle2, Loader2, Save } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { dateKindOf, stageFromDueDate, type ChildProfile } from '@nestkeep/common/web';
import {
  ownChildren,
  serverErrorText,
  useChildProfiles,
  useCreateChildProfile,
  useUpdateChildProfile,
} from '@/api/child-profiles';
import { childDisplayName } from '@/components/child-profiles/labels';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/hooks/use-toast';
import { formatCalendarDay } from '@/lib/calendar-day';

/** The profiles a due date belongs on: one's own pregnancies, and a trying-to-conceive profile. */
function pregnancyProfiles(children: readonly ChildProfile[]): ChildProfile[] {
  return ownChildren(children).filter((c) => {
    const kind = dateKindOf(c.currentStage);
    return kind === 'due' || kind === 'hoped-for';
  });
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Saves the calculated due date as a pregnancy profile's due date (issue 22 point 7), so the
 * stage, the week in chat and the tips follow it; the calculation itself stays local. With no
 * pregnancy profile, it offers to add one with this date.
 */
export function SaveDueDate({ dueDate }: { dueDate: Date }) {
  const profiles = useChildProfiles();
  const update = useUpdateChildProfile();
  const create = useCreateChildProfile();
  const all = profiles.data ?? [];
  const targets = pregnancyProfiles(all);
  const [chosenId, setChosenId] = useState<number>();
  const target = targets.find((c) => c.id === chosenId) ?? targets[0];
  const day = dayOf(dueDate);
  const dateText = formatCalendarDay(dueDate);
  const pending = update.isPending || create.isPending;
  if (!profiles.data) return null;

  const failed = (err: unknown) =>
    toast({
      title: 'Could not save the due date',
      description: serverErrorText(err) ?? 'Please try again.',
      variant: 'destructive',
    });
  /** What the save does when it ends: a toast naming whose due date it now is, or the error's. */
  const saving = (whose: string) => ({
    onSuccess: () => toast({ title: 'Due date saved', description: `${whose} due date is now ${dateText}.` }),
    onError: failed,
  });
  const fields = { dateOfBirth: day, currentStage: stageFromDueDate(dueDate) };

  if (!target) {
    const addProfile = () =>
      create.mutate({ name: 'Baby', ...fields, isActive: ownChildren(all).length === 0 }, saving("Baby's"));
    return (
      <KeepCard description="Add a pregnancy profile with this due date: chat, tips and milestones follow the weeks.">
        <SaveButton onClick={addProfile} pending={pending}>
          Add a pregnancy profile due {dateText}
        </SaveButton>
      </KeepCard>
    );
  }

  const name = childDisplayName(target, all);
  const saved = target.dateOfBirth?.slice(0, 10) === day && dateKindOf(target.currentStage) === 'due';
  const save = () => update.mutate({ id: target.id, ...fields }, saving(`${name}'s`));

  return (
    <KeepCard
      description="Save it to the pregnancy profile: chat, tips and milestones follow the weeks."
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      {targets.length > 1 && (
        <div className="space-y-1.5 sm:w-56">
          <Label htmlFor="due-date-profile">Pregnancy profile</Label>
          <Select
            id="due-date-profile"
            value={String(target.id)}
            onChange={(e) => setChosenId(Number(e.target.value))}
            options={targets.map((c) => ({ value: String(c.id), label: childDisplayName(c, all) }))}
          />
        </div>
      )}
      {saved ? (
        <p className="flex min-h-10 items-center gap-2 font-medium text-green-800 dark:text-green-300">
          <CheckCircle2 className="h-5 w-5" aria-hidden />
          Saved as {name}&apos;s due date
        </p>
      ) : (
        <SaveButton onClick={save} pending={pending}>
          Save as {name}&apos;s due date
        </SaveButton>
      )}
    </KeepCard>
  );
}

/** The card around the due-date save: its heading, what saving does, then the controls. */
function KeepCard({
  description,
  className,
  children,
}: {
  description: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card data-testid="save-due-date">
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Keep this due date</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}

/** The save button: a spinner while a save is under way, the save icon otherwise. */
function SaveButton({
  onClick,
  pending,
  children,
}: {
  onClick: () => void;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <Button onClick={onClick} disabled={pending}>
      {pending ? (
        <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
      ) : (
        <Save className="h-4 w-4" aria-hidden />
      )}
      {children}
    </Button>
  );
}
