import { formatClock, formatDuration, type SleepBlock, type SleepPlan } from '@nestkeep/common/web';
import { BedDouble, Info, Moon, Sun } from 'lucide-react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/api/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';

const hours = ([min, max]: [number, number]) => `${min}-${max} hours`;
const wakeRange = ([min, max]: [number, number]) => `${formatDuration(min)} to ${formatDuration(max)}`;

/** The plan as a timeline, its totals, and the ranges it is built on. */
export function SleepPlanView({ plan }: { plan: SleepPlan }) {
  const { isAuthenticated } = useCurrentUser();
  const { band } = plan;
  const summary: Array<[string, string]> = [
    ['Naps', String(plan.naps.length)],
    ['Bedtime', formatClock(plan.bedtime)],
    ['Day sleep', formatDuration(plan.daySleepMinutes)],
    ['Night', formatDuration(plan.nightMinutes)],
  ];
  return (
    <section aria-labelledby="sleep-plan-title" className="space-y-6" data-testid="sleep-plan">
      <Card className="border-primary/40">
        <CardHeader>
          <h2 id="sleep-plan-title" className="text-xl font-semibold">
            A day plan for {band.label}
          </h2>
          <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {summary.map(([label, value]) => (
              <div key={label} className="rounded-lg bg-muted p-3">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd
                  className="text-lg font-semibold"
                  data-testid={`sleep-summary-${label.toLowerCase().replace(' ', '-')}`}
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </CardHeader>
        <CardContent className="space-y-4">
          <ol className="relative space-y-0 border-l-2 border-border pl-5" aria-label="Timeline">
            <TimelineItem time={formatClock(plan.wakeUp)} title="Wake up" icon="wake" />
            {plan.blocks.map((block, i) => (
              <BlockItem key={i} block={block} />
            ))}
          </ol>
          {plan.adjustments.map((note) => (
            <p key={note} className="flex gap-2 rounded-lg bg-muted p-3 text-sm">
              <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              {note}
            </p>
          ))}
          <p className="text-sm">{band.note}</p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">The ranges this plan is built on</h2>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <dl className="grid gap-3 sm:grid-cols-3">
            <div>
              <dt className="font-medium">Wake windows at {band.label}</dt>
              <dd className="text-muted-foreground">{wakeRange(band.wakeWindow)} (typical)</dd>
            </div>
            <div>
              <dt className="font-medium">Naps a day</dt>
              <dd className="text-muted-foreground">{band.napsRange} (typical)</dd>
            </div>
            <div>
              <dt className="font-medium">Total sleep in 24 hours</dt>
              <dd className="text-muted-foreground" data-testid="sleep-total-range">
                {hours(band.totalSleepHours)} ({band.totalSleepSource})
              </dd>
            </div>
          </dl>
          <p className="text-muted-foreground">
            Total sleep follows the American Academy of Sleep Medicine’s recommendations, endorsed by the
            American Academy of Pediatrics (4-12 months 12-16 hours, 1-2 years 11-14 hours, 3-5 years 10-13
            hours, naps included), and the NHS for newborns (8-18 hours). Wake windows and nap counts are the
            typical ranges paediatric sleep guides publish: every child differs, and sleepy cues (yawning,
            rubbing eyes, looking away) matter more than the clock. Bedtime is kept between 6:00 PM and 8:30
            PM.
          </p>
          <p className="rounded-lg border border-border p-3">
            <strong>Not medical advice.</strong> Always put babies to sleep on their back in a clear cot. If
            you are worried about your child’s sleep, breathing or feeding, talk to your health visitor,
            paediatrician or doctor.
          </p>
          {!isAuthenticated && (
            <Button asChild variant="outline" className="h-auto min-h-10 py-2 text-center">
              <Link to="/signup?redirect=%2Fapp">Sign up free to save sleep tips for this age</Link>
            </Button>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function BlockItem({ block }: { block: SleepBlock }) {
  if (block.kind === 'wake') {
    return (
      <li className="py-1 text-sm text-muted-foreground" data-kind="wake">
        Awake for {formatDuration(block.minutes)}
      </li>
    );
  }
  if (block.kind === 'night') {
    return (
      <TimelineItem
        time={formatClock(block.start)}
        title="Bedtime"
        detail={`Night sleep until ${formatClock(block.end)} (${formatDuration(block.minutes)}, any night feeds included)`}
        icon="night"
        testId="sleep-bedtime"
      />
    );
  }
  return (
    <TimelineItem
      time={`${formatClock(block.start)} - ${formatClock(block.end)}`}
      title={block.label}
      detail={formatDuration(block.minutes)}
      icon="nap"
      testId="sleep-nap"
    />
  );
}

function TimelineItem({
  time,
  title,
  detail,
  icon,
  testId,
}: {
  time: string;
  title: string;
  detail?: string;
  icon: 'wake' | 'nap' | 'night';
  testId?: string;
}) {
  const Icon = icon === 'wake' ? Sun : icon === 'nap' ? BedDouble : Moon;
  return (
    <li className="relative py-2" data-testid={testId}>
      <span
        className={cn(
          'absolute -left-[31px] flex h-5 w-5 items-center justify-center rounded-full bg-card ring-2',
          icon === 'wake' ? 'ring-amber-500' : 'ring-primary',
        )}
      >
        <Icon className="h-3 w-3" aria-hidden />
      </span>
      <div className="flex flex-wrap items-baseline gap-x-3">
        <span className="font-semibold">{title}</span>
        <span className="text-sm tabular-nums">{time}</span>
      </div>
      {detail && <p className="text-sm text-muted-foreground">{detail}</p>}
    </li>
  );
}
