import {
  childAgeLabel,
  daysBetween,
  parseCalendarDay,
  phaseFromDate,
  type PhaseResult,
} from '@nestkeep/common/web';
import { Compass, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/api/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { useActiveChild } from '@/hooks/use-active-child';
import { localTodayUtc } from '@/lib/calendar-day';
import { PAGE_META, usePageMeta } from '@/lib/meta';

/** The phases end at the fifth birthday (260 weeks), where the preschool stage does. */
const LAST_PHASE_DAYS = 260 * 7;

type Reading = { ok: true; phase: PhaseResult; age: string | null } | { ok: false; problem: string } | null;

function readDate(value: string): Reading {
  if (!value) return null;
  const day = parseCalendarDay(value);
  if (!day) return { ok: false, problem: 'Enter a complete date.' };
  const today = localTodayUtc();
  if (-daysBetween(today, day) >= LAST_PHASE_DAYS) {
    return { ok: false, problem: 'NestKeep’s phases go up to 5 years; this birthday is further back.' };
  }
  const phase = phaseFromDate(day, today);
  const age = childAgeLabel({ currentStage: phase.stage, dateOfBirth: value }, today);
  return { ok: true, phase, age };
}

/** The parenting phase calculator (part 1 §1): public, local, the stage rule of part 2 §4. */
export default function PhaseCalculator() {
  usePageMeta(PAGE_META['/tools/phase-calculator']);
  const active = useActiveChild();
  const [typed, setTyped] = useState<string | null>(null);
  // The active child's date is the starting value until the visitor types their own.
  const value = typed ?? active?.day ?? '';
  const reading = readDate(value);

  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4 pb-8" data-screen="phase-calculator">
      <header className="space-y-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
          <Compass className="h-7 w-7 text-primary dark:text-violet-300" aria-hidden />
          Parenting Phase Calculator
        </h1>
        <p className="text-muted-foreground">
          Enter a due date or a birthday to see which phase you are in and what it usually brings.
        </p>
      </header>

      <Card>
        <CardContent className="space-y-2 pt-5">
          <Label htmlFor="phase-date">Due date or birthday</Label>
          <Input
            id="phase-date"
            type="date"
            value={value}
            onChange={(e) => setTyped(e.target.value)}
            aria-describedby="phase-date-hint"
            className="sm:max-w-xs"
          />
          <p id="phase-date-hint" className="text-sm text-muted-foreground">
            A date from today on counts as a due date; a past date as your child’s birthday.
            {active?.day &&
              typed === null &&
              ` Filled in from ${active.child.name ?? 'your child'}’s profile.`}
          </p>
        </CardContent>
      </Card>

      <div aria-live="polite">
        {reading && !reading.ok && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {reading.problem}
          </p>
        )}
        {reading?.ok && <PhaseCard phase={reading.phase} age={reading.age} />}
      </div>
    </div>
  );
}

function PhaseCard({ phase, age }: { phase: PhaseResult; age: string | null }) {
  const { isAuthenticated } = useCurrentUser();
  const pregnant = phase.dateKind === 'due' && phase.stage !== 'trying-to-conceive';
  return (
    <Card className="border-primary/40" data-testid="phase-result">
      <CardHeader className="gap-2">
        <p className="text-sm text-muted-foreground">
          Read as {phase.dateKind === 'due' ? 'a due date' : 'a birthday'}
          {age ? ` · ${age}` : ''}
        </p>
        <h2 className="text-2xl font-bold" data-testid="phase-label">
          {phase.label}
        </h2>
        <p>{phase.guide.summary}</p>
      </CardHeader>
      <CardContent className="space-y-5">
        <div>
          <h3 className="font-semibold">What this phase usually brings</h3>
          <ul className="mt-2 space-y-2">
            {phase.guide.brings.map((item) => (
              <li key={item} className="flex gap-2 text-sm">
                <Sparkles className="mt-0.5 h-4 w-4 shrink-0 text-primary dark:text-violet-300" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {isAuthenticated ? (
            <Button asChild className="h-auto min-h-10 py-2 text-center">
              <Link to="/app">Save tips for this phase</Link>
            </Button>
          ) : (
            <Button asChild className="h-auto min-h-10 py-2 text-center">
              <Link to="/signup?redirect=%2Fapp">Sign up free to save tips for this phase</Link>
            </Button>
          )}
          {pregnant ? (
            <Button asChild variant="outline" className="h-auto min-h-10 py-2 text-center">
              <Link to="/tools/due-date-calculator">Due Date Calculator</Link>
            </Button>
          ) : (
            phase.dateKind === 'birth' && (
              <Button asChild variant="outline" className="h-auto min-h-10 py-2 text-center">
                <Link to="/tools/sleep-schedule">Sleep schedule for this age</Link>
              </Button>
            )
          )}
        </div>
        <p className="text-xs text-muted-foreground">
          <Badge variant="secondary" className="mr-1">
            Phases
          </Badge>
          Trying to conceive, three trimesters, newborn (0-3 months), infant (3-12 months), toddler (1-3
          years) and preschool (3-5 years).
        </p>
      </CardContent>
    </Card>
  );
}
