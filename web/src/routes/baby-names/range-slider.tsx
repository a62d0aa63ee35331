import * as Slider from '@radix-ui/react-slider';
import { useId } from 'react';

/**
 * A two-handle range slider (Radix: arrow keys, Page Up/Down, Home/End on each handle), with the
 * chosen range shown beside the label and words under the two ends (e.g. Rare … Popular).
 */
export function RangeSlider({
  label,
  min,
  max,
  value,
  onChange,
  lowLabel,
  highLabel,
  format = String,
}: {
  label: string;
  min: number;
  max: number;
  value: [number, number];
  onChange: (value: [number, number]) => void;
  lowLabel: string;
  highLabel: string;
  format?: (n: number) => string;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  return (
    <div role="group" aria-labelledby={labelId}>
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <span id={labelId} className="text-sm font-medium">
          {label}
        </span>
        <span className="text-sm tabular-nums text-muted-foreground">
          {format(value[0])} – {format(value[1])}
        </span>
      </div>
      <Slider.Root
        className="relative flex h-5 w-full touch-none select-none items-center"
        min={min}
        max={max}
        step={1}
        minStepsBetweenThumbs={0}
        value={value}
        onValueChange={(v) => onChange([v[0] ?? min, v[1] ?? max])}
      >
        <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-muted">
          <Slider.Range className="absolute h-full bg-primary" />
        </Slider.Track>
        {(['Minimum', 'Maximum'] as const).map((end, i) => (
          <Slider.Thumb
            key={end}
            aria-label={`${end} ${label.toLowerCase()}`}
            aria-valuetext={format(value[i] ?? min)}
            className="block h-5 w-5 rounded-full border-2 border-primary bg-card shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
          />
        ))}
      </Slider.Root>
      <div className="mt-2 flex justify-between text-xs text-muted-foreground">
        <span>{lowLabel}</span>
        <span>{highLabel}</span>
      </div>
    </div>
  );
}
