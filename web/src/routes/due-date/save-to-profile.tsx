import { CheckCircle2, Loader2, Save } from 'lucide-react';
import { useState } from 'react';
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
  const fields = { dateOfBirth: day, currentStage: stageFromDueDate(dueDate) };

  if (!target) {
    const addProfile = () =>
      create.mutate(
        { name: 'Baby', ...fields, isActive: ownChildren(all).length === 0 },
        {
          onSuccess: () =>
            toast({ title: 'Due date saved', description: `Baby's due date is now ${dateText}.` }),
          onError: failed,
        },
      );
    return (
      <Card data-testid="save-due-date">
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">Keep this due date</h2>
          <CardDescription>
            Add a pregnancy profile with this due date: chat, tips and milestones follow the weeks.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={addProfile} disabled={pending}>
            {pending ? (
              <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
            ) : (
              <Save className="h-4 w-4" aria-hidden />
            )}
            Add a pregnancy profile due {dateText}
          </Button>
        </CardContent>
      </Card>
    );
  }

  const name = childDisplayName(target, all);
  const saved = target.dateOfBirth?.slice(0, 10) === day && dateKindOf(target.currentStage) === 'due';
  const save = () =>
    update.mutate(
      { id: target.id, ...fields },
      {
        onSuccess: () =>
          toast({ title: 'Due date saved', description: `${name}'s due date is now ${dateText}.` }),
        onError: failed,
      },
    );

  return (
    <Card data-testid="save-due-date">
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Keep this due date</h2>
        <CardDescription>
          Save it to the pregnancy profile: chat, tips and milestones follow the weeks.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-end">
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
          <Button onClick={save} disabled={pending}>
            {pending ? (
              <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
            ) : (
              <Save className="h-4 w-4" aria-hidden />
            )}
            Save as {name}&apos;s due date
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
