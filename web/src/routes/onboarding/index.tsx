import { ArrowLeft, ArrowRight, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { INTERESTS, trimesterWeeksText } from '@nestkeep/common/web';
import { useCompleteOnboarding } from '@/api/onboarding';
import { CheckCards, RadioCards, StepProgress, type Choice } from '@/components/child-profiles/choice-group';
import { todayIso } from '@/components/child-profiles/labels';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { Checkbox } from '@/components/ui/misc';
import { Select } from '@/components/ui/select';
import { toast } from '@/hooks/use-toast';
import {
  canContinue,
  dueDateProblem,
  INITIAL_ANSWERS,
  stepKind,
  toPayload,
  totalSteps,
  type ChildSexAnswer,
  type OnboardingAnswers,
  type StepKind,
  type Trimester,
  type TryingDuration,
  type UserStage,
} from './steps';

const STAGE_CHOICES: Choice<UserStage>[] = [
  { value: 'trying_to_conceive', label: 'Trying to conceive', description: 'Planning for a baby' },
  { value: 'currently_pregnant', label: 'Currently pregnant', description: 'Expecting a little one' },
  { value: 'already_parent', label: 'Already a parent', description: 'Raising one or more children' },
];
const DURATION_CHOICES: Choice<TryingDuration>[] = [
  { value: 'less_than_3_months', label: 'Less than 3 months' },
  { value: '3_to_6_months', label: '3-6 months' },
  { value: 'over_6_months', label: 'Over 6 months' },
];
const TRIMESTER_CHOICES: Choice<Trimester>[] = [
  { value: 'first', label: 'First trimester', description: trimesterWeeksText(1) },
  { value: 'second', label: 'Second trimester', description: trimesterWeeksText(2) },
  { value: 'third', label: 'Third trimester', description: trimesterWeeksText(3) },
];
const COUNT_CHOICES: Choice<number>[] = [
  { value: 1, label: '1' },
  { value: 2, label: '2' },
  { value: 3, label: '3' },
  { value: 4, label: '4+' },
];

const SEX_OPTIONS: Array<{ value: ChildSexAnswer; label: string }> = [
  { value: 'boy', label: 'Boy' },
  { value: 'girl', label: 'Girl' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
];

/** A child's sex, optional: the growth calculator's WHO charts differ for boys and girls. */
function SexField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: ChildSexAnswer;
  onChange: (value: ChildSexAnswer) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        placeholder="Not set"
        options={SEX_OPTIONS}
        onChange={(e) => onChange(e.target.value as ChildSexAnswer)}
      />
    </div>
  );
}

const TITLES: Record<StepKind, { title: string; description: string }> = {
  stage: { title: 'What best describes you?', description: "We'll tailor NestKeep to where you are." },
  duration: { title: 'How long have you been trying?', description: 'This helps us pick the right content.' },
  trimester: { title: 'Which trimester are you in?', description: "We'll match guidance to your weeks." },
  count: { title: 'How many children do you have?', description: 'Choose 4+ for four or more.' },
  dobs: {
    title: 'Tell us about your children',
    description: 'A name, a birth date and (if you like) the sex of each child.',
  },
  interests: { title: 'What are you interested in?', description: 'Choose at least one.' },
  final: { title: 'Almost done!', description: 'Just a couple of optional details.' },
};
const INTEREST_TITLES: Record<UserStage, string> = {
  trying_to_conceive: 'What are you interested in?',
  currently_pregnant: 'What do you need help with?',
  already_parent: 'What would help you most?',
};

/**
 * First-login onboarding (part 2 §2.3, §4, §5), shown by the shell instead of the app until the
 * user's record says it is completed.
 */
