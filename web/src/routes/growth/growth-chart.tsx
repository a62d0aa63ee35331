import { useEffect, useId, useRef, useState } from 'react';
import {
  ageInDays,
  ageInMonths,
  kgToLb,
  WHO_CHART_CURVES,
  WHO_LAST_DAY,
  whoCurve,
  type GrowthMeasure,
  type GrowthMeasurement,
  type GrowthSex,
  type WhoGrowthTables,
} from '@nestkeep/common/web';

export const MEASURE_TITLES: Record<GrowthMeasure, string> = {
  weight: 'Weight-for-age',
  length: 'Length/height-for-age',
  head: 'Head circumference-for-age',
};
/** The weight unit the parent uses (the form's lbs or kg); lengths are always cm. */
export type ChartWeightUnit = 'kg' | 'lb';
const FIELD: Record<GrowthMeasure, 'weightKg' | 'lengthCm' | 'headCm'> = {
  weight: 'weightKg',
  length: 'lengthCm',
  head: 'headCm',
};

/** The drawing's widest and narrowest widths in CSS pixels: the text stays 11-12 px at every width. */
const MAX_W = 640;
const MIN_W = 280;
const PAD = { left: 48, right: 40, top: 16, bottom: 44 };

/**
 * The width the chart has, in CSS pixels (its container's, between MIN_W and MAX_W): the SVG is
 * drawn at that size, so on a 390 px phone the right-hand percentile labels stay on the screen
 * instead of a 520 px drawing scrolling them out of sight (issue 22 point 7).
 */
function useChartWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(MAX_W);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const w = entry?.contentRect.width ?? 0;
      if (w > 0) setWidth(Math.round(Math.min(MAX_W, Math.max(MIN_W, w))));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** Round tick spacing for a span, aiming at about `count` ticks. */
function tickStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = [1, 2, 5, 10].find((m) => m * power >= raw)!;
  return unit * power;
}

export interface ChartPoint {
  months: number;
  value: number;
  date: string;
}

/** A child's saved values of one measure at their age in months, inside the WHO's 0–5 years. */
export function chartPoints(
  measurements: readonly GrowthMeasurement[],
  measure: GrowthMeasure,
  birthDate: string,
): ChartPoint[] {
  return measurements.flatMap((m) => {
    const value = m[FIELD[measure]];
    const days = ageInDays(birthDate, m.measuredOn);
    if (value == null || days < 0 || days > WHO_LAST_DAY) return [];
    return [{ months: ageInMonths(days), value, date: m.measuredOn }];
  });
}

/**
 * One WHO chart: the 3rd, 15th, 50th, 85th and 97th percentile curves for the sex, with the saved
 * measurements on top. The x axis runs from birth to a little past the oldest measurement (at
 * least a year, at most 5 years). The SVG is an image with a text summary; the list beside it holds
 * the same numbers as text.
 */
