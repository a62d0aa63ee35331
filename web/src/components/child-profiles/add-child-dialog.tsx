import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  ADD_CHILD_STAGES,
  childDateProblem,
  dateFromInput,
  dateKindOf,
  stageLabel,
  type ChildProfile,
  type ChildStage,
  type DateKind,
} from '@nestkeep/common/web';
import { serverErrorText, useCreateChildProfile, useUpdateChildProfile } from '@/api/child-profiles';
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
import { childDisplayName, todayIso } from './labels';

const SEXES = ['boy', 'girl', 'prefer-not-to-say'] as const;
type Sex = (typeof SEXES)[number];

/**
 * The add-child form (part 2 §2.5, §5), also the edit form. The date means what the stage makes
 * it (a birth date, a due date, a hoped-for date) and is checked by common's one rule.
 */
export const addChildSchema = z
  .object({
    name: z.string().trim().min(1, "Child's name is required"),
    currentStage: z.string().min(1, 'Current stage is required'),
    dateOfBirth: z.string().optional(),
    sex: z.enum(SEXES).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.dateOfBirth || !v.currentStage) return;
    const problem = childDateProblem(v.currentStage, dateFromInput(v.dateOfBirth));
    if (problem) ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: problem });
  });
export type AddChildForm = z.infer<typeof addChildSchema>;

const EMPTY: AddChildForm = { name: '', currentStage: '', dateOfBirth: '', sex: undefined };
const SEX_CHOICES: Choice<Sex>[] = [
  { value: 'boy', label: 'Boy' },
  { value: 'girl', label: 'Girl' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
];
/** The setup dialog's male/female read as the add-child dialog's boy/girl (both readings stand). */
const SEX_READINGS: Record<string, Sex> = { male: 'boy', female: 'girl' };

const DATE_LABELS: Record<DateKind, string> = {
  birth: 'Date of birth (optional)',
  due: 'Due date (optional)',
  'hoped-for': 'Hoped-for date (optional)',
};

/** The edit form's values: the profile as stored, its date as YYYY-MM-DD. */
export function formValuesOf(child: ChildProfile): AddChildForm {
  const sex = child.sex ? (SEX_READINGS[child.sex] ?? child.sex) : undefined;
  return {
    name: child.name ?? '',
    currentStage: child.currentStage,
    dateOfBirth: child.dateOfBirth?.slice(0, 10) ?? '',
    sex: (SEXES as readonly string[]).includes(sex ?? '') ? (sex as Sex) : undefined,
  };
}

const select =
  'h-10 w-full rounded-lg border border-border bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary';

/**
 * The header's add-child dialog (a profile created inactive, the list refreshed, part 2 §2.5) and,
 * given a `child`, the same form editing every field of that profile.
 */
export function AddChildDialog({
  open,
  onOpenChange,
  onAdded,
  child,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded?: () => void;
  child?: ChildProfile;
}) {
  const create = useCreateChildProfile();
  const update = useUpdateChildProfile();
  const editing = Boolean(child);
  const form = useForm<AddChildForm>({
    resolver: zodResolver(addChildSchema),
    defaultValues: child ? formValuesOf(child) : EMPTY,
  });
  const errors = form.formState.errors;
  const stage = useWatch({ control: form.control, name: 'currentStage' });
  const dateKind = dateKindOf(stage || 'newborn');
  const today = todayIso();
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (open) form.reset(child ? formValuesOf(child) : EMPTY);
  }, [open, child, form]);

  const submit = form.handleSubmit((v) => {
    const body = {
      name: v.name.trim(),
      currentStage: v.currentStage as ChildStage,
      dateOfBirth: v.dateOfBirth || null,
      sex: v.sex ?? null,
    };
    const failed = (fallback: string) => (err: unknown) =>
      toast({ title: 'Error', description: serverErrorText(err) ?? fallback, variant: 'destructive' });
    if (child) {
      update.mutate(
        { id: child.id, ...body },
        {
          onSuccess: () => {
            toast({ title: 'Child Profile Updated', description: `${body.name}'s details have been saved.` });
            onOpenChange(false);
          },
          onError: failed('Failed to update child profile. Please try again.'),
        },
      );
      return;
    }
    create.mutate(
      { ...body, isActive: false },
      {
        onSuccess: () => {
          toast({ title: 'Child Profile Added', description: `${body.name} has been added.` });
          onAdded?.();
          onOpenChange(false);
        },
        onError: failed('Failed to create child profile. Please try again.'),
      },
    );
  });

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
          <DialogTitle>
            {child ? `Edit ${childDisplayName(child, [child])}` : 'Add Child Profile'}
          </DialogTitle>
          <DialogDescription>
            {editing
              ? 'Correct the name, stage, date or sex. With a date, the stage follows it as your child grows.'
              : 'Add another child to personalise tips, chat and milestones.'}
          </DialogDescription>
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
                  {stageLabel(s)}
                </option>
              ))}
              {/* A profile made with the setup dialog's list keeps its stage selectable. */}
              {child && !(ADD_CHILD_STAGES as readonly string[]).includes(child.currentStage) && (
                <option value={child.currentStage}>{stageLabel(child.currentStage)}</option>
              )}
            </select>
            {errorText('currentStage')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="add-child-dateOfBirth">{DATE_LABELS[dateKind]}</Label>
            <Input
              id="add-child-dateOfBirth"
              type="date"
              max={dateKind === 'birth' ? today : undefined}
              min={dateKind === 'birth' ? undefined : today}
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
            <Button type="submit" disabled={pending}>
              {pending ? (
                <>
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden />{' '}
                  {editing ? 'Saving...' : 'Adding...'}
                </>
              ) : editing ? (
                'Save Changes'
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
