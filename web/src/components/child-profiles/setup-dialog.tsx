import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  SETUP_STAGES,
  stageFromDate,
  stageLabel,
  type ChildStage,
  type SetupStage,
} from '@nestkeep/common/web';
import { serverErrorText, useCreateChildProfile } from '@/api/child-profiles';
import { Badge } from '@/components/ui/badge';
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
import { RadioCards, StepProgress, type Choice } from './choice-group';

/** The setup form (part 2 §3 form-side fields, §5 messages). */
export const setupSchema = z.object({
  childNickname: z.string().trim().min(1, "Child's name is required"),
  childDobOrDueDate: z.string().optional(),
  parentingStage: z.string().min(1, 'Please select a stage'),
  childSex: z.enum(['male', 'female', 'prefer-not-to-say']).optional(),
  parentName: z.string().optional(),
});
export type SetupForm = z.infer<typeof setupSchema>;

export const SETUP_DATE_MIN = '2020-01-01';
export const SETUP_DATE_MAX = '2030-01-01';
const TOTAL = 5;
const EMPTY: SetupForm = {
  childNickname: '',
  childDobOrDueDate: '',
  parentingStage: '',
  childSex: undefined,
  parentName: '',
};
const SEX_CHOICES: Choice<'male' | 'female' | 'prefer-not-to-say'>[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
];
const STEPS = [
  { title: "What's your child's name?", description: 'A name or nickname is fine.' },
  {
    title: "When is your child's due date or birthday?",
    description: "We'll use it to suggest the right stage.",
  },
  {
    title: 'Confirm the parenting stage',
    description: 'We estimated it from the date; change it if needed.',
  },
  { title: "Child's sex", description: 'Optional.' },
  { title: 'Your name', description: 'Optional.' },
];

/** Trying to conceive: the one stage whose date (a hoped-for one) is optional (issue 22 point 2). */
export const TTC_STAGE = 'trying-to-conceive';

/**
 * Whether a step lets the user go on (part 2 §4): a nickname; a date, or none when trying to
 * conceive (issue 22 point 2); a stage, which without a date can only be trying to conceive.
 */
export function setupStepValid(
  step: number,
  v: { childNickname?: string; childDobOrDueDate?: string; parentingStage?: string; noDateYet?: boolean },
): boolean {
  if (step === 1) return Boolean(v.childNickname?.trim());
  if (step === 2) return Boolean(v.childDobOrDueDate) || Boolean(v.noDateYet);
  if (step === 3) {
    return Boolean(v.parentingStage) && (Boolean(v.childDobOrDueDate) || v.parentingStage === TTC_STAGE);
  }
  return true;
}

/** The stage a date input value implies, when it is a date. */
export function detectStage(value: string | undefined, now: Date = new Date()): SetupStage | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : stageFromDate(date, now);
}

/**
 * The five-step child profile setup (part 2 §2.4, §4): name, date, stage (detected from the date
 * when leaving step 2), sex, parent's name. The parent's name is not sent.
 */
