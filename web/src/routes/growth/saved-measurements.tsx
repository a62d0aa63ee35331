import { Trash2 } from 'lucide-react';
import {
  GROWTH_MEASURES,
  growthAgeText,
  completedMonths,
  type GrowthSex,
  type WhoGrowthTables,
} from '@nestkeep/common/web';
import { serverErrorText } from '@/api/child-profiles';
import { useDeleteGrowthMeasurement, useGrowthMeasurements } from '@/api/growth';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@/components/ui/misc';
import { toast } from '@/hooks/use-toast';
import { formatDate } from '@/lib/format';
import { kgText, lbText, type WeightUnit } from './form';
import { chartPoints, GrowthChart } from './growth-chart';

/** YYYY-MM-DD as that calendar day in the browser (not UTC midnight, which is the day before in the Americas). */
const localDay = (day: string) => formatDate(new Date(`${day}T00:00:00`));

const TAB_LABELS = { weight: 'Weight', length: 'Length/height', head: 'Head' } as const;

/**
 * A child's saved measurements: WHO charts per measure and the list, with delete on the ones the
 * user may delete (on a shared child, a partner deletes only the ones they added).
 */
export function SavedMeasurements({
  childId,
  childName,
  birthDate,
  sex,
  tables,
  weightUnit = 'kg',
}: {
  childId: number;
  childName: string;
  birthDate: string;
  sex: GrowthSex | '';
  tables: WhoGrowthTables | undefined;
  /** The unit the parent weighs in: the weight chart and the list lead with it. */
  weightUnit?: WeightUnit;
}) {
  const query = useGrowthMeasurements(childId);
  const remove = useDeleteGrowthMeasurement(childId);
  const measurements = query.data ?? [];

  const onDelete = (id: number, day: string) =>
    remove.mutate(id, {
      onSuccess: () =>
        toast({
          title: 'Measurement deleted',
          description: `The measurement of ${localDay(day)} was removed.`,
        }),
      onError: (err) =>
        toast({
          title: 'Could not delete',
          description: serverErrorText(err) ?? 'Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <Card role="region" aria-labelledby="growth-saved-title">
      <CardHeader>
        <CardTitle id="growth-saved-title">{childName}'s growth chart</CardTitle>
        <CardDescription>
          Saved measurements drawn over the WHO Child Growth Standards percentile curves (3rd, 15th, 50th,
          85th and 97th).
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {!birthDate || !sex ? (
          <p className="text-sm text-muted-foreground">
            Add {childName}'s birth date and sex to the child profile (or the form above) to see the
            measurements on the WHO charts.
          </p>
        ) : !tables ? (
          <p className="text-sm text-muted-foreground" role="status">
            Loading the WHO charts...
          </p>
        ) : (
          <TabsRoot defaultValue="weight" className="space-y-3">
            <TabsList aria-label="Growth charts">
              {GROWTH_MEASURES.map((m) => (
                <TabsTrigger key={m} value={m}>
                  {TAB_LABELS[m]}
                </TabsTrigger>
              ))}
            </TabsList>
            {GROWTH_MEASURES.map((m) => (
              <TabsContent key={m} value={m}>
                <GrowthChart
                  tables={tables}
                  measure={m}
                  sex={sex}
                  childName={childName}
                  points={chartPoints(measurements, m, birthDate)}
                  weightUnit={weightUnit}
                />
              </TabsContent>
            ))}
          </TabsRoot>
        )}

        <section aria-labelledby="growth-list-title" className="space-y-2">
          <h3 id="growth-list-title" className="font-semibold">
            Saved measurements
          </h3>
          {query.isLoading ? (
            <p className="text-sm text-muted-foreground">Loading measurements...</p>
          ) : measurements.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No measurements saved yet. Calculate with {childName} selected and choose Save measurement.
            </p>
          ) : (
            <ul className="divide-y divide-border rounded-lg border border-border" data-growth-list>
              {[...measurements].reverse().map((m) => (
                <li key={m.id} className="flex items-start justify-between gap-3 p-3 text-sm">
                  <div className="space-y-0.5">
                    <p className="font-medium">
                      {localDay(m.measuredOn)}
                      {birthDate && m.measuredOn >= birthDate && (
                        <span className="font-normal text-muted-foreground">
                          {' '}
                          · {growthAgeText(completedMonths(birthDate, m.measuredOn))}
                        </span>
                      )}
                    </p>
                    <p className="text-muted-foreground">
                      {[
                        m.weightKg != null &&
                          (weightUnit === 'lb'
                            ? `Weight ${lbText(m.weightKg)} (${kgText(m.weightKg)})`
                            : `Weight ${kgText(m.weightKg)} (${lbText(m.weightKg)})`),
                        m.lengthCm != null && `Length/height ${m.lengthCm} cm`,
                        m.headCm != null && `Head ${m.headCm} cm`,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  {m.canDelete && (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete the measurement of ${localDay(m.measuredOn)}`}
                      disabled={remove.isPending}
                      onClick={() => onDelete(m.id, m.measuredOn)}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