export function GrowthChart({
  tables,
  measure,
  sex,
  points: pointsKg,
  childName,
  weightUnit = 'kg',
}: {
  tables: WhoGrowthTables;
  measure: GrowthMeasure;
  sex: GrowthSex;
  /** Saved values as stored (weights in kg). */
  points: ChartPoint[];
  childName: string;
  weightUnit?: ChartWeightUnit;
}) {
  const id = useId();
  const { ref, width: W } = useChartWidth();
  const H = Math.round(Math.min(360, Math.max(260, W * 0.6)));
  // Weights in the parent's unit: curves and points in lb for a parent who weighs in lbs.
  const inLb = measure === 'weight' && weightUnit === 'lb';
  const toUnit = (v: number) => (inLb ? Math.round(kgToLb(v) * 100) / 100 : v);
  const points = pointsKg.map((p) => ({ ...p, value: toUnit(p.value) }));
  const lastMonths = Math.max(0, ...points.map((p) => p.months));
  const xMax = Math.min(60, Math.max(12, Math.ceil((lastMonths + 2) / 6) * 6));
  const lastDay = Math.min(WHO_LAST_DAY, Math.round(xMax * (365.25 / 12)));
  const step = Math.max(1, Math.round(lastDay / 150));
  const curves = WHO_CHART_CURVES.map((c) => ({
    ...c,
    points: whoCurve(tables, measure, sex, c.z, lastDay, step).map(([m, v]) => [m, toUnit(v)] as const),
  }));
  const values = [...curves.flatMap((c) => c.points.map(([, v]) => v)), ...points.map((p) => p.value)];
  const yStep = tickStep(Math.max(...values) - Math.min(...values), 6);
  const yMin = Math.floor(Math.min(...values) / yStep) * yStep;
  const yMax = Math.ceil(Math.max(...values) / yStep) * yStep;
  const x = (months: number) => PAD.left + (months / xMax) * (W - PAD.left - PAD.right);
  const y = (v: number) => H - PAD.bottom - ((v - yMin) / (yMax - yMin)) * (H - PAD.top - PAD.bottom);
  // About 40 px or more between the age ticks.
  const xStep = [3, 6, 12].find((st) => ((W - PAD.left - PAD.right) / xMax) * st >= 40) ?? 12;
  const xTicks = Array.from({ length: Math.floor(xMax / xStep) + 1 }, (_, i) => i * xStep);
  const yTicks = Array.from({ length: Math.round((yMax - yMin) / yStep) + 1 }, (_, i) => yMin + i * yStep);
  const unit = measure === 'weight' ? (inLb ? 'lb' : 'kg') : 'cm';
  const title = `${MEASURE_TITLES[measure]} (${sex === 'boy' ? 'boys' : 'girls'}), WHO Child Growth Standards`;
  const summary =
    points.length === 0
      ? `No saved ${measure === 'head' ? 'head circumference' : measure} measurements yet for ${childName}.`
      : `${points.length} saved measurement${points.length === 1 ? '' : 's'} for ${childName}, the latest ${points.at(-1)!.value} ${unit} at ${points.at(-1)!.months.toFixed(1)} months, drawn over the 3rd, 15th, 50th, 85th and 97th percentile curves.`;

  return (
    <figure className="space-y-2" data-growth-chart={measure}>
      <figcaption className="font-medium">{MEASURE_TITLES[measure]}</figcaption>
      {/* Drawn at the width it has (see useChartWidth): no sideways scrolling on a phone. */}
      <div ref={ref} className="w-full">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          width={W}
          height={H}
          data-chart-unit={unit}
          className="h-auto max-w-full text-muted-foreground"
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          <g aria-hidden="true" fontSize="12" fill="currentColor">
            {yTicks.map((t) => (
              <g key={`y${t}`}>
                <line
                  x1={PAD.left}
                  x2={W - PAD.right}
                  y1={y(t)}
                  y2={y(t)}
                  stroke="currentColor"
                  strokeOpacity={0.15}
                />
                <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end">
                  {Number(t.toFixed(2))}
                </text>
              </g>
            ))}
            {xTicks.map((t) => (
              <g key={`x${t}`}>
                <line
                  x1={x(t)}
                  x2={x(t)}
                  y1={PAD.top}
                  y2={H - PAD.bottom}
                  stroke="currentColor"
                  strokeOpacity={0.1}
                />
                <text x={x(t)} y={H - PAD.bottom + 16} textAnchor="middle">
                  {t}
                </text>
              </g>
            ))}
            <text x={(PAD.left + W - PAD.right) / 2} y={H - 6} textAnchor="middle">
              Age (months)
            </text>
            <text
              transform={`translate(12 ${(PAD.top + H - PAD.bottom) / 2}) rotate(-90)`}
              textAnchor="middle"
            >
              {unit}
            </text>
            {curves.map((c) => (
              <g key={c.percentile}>
                <polyline
                  fill="none"
                  stroke={
                    c.percentile === 50
                      ? '#16a34a'
                      : c.percentile === 3 || c.percentile === 97
                        ? '#dc2626'
                        : '#d97706'
                  }
                  strokeWidth={c.percentile === 50 ? 2 : 1.5}
                  strokeDasharray={
                    c.percentile === 50
                      ? undefined
                      : c.percentile === 3 || c.percentile === 97
                        ? '6 4'
                        : '2 3'
                  }
                  points={c.points.map(([m, v]) => `${x(m).toFixed(1)},${y(v).toFixed(1)}`).join(' ')}
                />
                <text x={W - PAD.right + 4} y={y(c.points.at(-1)![1]) + 4} fontSize="11">
                  {c.percentile === 3 ? '3rd' : `${c.percentile}th`}
                </text>
              </g>
            ))}
            {points.length > 1 && (
              <polyline
                fill="none"
                stroke="#7c3aed"
                strokeWidth={2}
                points={points.map((p) => `${x(p.months).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ')}
              />
            )}
            {points.map((p) => (
              <circle
                key={`${p.date}-${p.value}`}
                data-growth-point={p.date}
                cx={x(p.months)}
                cy={y(p.value)}
                r={5}
                fill="#7c3aed"
                stroke="white"
                strokeWidth={1.5}
              >
                <title>{`${p.date}: ${p.value} ${unit}`}</title>
              </circle>
            ))}
          </g>
        </svg>
      </div>
    </figure>
  );
}