export function ChildProfileSetupDialog({
  open,
  onOpenChange,
  onComplete,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onComplete?: () => void;
}) {
  const [step, setStep] = useState(1);
  const [detected, setDetected] = useState<SetupStage>();
  // "Trying to conceive, no date yet": the date step is passed without inventing one.
  const [noDateYet, setNoDateYet] = useState(false);
  const create = useCreateChildProfile();
  const form = useForm<SetupForm>({
    resolver: zodResolver(setupSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control });
  const errors = form.formState.errors;

  const stepValid = setupStepValid(step, { ...values, noDateYet });
  const needsDate = step === 3 && !values.childDobOrDueDate && Boolean(values.parentingStage) && !stepValid;

  const next = async () => {
    if (step === 1 && !(await form.trigger('childNickname'))) return;
    if (step === 2) {
      const date = form.getValues('childDobOrDueDate');
      const stage = detectStage(date) ?? (!date && noDateYet ? TTC_STAGE : undefined);
      setDetected(stage);
      if (stage) form.setValue('parentingStage', stage, { shouldValidate: true });
    }
    if (step === 3 && !(await form.trigger('parentingStage'))) return;
    setStep((s) => Math.min(TOTAL, s + 1));
  };

  const reset = () => {
    form.reset(EMPTY);
    setDetected(undefined);
    setNoDateYet(false);
    setStep(1);
  };

  const submit = form.handleSubmit((v) =>
    create.mutate(
      {
        name: v.childNickname.trim(),
        dateOfBirth: v.childDobOrDueDate || null,
        currentStage: v.parentingStage as ChildStage,
        sex: v.childSex ?? null,
        isActive: true,
      },
      {
        onSuccess: () => {
          toast({
            title: 'Profile Created',
            description: "Your child's profile has been set up successfully!",
          });
          onComplete?.();
          onOpenChange(false);
          reset();
        },
        onError: (err) =>
          toast({
            title: 'Error',
            description: serverErrorText(err) ?? 'Failed to create child profile. Please try again.',
            variant: 'destructive',
          }),
      },
    ),
  );

  const stageChoices: Choice<string>[] = SETUP_STAGES.map((s) => ({
    value: s,
    label: stageLabel(s),
    note: s === detected ? <Badge variant="success">Detected</Badge> : undefined,
  }));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby="setup-step-description">
        <DialogHeader>
          <p className="text-sm text-muted-foreground">
            Step {step} of {TOTAL}
          </p>
          <StepProgress value={(step / TOTAL) * 100} label="Setup progress" />
          <DialogTitle className="mt-2">{STEPS[step - 1].title}</DialogTitle>
          <DialogDescription id="setup-step-description">{STEPS[step - 1].description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (step < TOTAL) {
              if (stepValid) void next();
            } else void submit();
          }}
        >
          {step === 1 && (
            <div className="grid gap-1.5">
              <Label htmlFor="setup-child-nickname">Child's name or nickname</Label>
              <Input
                id="setup-child-nickname"
                autoFocus
                maxLength={100}
                aria-invalid={Boolean(errors.childNickname) || undefined}
                aria-describedby={errors.childNickname ? 'setup-child-nickname-error' : undefined}
                {...form.register('childNickname')}
              />
              {errors.childNickname && (
                <p id="setup-child-nickname-error" role="alert" className="text-sm text-destructive">
                  {errors.childNickname.message}
                </p>
              )}
            </div>
          )}
          {step === 2 && (
            <div className="grid gap-1.5">
              <Label htmlFor="setup-child-date">Due date or birthday</Label>
              <Input
                id="setup-child-date"
                type="date"
                autoFocus
                min={SETUP_DATE_MIN}
                max={SETUP_DATE_MAX}
                {...form.register('childDobOrDueDate')}
              />
              <div className="mt-2 flex items-center gap-3">
                <input
                  type="checkbox"
                  id="setup-no-date-yet"
                  checked={noDateYet}
                  onChange={(e) => {
                    setNoDateYet(e.target.checked);
                    if (e.target.checked) form.setValue('childDobOrDueDate', '');
                  }}
                  className="h-4 w-4 accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
                />
                <Label htmlFor="setup-no-date-yet">We're trying to conceive: no date yet</Label>
              </div>
            </div>
          )}
          {step === 3 && (
            <div className="grid gap-1.5">
              <span id="setup-stage-label" className="text-sm font-medium">
                Parenting stage
              </span>
              <Controller
                control={form.control}
                name="parentingStage"
                render={({ field }) => (
                  <RadioCards
                    labelledBy="setup-stage-label"
                    className="gap-2"
                    options={stageChoices}
                    value={field.value || undefined}
                    onChange={field.onChange}
                  />
                )}
              />
              {errors.parentingStage && (
                <p role="alert" className="text-sm text-destructive">
                  {errors.parentingStage.message}
                </p>
              )}
              {needsDate && (
                <p role="status" className="text-sm text-muted-foreground">
                  This stage needs a due date or birthday: go back to add one, or choose Trying to Conceive.
                </p>
              )}
            </div>
          )}
          {step === 4 && (
            <div className="grid gap-1.5">
              <span id="setup-sex-label" className="text-sm font-medium">
                Child's sex (optional)
              </span>
              <Controller
                control={form.control}
                name="childSex"
                render={({ field }) => (
                  <RadioCards
                    labelledBy="setup-sex-label"
                    className="gap-2"
                    options={SEX_CHOICES}
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            </div>
          )}
          {step === 5 && (
            <div className="grid gap-1.5">
              <Label htmlFor="setup-parent-name">Your name (optional)</Label>
              <Input id="setup-parent-name" autoFocus maxLength={100} {...form.register('parentName')} />
            </div>
          )}
          <DialogFooter className="justify-between sm:justify-between">
            <Button
              type="button"
              variant="outline"
              disabled={step === 1 || create.isPending}
              onClick={() => setStep((s) => Math.max(1, s - 1))}
            >
              <ArrowLeft className="h-4 w-4" aria-hidden /> Back
            </Button>
            {step < TOTAL ? (
              <Button type="submit" disabled={!stepValid}>
                Next <ArrowRight className="h-4 w-4" aria-hidden />
              </Button>
            ) : (
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? (
                  <>
                    <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Creating...
                  </>
                ) : (
                  'Complete Setup'
                )}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export default ChildProfileSetupDialog;
