import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ADD_CHILD_STAGES } from '@nestkeep/common/web';
import { useCreateChildProfile } from '@/api/child-profiles';
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
import { RadioCards, type Choice } from './choice-group';
import { ADD_CHILD_STAGE_LABELS, todayIso } from './labels';

/** The add-child form (part 2 §2.5, §5). */
export const addChildSchema = z.object({
  name: z.string().trim().min(1, "Child's name is required"),
  currentStage: z.string().min(1, 'Current stage is required'),
  dateOfBirth: z
    .string()
    .optional()
    .refine((v) => !v || v <= todayIso(), 'Date of birth cannot be in the future'),
  sex: z.enum(['boy', 'girl', 'prefer-not-to-say']).optional(),
});
export type AddChildForm = z.infer<typeof addChildSchema>;

const EMPTY: AddChildForm = { name: '', currentStage: '', dateOfBirth: '', sex: undefined };
const SEX_CHOICES: Choice<'boy' | 'girl' | 'prefer-not-to-say'>[] = [
  { value: 'boy', label: 'Boy' },
  { value: 'girl', label: 'Girl' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
];
const select =
  'h-10 w-full rounded-lg border border-border bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary';

/** The header's add-child dialog: a profile created inactive, the list refreshed (part 2 §2.5). */
export function AddChildDialog({
  open,
  onOpenChange,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded?: () => void;
}) {
  const create = useCreateChildProfile();
  const form = useForm<AddChildForm>({ resolver: zodResolver(addChildSchema), defaultValues: EMPTY });
  const errors = form.formState.errors;
  const today = todayIso();

  useEffect(() => {
    if (!open) form.reset(EMPTY);
  }, [open, form]);

  const submit = form.handleSubmit((v) =>
    create.mutate(
      {
        name: v.name.trim(),
        currentStage: v.currentStage,
        dateOfBirth: v.dateOfBirth || null,
        sex: v.sex ?? null,
        isActive: false,
      },
      {
        onSuccess: () => {
          toast({ title: 'Child Profile Added', description: `${v.name.trim()} has been added.` });
          onAdded?.();
          onOpenChange(false);
        },
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to create child profile. Please try again.',
            variant: 'destructive',
          }),
      },
    ),
  );

  const errorProps = (field: keyof AddChildForm) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `add-child-${field}-error` } : {};
  const errorText = (field: keyof AddChildForm) =>
    errors[field] && (
      <p id={`add-child-${field}-error`} role="alert" className="text-sm text-destructive">
        {errors[field]?.message}
      </p>
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Child Profile</DialogTitle>
          <DialogDescription>Add another child to personalise tips, chat and milestones.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="add-child-name">Name</Label>
            <Input
              id="add-child-name"
              autoFocus
              maxLength={100}
              {...errorProps('name')}
              {...form.register('name')}
            />
            {errorText('name')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="add-child-currentStage">Current stage</Label>
            <select
              id="add-child-currentStage"
              className={select}
              {...errorProps('currentStage')}
              {...form.register('currentStage')}
            >
              <option value="">Select a stage</option>
              {ADD_CHILD_STAGES.map((s) => (
                <option key={s} value={s}>
                  {ADD_CHILD_STAGE_LABELS[s]}
                </option>
              ))}
            </select>
            {errorText('currentStage')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="add-child-dateOfBirth">Date of birth (optional)</Label>
            <Input
              id="add-child-dateOfBirth"
              type="date"
              max={today}
              {...errorProps('dateOfBirth')}
              {...form.register('dateOfBirth')}
            />
            {errorText('dateOfBirth')}
          </div>
          <div className="grid gap-1.5">
            <span id="add-child-sex-label" className="text-sm font-medium">
              Sex (optional)
            </span>
            <Controller
              control={form.control}
              name="sex"
              render={({ field }) => (
                <RadioCards
                  labelledBy="add-child-sex-label"
                  className="grid-cols-3 gap-2"
                  options={SEX_CHOICES}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          </div>
          <DialogFooter className="mt-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? (
                <>
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Adding...
                </>
              ) : (
                'Add Child'
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export default AddChildDialog;
