import { Check } from 'lucide-react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface Choice<T extends string | number> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
  /** A small note beside the label, e.g. 'Detected'. */
  note?: ReactNode;
}

const card =
  'flex w-full items-center gap-3 rounded-lg border-2 px-4 py-3 text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2';

/**
 * A single choice shown as cards (role=radiogroup): one tab stop, arrow keys move and select,
 * Space and Enter select.
 */
export function RadioCards<T extends string | number>({
  label,
  labelledBy,
  options,
  value,
  onChange,
  className,
}: {
  label?: string;
  labelledBy?: string;
  options: readonly Choice<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  className?: string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const selected = options.findIndex((o) => o.value === value);
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step =
      e.key === 'ArrowDown' || e.key === 'ArrowRight'
        ? 1
        : e.key === 'ArrowUp' || e.key === 'ArrowLeft'
          ? -1
          : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + options.length) % options.length;
    onChange(options[next].value);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      className={cn('grid gap-3', className)}
    >
      {options.map((o, i) => {
        const checked = o.value === value;
        return (
          <button
            key={String(o.value)}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked || (selected === -1 && i === 0) ? 0 : -1}
            onClick={() => onChange(o.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={cn(card, checked ? 'border-primary bg-primary/10' : 'border-border hover:bg-muted')}
          >
            <span
              aria-hidden
              className={cn(
                'flex h-4 w-4 shrink-0 items-center justify-center rounded-full border-2',
                checked ? 'border-primary' : 'border-muted-foreground',
              )}
            >
              {checked && <span className="h-2 w-2 rounded-full bg-primary" />}
            </span>
            <span className="flex flex-1 flex-col">
              <span className="flex items-center gap-2 font-medium">
                {o.label}
                {o.note}
              </span>
              {o.description && <span className="text-sm text-muted-foreground">{o.description}</span>}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** Several choices shown as cards (a group of checkboxes). */
export function CheckCards({
  label,
  options,
  values,
  onChange,
  className,
}: {
  label: string;
  options: readonly string[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={cn('grid gap-3 sm:grid-cols-2', className)}>
      {options.map((o) => {
        const checked = values.includes(o);
        return (
          <button
            key={o}
            type="button"
            role="checkbox"
            aria-checked={checked}
            onClick={() => onChange(checked ? values.filter((v) => v !== o) : [...values, o])}
            className={cn(card, checked ? 'border-primary bg-primary/10' : 'border-border hover:bg-muted')}
          >
            <span
              aria-hidden
              className={cn(
                'flex h-5 w-5 shrink-0 items-center justify-center rounded border',
                checked ? 'border-primary bg-primary text-primary-foreground' : 'border-muted-foreground',
              )}
            >
              {checked && <Check className="h-4 w-4" />}
            </span>
            <span className="font-medium">{o}</span>
          </button>
        );
      })}
    </div>
  );
}

/** A labelled progress bar (role=progressbar with an accessible name). */
export function StepProgress({
  value,
  label,
  className,
}: {
  value: number;
  label: string;
  className?: string;
}) {
  const v = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={v}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full bg-primary transition-all" style={{ width: `${v}%` }} />
    </div>
  );
}
