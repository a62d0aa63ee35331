import {
  buildSleepPlan,
  dateKindOf,
  parseCalendarDay,
  parseClock,
  type ChildAgeInput,
  type SleepPlanOutcome,
} from '@nestkeep/common/web';
import { Moon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@/components/ui/misc';
import { useActiveChild } from '@/hooks/use-active-child';
import { localTodayIso, localTodayUtc } from '@/lib/calendar-day';
import { PAGE_META, usePageMeta } from '@/lib/meta';
import { SleepPlanView } from './plan';

type AgeMode = 'age' | 'birth';
type AgeUnit = 'weeks' | 'months';

const field =
  'h-10 rounded-lg border border-border bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary';

/** The sleep schedule generator (part 1 §1): public, local; the day plan from age and wake-up time. */
export default function SleepSchedule() {
  usePageMeta(PAGE_META['/tools/sleep-schedule']);
  const active = useActiveChild();
  const activeBirthDay = active?.day && dateKindOf(active.child.currentStage) === 'birth' ? active.day : null;
  const [mode, setMode] = useState<AgeMode | null>(null);
  const [amount, setAmount] = useState('');
  const [unit, setUnit] = useState<AgeUnit>('months');
  const [birthDate, setBirthDate] = useState<string | null>(null);
  const [wake, setWake] = useState('07:00');
  const [outcome, setOutcome] = useState<SleepPlanOutcome | null>(null);
  // A signed-in parent's born child starts the form on its birth date, until the visitor changes it.
  const ageMode = mode ?? (activeBirthDay ? 'birth' : 'age');
  const birthValue = birthDate ?? activeBirthDay ?? '';

  function ageInput(): ChildAgeInput | string {
    if (ageMode === 'birth') {
      const day = parseCalendarDay(birthValue);
      return day ? { birthDate: day, now: localTodayUtc() } : 'Enter your child’s birth date.';
    }
    const n = Number(amount);
    if (amount.trim() === '' || !Number.isInteger(n) || n < 0)
      return 'Enter your child’s age in whole weeks or months.';
    return unit === 'weeks' ? { weeks: n } : { months: n };
  }

  function generate(event: FormEvent) {
    event.preventDefault();
    const age = ageInput();
    const wakeUp = parseClock(wake);
    if (typeof age === 'string') setOutcome({ ok: false, problem: age });
    else if (wakeUp === null)
      setOutcome({ ok: false, problem: 'Enter the time your child usually wakes up.' });
    else setOutcome(buildSleepPlan(age, wakeUp));
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6 p-4 pb-8" data-screen="sleep-schedule">
      <header className="space-y-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
          <Moon className="h-7 w-7 text-primary dark:text-violet-300" aria-hidden />
          Sleep Schedule Generator
        </h1>
        <p className="text-muted-foreground">
          Wake windows, naps and bedtime for your child’s age, built from the time they wake up.
        </p>
      </header>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">Your child</h2>
          <CardDescription>Give their age or birth date, and when they usually wake up.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={generate} noValidate className="space-y-5">
            <TabsRoot value={ageMode} onValueChange={(v) => setMode(v as AgeMode)}>
              <TabsList
                aria-label="How to give your child’s age"
                className="grid w-full grid-cols-2 sm:w-auto"
              >
                <TabsTrigger value="age">Age</TabsTrigger>
                <TabsTrigger value="birth">Birth date</TabsTrigger>
              </TabsList>
              <TabsContent value="age" className="mt-4">
                <fieldset className="space-y-2">
                  <legend className="text-sm font-medium">Child’s age</legend>
                  <div className="flex gap-2">
                    <Label htmlFor="sleep-age" className="sr-only">
                      Age in {unit}
                    </Label>
                    <Input
                      id="sleep-age"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      value={amount}
                      onChange={(e) => setAmount(e.target.value)}
                      className="w-28"
                    />
                    <Label htmlFor="sleep-age-unit" className="sr-only">
                      Unit
                    </Label>
                    <select
                      id="sleep-age-unit"
                      value={unit}
                      onChange={(e) => setUnit(e.target.value as AgeUnit)}
                      className={field}
                    >
                      <option value="weeks">weeks</option>
                      <option value="months">months</option>
                    </select>
                  </div>
                </fieldset>
              </TabsContent>
              <TabsContent value="birth" className="mt-4 space-y-2">
                <Label htmlFor="sleep-birth-date">Birth date</Label>
                <Input
                  id="sleep-birth-date"
                  type="date"
                  max={localTodayIso()}
                  value={birthValue}
                  onChange={(e) => setBirthDate(e.target.value)}
                  className="sm:max-w-xs"
                />
                {activeBirthDay && birthDate === null && (
                  <p className="text-sm text-muted-foreground">
                    Filled in from {active?.child.name ?? 'your child'}’s profile.
                  </p>
                )}
              </TabsContent>
            </TabsRoot>
            <div className="space-y-2">
              <Label htmlFor="sleep-wake" className="block">
                Usual wake-up time
              </Label>
              <Input
                id="sleep-wake"
                type="time"
                step={300}
                value={wake}
                onChange={(e) => setWake(e.target.value)}
                className="w-36"
              />
            </div>
            <Button type="submit" size="lg" className="w-full sm:w-auto">
              Create Schedule
            </Button>
          </form>
        </CardContent>
      </Card>

      <div aria-live="polite">
        {outcome && !outcome.ok && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {outcome.problem}
          </p>
        )}
        {outcome?.ok && <SleepPlanView plan={outcome.plan} />}
      </div>
    </div>
  );
}
