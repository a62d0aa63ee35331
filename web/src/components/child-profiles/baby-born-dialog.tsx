import { Loader2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { childDateProblem, dateFromInput, stageFromBirthDate, type ChildProfile } from '@nestkeep/common/web';
import { serverErrorText, useUpdateChildProfile } from '@/api/child-profiles';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { todayIso } from './labels';

/**
 * 'Baby is born' (issue 7 point 13): a pregnancy profile gets its birth date (and name), and with
 * it the born stage that date gives (a newborn, or older when the date lies further back).
 */
export function BabyBornDialog({
  child,
  onOpenChange,
}: {
  child: ChildProfile | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateChildProfile();
  const [name, setName] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [error, setError] = useState<string>();
  const today = todayIso();

  useEffect(() => {
    if (!child) return;
    setName(child.name ?? '');
    setBirthDate(today);
    setError(undefined);
  }, [child, today]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!child) return;
    const problem = birthDate
      ? childDateProblem('newborn', dateFromInput(birthDate))
      : 'Date of birth is required';
    if (problem) return setError(problem);
    if (!name.trim()) return setError("Child's name is required");
    update.mutate(
      {
        id: child.id,
        name: name.trim(),
        dateOfBirth: birthDate,
        currentStage: stageFromBirthDate(dateFromInput(birthDate)),
      },
      {
        onSuccess: () => {
          toast({ title: 'Congratulations! 🎉', description: `Welcome, ${name.trim()}!` });
          onOpenChange(false);
        },
        onError: (err) =>
          toast({
            title: 'Error',
            description: serverErrorText(err) ?? 'Failed to update child profile. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open={Boolean(child)} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Baby is born</DialogTitle>
          <DialogDescription>
            Enter the date of birth: tips, milestones and the age follow your baby from now on.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="baby-born-name">Baby&apos;s name</Label>
            <Input
              id="baby-born-name"
              maxLength={100}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="baby-born-date">Date of birth</Label>
            <Input
              id="baby-born-date"
              type="date"
              max={today}
              required
              value={birthDate}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'baby-born-error' : undefined}
              onChange={(e) => setBirthDate(e.target.value)}
            />
          </div>
          {error && (
            <p id="baby-born-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter className="mt-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
              Save birth date
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export default BabyBornDialog;
