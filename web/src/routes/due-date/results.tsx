import type { DueDateResult, TrimesterCard, WeeklyInfo } from '@nestkeep/common/web';
import { CalendarHeart, CheckCircle2, Circle, ExternalLink } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatCalendarDay } from '@/lib/calendar-day';
import { cn } from '@/lib/utils';
import { SaveDueDate } from './save-to-profile';

const ORDINAL = { 1: '1st', 2: '2nd', 3: '3rd' } as const;
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** Everything after Calculate: result card, week card, key dates, trimester cards, call to action. */
export function DueDateResults({ result }: { result: DueDateResult }) {
  return (
    <section aria-labelledby="due-date-result-title" className="space-y-6" data-testid="due-date-results">
      <ResultCard result={result} />
      <SaveDueDate dueDate={result.dueDate} />
      <div className="grid gap-6 lg:grid-cols-2">
        <WeekCard info={result.weekCard} />
        <KeyDates result={result} />
      </div>
      <section aria-labelledby="trimesters-title" className="space-y-3">
        <h2 id="trimesters-title" className="text-xl font-semibold">
          Your pregnancy by trimester
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {result.trimesterCards.map((card) => (
            <TrimesterInfoCard key={card.trimester} card={card} />
          ))}
        </div>
      </section>
      <Card className="bg-primary/5">
        <CardContent className="flex flex-col items-start gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="font-semibold">Keep the tips for every week in one place</h2>
            <p className="text-sm text-muted-foreground">
              Save pregnancy articles and videos to NestKeep, sorted by trimester.
            </p>
          </div>
          <Button asChild>
            <a href="/app" target="_blank" rel="noopener noreferrer">
              Open NestKeep
              <ExternalLink className="h-4 w-4" aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}

function ResultCard({ result }: { result: DueDateResult }) {
  const stats: Array<[string, string]> = [
    ['Weeks pregnant', `${plural(result.gestationalAge, 'week')}, ${plural(result.gestationalDays, 'day')}`],
    ['Weeks remaining', plural(result.weeksLeft, 'week')],
    ['Days to go', String(result.daysLeft)],
    ['Progress', `${result.progressPercentage}%`],
  ];
  return (
    <Card className="border-primary/40">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="due-date-result-title" className="flex items-center gap-2 text-lg font-semibold">
            <CalendarHeart className="h-5 w-5 text-primary dark:text-violet-300" aria-hidden />
            Your estimated due date
          </h2>
          <Badge data-testid="trimester-badge">{ORDINAL[result.currentTrimester]} Trimester</Badge>
        </div>
        <p className="text-3xl font-bold sm:text-4xl" data-testid="due-date-value">
          {formatCalendarDay(result.dueDate)}
        </p>
        <p className="text-muted-foreground" data-testid="due-date-weekday">
          {result.weekday}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {stats.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-muted p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="space-y-1">
          <div className="flex justify-between text-sm">
            <span id="pregnancy-progress-label">Pregnancy progress</span>
            <span>{result.progressPercentage}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="pregnancy-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={result.progressPercentage}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary" style={{ width: `${result.progressPercentage}%` }} />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

function WeekCard({ info }: { info: WeeklyInfo }) {
  const lists: Array<[string, string[]]> = [
    ['Baby’s development', info.developments],
    ['Changes for you', info.maternalChanges],
    ['Tips', info.tips],
  ];
  return (
    <Card data-testid="week-card">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <span aria-hidden className="text-2xl">
            {info.icon}
          </span>
          Week {info.week}: {info.title}
        </h2>
        <p className="text-sm text-muted-foreground">
          {info.babySize}, about the size of {info.comparison}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <TitledLists lists={lists} heading="h3" />
      </CardContent>
    </Card>
  );
}

function KeyDates({ result }: { result: DueDateResult }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Key dates</h2>
      </CardHeader>
      <CardContent>
        <ol className="space-y-3" data-testid="key-dates">
          {result.keyDates.map((k) => (
            <li key={k.week} className="flex gap-3">
              {k.reached ? (
                <CheckCircle2
                  className="mt-0.5 h-5 w-5 shrink-0 text-green-600 dark:text-green-400"
                  aria-label="Reached"
                />
              ) : (
                <Circle className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" aria-label="Ahead" />
              )}
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap justify-between gap-x-3">
                  <span className="font-medium">
                    {k.label}{' '}
                    <span className="text-sm font-normal text-muted-foreground">(week {k.week})</span>
                  </span>
                  <span className="text-sm">{formatCalendarDay(k.date)}</span>
                </div>
                <p className="text-sm text-muted-foreground">{k.detail}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function TrimesterInfoCard({ card }: { card: TrimesterCard }) {
  const lists: Array<[string, string[]]> = [
    ['Highlights', card.keyHighlights],
    ['Common symptoms', card.commonSymptoms],
    ['Important tests', card.importantTests],
    ['Nutrition', card.nutrition],
  ];
  return (
    <Card
      className={cn(card.current && 'border-2 border-primary')}
      data-testid={`trimester-card-${card.trimester}`}
      aria-current={card.current ? 'step' : undefined}
    >
      <CardHeader className="pb-3">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-lg font-semibold">{card.name}</h3>
          {card.current && <Badge variant="success">Current</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">{card.weeks}</p>
      </CardHeader>
      <CardContent className="space-y-3">
        <TitledLists lists={lists} heading="h4" />
      </CardContent>
    </Card>
  );
}

/** Short titled bullet lists (a week's or a trimester's facts); `heading` keeps the page outline. */
function TitledLists({
  lists,
  heading: Heading,
}: {
  lists: Array<[string, string[]]>;
  heading: 'h3' | 'h4';
}) {
  return lists.map(([title, items]) => (
    <div key={title}>
      <Heading className="text-sm font-semibold">{title}</Heading>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  ));
}
