import { Baby, Clock, Milk, Utensils } from 'lucide-react';
import { useEffect, useState } from 'react';
import { parseISO } from 'date-fns';
import type { BottleUnit, FeedingLogResponse, FeedingTotals } from '@nestkeep/common/web';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { describeEntry, formatAmount, timeAgo } from './describe';

/** The current time, refreshed every `ms`, for "… ago" texts. */
function useNow(ms: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), ms);
    return () => window.clearInterval(id);
  }, [ms]);
  return now;
}

const breastText = (t: FeedingTotals) => (t.breastFeeds ? `${t.breastFeeds} · ${t.breastMinutes} min` : '—');
const bottleText = (t: FeedingTotals, unit: BottleUnit) =>
  t.bottleFeeds ? `${t.bottleFeeds} · ${formatAmount(t.bottleMl, unit)}` : '—';

/** Last feed and today's totals, side by side on wider screens. */
export function FeedingSummary({ log, unit }: { log: FeedingLogResponse; unit: BottleUnit }) {
  const now = useNow(30_000);
  const { lastFeed, today } = log;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="flex items-center gap-2 text-base">
            <Clock className="h-4 w-4 text-primary dark:text-violet-300" aria-hidden /> Last feed
          </CardTitle>
        </CardHeader>
        <CardContent data-testid="last-feed">
          {lastFeed ? (
            <>
              <p className="text-2xl font-semibold">{timeAgo(new Date(lastFeed.startedAt), now)}</p>
              <p className="text-sm text-muted-foreground">{describeEntry(lastFeed)}</p>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">No feeds logged yet.</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-base">Today</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-3 gap-2 text-center" data-testid="today-totals">
            <div className="rounded-lg bg-muted/50 p-2">
              <dt className="flex items-center justify-center gap-1 text-xs text-muted-foreground">
                <Baby className="h-3.5 w-3.5" aria-hidden /> Breast
              </dt>
              <dd className="font-semibold">{today.breastFeeds}</dd>
              <dd className="text-xs text-muted-foreground">{today.breastMinutes} min</dd>
            </div>
            <div className="rounded-lg bg-muted/50 p-2">
              <dt className="flex items-center justify-center gap-1 text-xs text-muted-foreground">
                <Milk className="h-3.5 w-3.5" aria-hidden /> Bottle
              </dt>
              <dd className="font-semibold">{today.bottleFeeds}</dd>
              <dd className="text-xs text-muted-foreground">{formatAmount(today.bottleMl, unit)}</dd>
            </div>
            <div className="rounded-lg bg-muted/50 p-2">
              <dt className="flex items-center justify-center gap-1 text-xs text-muted-foreground">
                <Utensils className="h-3.5 w-3.5" aria-hidden /> Solids
              </dt>
              <dd className="font-semibold">{today.solids}</dd>
              <dd className="text-xs text-muted-foreground">{today.solids === 1 ? 'meal' : 'meals'}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

/** The last seven days, today last, with a bar of each day's feed count. */
export function FeedingWeek({ log, unit }: { log: FeedingLogResponse; unit: BottleUnit }) {
  const counts = log.days.map((d) => d.breastFeeds + d.bottleFeeds + d.solids);
  const most = Math.max(1, ...counts);
  return (
    // min-w-0: as a grid item it may be narrower than the table, which then scrolls inside.
    <Card className="min-w-0">
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Last 7 days</CardTitle>
      </CardHeader>
      {/* Below `sm` the Add Content button floats over the card's right edge (right-4, 56 px wide):
          the table, and its sideways scroll, end left of it so no column is ever under it (walk-a31). */}
      <CardContent className="px-2 sm:px-5">
        <div
          className="mr-16 overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary sm:mr-0"
          data-testid="feeding-week-scroll"
          // A region that scrolls sideways on a narrow phone: reachable and scrollable by keyboard.
          tabIndex={0}
          role="region"
          aria-label="Last 7 days, scrolls sideways"
        >
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-muted-foreground">
                <th scope="col" className="px-2 py-1.5 font-medium">
                  Day
                </th>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  Breast
                </th>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  Bottle
                </th>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  Solids
                </th>
              </tr>
            </thead>
            <tbody>
              {[...log.days].reverse().map((day, i) => {
                const count = counts[counts.length - 1 - i]!;
                const isToday = i === 0;
                return (
                  <tr key={day.date} className="border-t border-border">
                    <th scope="row" className="px-2 py-2 text-left font-medium">
                      <span className="whitespace-nowrap">
                        {isToday ? 'Today' : formatDate(parseISO(day.date))}
                      </span>
                      <span
                        className="mt-1 block h-1.5 rounded-full bg-primary/70"
                        style={{ width: `${(count / most) * 100}%`, minWidth: count ? '0.5rem' : 0 }}
                        aria-hidden
                      />
                    </th>
                    <td className="whitespace-nowrap px-2 py-2 tabular-nums">{breastText(day)}</td>
                    <td className="whitespace-nowrap px-2 py-2 tabular-nums">{bottleText(day, unit)}</td>
                    <td className="px-2 py-2 tabular-nums">{day.solids || '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