export default function Onboarding() {
  const [step, setStep] = useState(1);
  const [answers, setAnswers] = useState<OnboardingAnswers>(INITIAL_ANSWERS);
  const complete = useCompleteOnboarding();
  const navigate = useNavigate();
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const today = todayIso();

  const total = totalSteps(answers.userStage);
  const kind = stepKind(step, answers.userStage);
  const percent = Math.round((step / total) * 100);
  const isLast = step === total;
  const enabled = canContinue(step, answers, today) && !complete.isPending;
  const dueProblem = dueDateProblem(answers.dueDate);
  const set = (patch: Partial<OnboardingAnswers>) => setAnswers((a) => ({ ...a, ...patch }));

  // Move focus to the new question so keyboard and screen-reader users follow the steps.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  // mutateAsync, not per-call callbacks: the wizard may unmount as soon as the user is refetched.
  const submit = async () => {
    try {
      await complete.mutateAsync(toPayload(answers));
    } catch {
      toast({ title: 'Something went wrong', description: 'Please try again.', variant: 'destructive' });
      return;
    }
    toast({ title: 'Welcome to NestKeep! 🎉', description: 'Your profile has been set up successfully.' });
    if (location.pathname === '/' || location.pathname === '') navigate('/app', { replace: true });
  };

  const next = () => {
    if (!enabled) return;
    if (isLast) void submit();
    else setStep((s) => s + 1);
  };

  const { title, description } =
    kind === 'interests' && answers.userStage
      ? { title: INTEREST_TITLES[answers.userStage], description: TITLES.interests.description }
      : TITLES[kind];

  return (
    <div
      className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary/10 via-background to-background p-4"
      data-screen="onboarding"
    >
      <Card className="w-full max-w-xl">
        <CardHeader>
          <div className="flex items-center justify-between">
            <Badge variant="secondary">
              Step {step} of {total}
            </Badge>
            <span className="text-sm text-muted-foreground" aria-live="polite">
              {percent}% complete
            </span>
          </div>
          <StepProgress value={percent} label="Onboarding progress" className="mt-2" />
          <h1
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="mt-4 text-2xl font-bold focus:outline-none"
          >
            {title}
          </h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            next();
          }}
        >
          <CardContent>
            {kind === 'stage' && (
              <RadioCards
                labelledBy={headingId}
                options={STAGE_CHOICES}
                value={answers.userStage}
                onChange={(userStage) =>
                  set(userStage === answers.userStage ? {} : { userStage, interests: [] })
                }
              />
            )}
            {kind === 'duration' && (
              <RadioCards
                labelledBy={headingId}
                options={DURATION_CHOICES}
                value={answers.tryingDuration}
                onChange={(tryingDuration) => set({ tryingDuration })}
              />
            )}
            {kind === 'trimester' && (
              <div className="grid gap-5">
                <RadioCards
                  labelledBy={headingId}
                  options={TRIMESTER_CHOICES}
                  value={answers.trimester}
                  onChange={(trimester) => set({ trimester })}
                />
                <div className="grid gap-4 sm:grid-cols-2">
                  <div className="grid gap-1.5">
                    <Label htmlFor="onboarding-baby-name">Baby&apos;s name (optional)</Label>
                    <Input
                      id="onboarding-baby-name"
                      placeholder="A name or nickname"
                      maxLength={100}
                      value={answers.babyName}
                      onChange={(e) => set({ babyName: e.target.value })}
                    />
                  </div>
                  <div className="grid gap-1.5">
                    <Label htmlFor="onboarding-due-date">Due date (optional)</Label>
                    <Input
                      id="onboarding-due-date"
                      type="date"
                      min={today}
                      value={answers.dueDate}
                      aria-invalid={dueProblem ? true : undefined}
                      aria-describedby={dueProblem ? 'onboarding-due-date-error' : undefined}
                      onChange={(e) => set({ dueDate: e.target.value })}
                    />
                    {dueProblem && (
                      <p id="onboarding-due-date-error" className="text-sm text-destructive">
                        {dueProblem}
                      </p>
                    )}
                  </div>
                  <SexField
                    id="onboarding-baby-sex"
                    label="Baby's sex (optional)"
                    value={answers.babySex}
                    onChange={(babySex) => set({ babySex })}
                  />
                </div>
              </div>
            )}
            {kind === 'count' && (
              <RadioCards
                labelledBy={headingId}
                className="grid-cols-4"
                options={COUNT_CHOICES}
                value={answers.childrenCount}
                onChange={(childrenCount) =>
                  set({
                    childrenCount,
                    childrenDOBs: Array.from(
                      { length: childrenCount },
                      (_, i) => answers.childrenDOBs[i] ?? '',
                    ),
                    childrenNames: Array.from(
                      { length: childrenCount },
                      (_, i) => answers.childrenNames[i] ?? '',
                    ),
                    childrenSexes: Array.from(
                      { length: childrenCount },
                      (_, i) => answers.childrenSexes[i] ?? '',
                    ),
                  })
                }
              />
            )}
            {kind === 'dobs' && (
              <div className="grid gap-4">
                {answers.childrenDOBs.map((dob, i) => (
                  <fieldset key={i} className="grid gap-1.5 sm:grid-cols-2 sm:gap-3">
                    <legend className="sr-only">Child {i + 1}</legend>
                    <div className="grid gap-1.5">
                      <Label htmlFor={`child-name-${i}`}>Child {i + 1} name</Label>
                      <Input
                        id={`child-name-${i}`}
                        placeholder="A name or nickname"
                        maxLength={100}
                        value={answers.childrenNames[i] ?? ''}
                        onChange={(e) =>
                          set({
                            childrenNames: answers.childrenDOBs.map((_, j) =>
                              j === i ? e.target.value : (answers.childrenNames[j] ?? ''),
                            ),
                          })
                        }
                      />
                    </div>
                    <div className="grid gap-1.5">
                      <Label htmlFor={`child-dob-${i}`}>Child {i + 1} birth date</Label>
                      <Input
                        id={`child-dob-${i}`}
                        type="date"
                        max={today}
                        required
                        value={dob}
                        aria-invalid={dob > today || undefined}
                        onChange={(e) =>
                          set({
                            childrenDOBs: answers.childrenDOBs.map((d, j) => (j === i ? e.target.value : d)),
                          })
                        }
                      />
                      {dob > today && (
                        <p className="text-sm text-destructive">The birth date cannot be later than today.</p>
                      )}
                    </div>
                    <SexField
                      id={`child-sex-${i}`}
                      label={`Child ${i + 1} sex (optional)`}
                      value={answers.childrenSexes[i] ?? ''}
                      onChange={(sex) =>
                        set({
                          childrenSexes: answers.childrenDOBs.map((_, j) =>
                            j === i ? sex : (answers.childrenSexes[j] ?? ''),
                          ),
                        })
                      }
                    />
                  </fieldset>
                ))}
              </div>
            )}
            {kind === 'interests' && answers.userStage && (
              <CheckCards
                label={title}
                options={INTERESTS[answers.userStage]}
                values={answers.interests}
                onChange={(interests) => set({ interests })}
              />
            )}
            {kind === 'final' && (
              <div className="grid gap-5">
                <div className="grid gap-1.5">
                  <Label htmlFor="onboarding-parent-name">What should we call you?</Label>
                  <Input
                    id="onboarding-parent-name"
                    autoComplete="given-name"
                    placeholder="Your name (optional)"
                    maxLength={100}
                    value={answers.parentName}
                    onChange={(e) => set({ parentName: e.target.value })}
                  />
                </div>
                <div className="flex items-center gap-3">
                  <Checkbox
                    id="onboarding-newsletter"
                    checked={answers.newsletterOptIn}
                    onCheckedChange={(v) => set({ newsletterOptIn: v === true })}
                    className="focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
                  />
                  <Label htmlFor="onboarding-newsletter">Weekly parenting emails</Label>
                </div>
              </div>
            )}
          </CardContent>
          <CardFooter className="justify-between">
            <Button
              type="button"
              variant="outline"
              disabled={step === 1 || complete.isPending}
              onClick={() => setStep((s) => Math.max(1, s - 1))}
            >
              <ArrowLeft className="h-4 w-4" aria-hidden /> Back
            </Button>
            <Button type="submit" disabled={!enabled}>
              {isLast ? (
                complete.isPending ? (
                  <>
                    <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Setting up...
                  </>
                ) : (
                  'Complete Setup'
                )
              ) : (
                <>
                  Continue <ArrowRight className="h-4 w-4" aria-hidden />
                </>
              )}
            </Button>
          </CardFooter>
        </form>
      </Card>
    </div>
  );
}
