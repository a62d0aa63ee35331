import { Info, Save } from 'lucide-react';
import { WHO_CREDIT, type GrowthMeasure, type GrowthResult } from '@nestkeep/common/web';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { kgText, lbText } from './form';

const LABELS: Record<GrowthMeasure, string> = {
  weight: 'Weight',
  length: 'Height/Length',
  head: 'Head circumference',
};

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** A WHO percentile as a parent reads it: whole numbers, with the extremes as "below 1st"/"above 99th". */
export function percentileText(p: number): string {
  if (p < 1) return 'Below the 1st percentile';
  if (p > 99) return 'Above the 99th percentile';
  return `${ordinal(Math.round(p))} percentile`;
}

export function GrowthResultCard({
  result,
  name,
  onSave,
  saveLabel,
  saving,
}: {
  result: GrowthResult;
  name: string;
  onSave?: () => void;
  saveLabel?: string;
  saving?: boolean;
}) {
  const who = result.source === 'who';
  return (
    <Card aria-labelledby="growth-result-title" role="region" data-growth-result={result.source}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id="growth-result-title">
            {name.trim() ? `${name.trim()}'s growth results` : 'Growth results'}
          </CardTitle>
          {result.source === 'reference' ? (
            <Badge variant="warning">Reference table (no birth date)</Badge>
          ) : (
            <Badge variant="secondary">{WHO_CREDIT}</Badge>
          )}
        </div>
        <CardDescription>{result.ageText ? <>Age: {result.ageText}</> : 'Age: not given'}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {result.source !== 'beyond-who' && (
          <ul className="grid gap-3 sm:grid-cols-3" aria-label="Percentiles">
            {result.measures.map((m) => (
              <li
                key={m.measure}
                className="space-y-2 rounded-lg border border-border p-3"
                data-measure={m.measure}
              >
                <p className="text-sm text-muted-foreground">{LABELS[m.measure]}</p>
                <p className="text-sm">
                  {m.measure === 'weight'
                    ? who
                      ? `${lbText(m.value)} (${kgText(m.value)})`
                      : `${Math.round(m.value * 100) / 100} lbs`
                    : `${m.value} cm`}
                </p>
                <p className="text-xl font-semibold" data-percentile>
                  {who ? percentileText(m.percentile) : `${ordinal(m.percentile)} percentile`}
                </p>
                <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                  <div
                    className="h-full bg-primary"
                    style={{ width: `${Math.min(100, Math.max(1, m.percentile))}%` }}
                  />
                </div>
                {m.band && <Badge variant="outline">{m.band.label}</Badge>}
                {m.z !== undefined && (
                  <p className="text-xs text-muted-foreground">z-score {m.z.toFixed(2)}</p>
                )}
                <p className="text-sm">{m.meaning}</p>
              </li>
            ))}
          </ul>
        )}
        <section aria-labelledby="growth-interpretation" className="space-y-1">
          <h3 id="growth-interpretation" className="font-semibold">
            Interpretation
          </h3>
          <p className="text-sm">{result.interpretation}</p>
        </section>
        <section aria-labelledby="growth-recommendations" className="space-y-1">
          <h3 id="growth-recommendations" className="font-semibold">
            Recommendations
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {result.recommendations.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </section>
        <p className="flex gap-2 rounded-lg bg-muted p-3 text-xs text-muted-foreground">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          Percentiles compare one measurement with other children; they are not a diagnosis. Talk with your
          pediatrician about any concern.
        </p>
        {onSave && (
          <Button onClick={onSave} disabled={saving}>
            <Save className="h-4 w-4" aria-hidden />
            {saveLabel}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
