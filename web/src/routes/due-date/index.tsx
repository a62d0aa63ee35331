import {
  calculateDueDate,
  DUE_DATE_TEXT,
  parseCalendarDay,
  type DueDateMode,
  type DueDateResult,
} from '@nestkeep/common/web';
import { Baby, Calculator } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AuthGate } from '@/components/auth-gate';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@/components/ui/misc';
import { toast } from '@/hooks/use-toast';
import { formatCalendarDay, localTodayIso, localTodayUtc } from '@/lib/calendar-day';
import { PAGE_META, usePageMeta } from '@/lib/meta';
import { DueDateResults } from './results';

type Tab = 'lmp' | 'conception' | 'ivf';
type EmbryoDay = 'ivf-day3' | 'ivf-day5';

const TABS: Array<{ value: Tab; label: string; field: string; hint: string }> = [
  {
    value: 'lmp',
    label: 'Last Menstrual Period',
    field: 'First day of your last period',
    hint: 'Counts 280 days (40 weeks) from the first day of your last period.',
  },
  {
    value: 'conception',
    label: 'Conception Date',
    field: 'Conception date',
    hint: 'Conception usually happens about 14 days after the start of the last period.',
  },
  {
    value: 'ivf',
    label: 'IVF Transfer',
    field: 'Embryo transfer date',
    hint: 'Counts from the transfer date and the embryo’s age when it was transferred.',
  },
];

/** The due date calculator (part 2 §2.11): guarded, all computation local, no calls. */
export default function DueDateCalculatorPage() {
  usePageMeta(PAGE_META['/tools/due-date-calculator']);
  return (
    <AuthGate>
      <DueDateCalculator />
    </AuthGate>
  );
}

function DueDateCalculator() {
  const [tab, setTab] = useState<Tab>('lmp');
  const [dates, setDates] = useState<Record<Tab, string>>({ lmp: '', conception: '', ivf: '' });
  const [embryoDay, setEmbryoDay] = useState<EmbryoDay>('ivf-day5');
  const [result, setResult] = useState<DueDateResult | null>(null);
  const today = localTodayIso();
  const resultRef = useRef<HTMLDivElement>(null);

  // The result opens below the form, out of sight on a phone: brought into view after Calculate.
  useEffect(() => {
    if (!result) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    resultRef.current?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [result]);

  function calculate(event: FormEvent) {
    event.preventDefault();
    const entered = dates[tab];
    if (!entered) {
      toast({
        variant: 'destructive',
        title: DUE_DATE_TEXT.missingTitle,
        description: DUE_DATE_TEXT.missingDescription,
      });
      return;
    }
    const day = parseCalendarDay(entered);
    const mode: DueDateMode = tab === 'ivf' ? embryoDay : tab;
    const outcome = day ? calculateDueDate(mode, day, localTodayUtc()) : null;
    if (!outcome?.ok) {
      toast({
        variant: 'destructive',
        title: 'Please check the date',
        description: outcome?.problem ?? DUE_DATE_TEXT.missingDescription,
      });
      return;
    }
    setResult(outcome.result);
    toast({
      title: DUE_DATE_TEXT.successTitle,
      description: `Your estimated due date is ${formatCalendarDay(outcome.result.dueDate)}.`,
    });
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 p-4 pb-8" data-screen="due-date">
      <header className="space-y-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
          <Baby className="h-7 w-7 text-primary dark:text-violet-300" aria-hidden />
          Due Date Calculator
        </h1>
        <p className="text-muted-foreground">
          Find your estimated due date, how far along you are and the milestones ahead.
        </p>
      </header>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">Calculate your due date</h2>
          <CardDescription>
            Choose what you know: your last period, conception date or IVF transfer.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={calculate} noValidate className="space-y-5">
            <TabsRoot value={tab} onValueChange={(v) => setTab(v as Tab)}>
              <TabsList
                aria-label="What date do you know?"
                className="grid h-auto w-full grid-cols-1 gap-1 sm:grid-cols-3"
              >
                {TABS.map((t) => (
                  <TabsTrigger key={t.value} value={t.value} className="px-2 py-2">
                    {t.label}
                  </TabsTrigger>
                ))}
              </TabsList>
              {TABS.map((t) => (
                <TabsContent key={t.value} value={t.value} className="mt-4 space-y-4">
                  <div className="space-y-2">
                    <Label htmlFor={`due-date-${t.value}`}>{t.field}</Label>
                    <Input
                      id={`due-date-${t.value}`}
                      type="date"
                      max={today}
                      value={dates[t.value]}
                      onChange={(e) => setDates((d) => ({ ...d, [t.value]: e.target.value }))}
                      aria-describedby={`due-date-${t.value}-hint`}
                      className="sm:max-w-xs"
                    />
                    <p id={`due-date-${t.value}-hint`} className="text-sm text-muted-foreground">
                      {t.hint}
                    </p>
                  </div>
                  {t.value === 'ivf' && <EmbryoDayChoice value={embryoDay} onChange={setEmbryoDay} />}
                </TabsContent>
              ))}
            </TabsRoot>
            <Button type="submit" size="lg" className="w-full sm:w-auto">
              <Calculator className="h-4 w-4" aria-hidden />
              Calculate Due Date
            </Button>
          </form>
        </CardContent>
      </Card>

      {result && (
        // Its top clear of the sticky header, and below `sm` of the toast under the header too.
        <div ref={resultRef} data-testid="due-date-result-anchor" className="scroll-mt-48 sm:scroll-mt-20">
          <DueDateResults result={result} />
        </div>
      )}

      <p className="text-sm text-muted-foreground">
        An estimate for information, not medical advice: your midwife or doctor confirms your due date,
        usually with the dating scan. Weekly information follows ACOG and NHS guidance.
      </p>
    </div>
  );
}

function EmbryoDayChoice({ value, onChange }: { value: EmbryoDay; onChange: (v: EmbryoDay) => void }) {
  const options: Array<{ value: EmbryoDay; label: string }> = [
    { value: 'ivf-day3', label: 'Day-3 embryo' },
    { value: 'ivf-day5', label: 'Day-5 embryo (blastocyst)' },
  ];
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Embryo age at transfer</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {options.map((o) => (
          <label key={o.value} className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name="embryo-day"
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="h-4 w-4 accent-primary"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
