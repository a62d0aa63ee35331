import type { ReactNode } from 'react';
import type { LengthPosition } from '@nestkeep/common/web';
import { Input, Label } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { positionFor, type GrowthFormErrors, type GrowthFormValues, type WeightUnit } from './form';

/** A pair of choices as native radio buttons drawn as a segmented control (keyboard: arrows). */
function Segmented<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: ReactNode;
  name: string;
  value: T | '';
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex h-10 cursor-pointer items-center justify-center rounded-lg border border-border px-2 text-center text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary',
              value === o.value
                ? 'border-primary bg-primary text-primary-foreground'
                : 'bg-card hover:bg-muted',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: boolean) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/** The spec's growth form (part 2 §2.10), plus a child to fill it from and the measurement date. */
export function GrowthForm({
  values,
  errors,
  today,
  update,
  childOptions,
  childId,
  onChild,
}: {
  values: GrowthFormValues;
  errors: GrowthFormErrors;
  today: string;
  update: (changes: Partial<GrowthFormValues>) => void;
  childOptions: SelectOption[];
  childId: number | null;
  onChild: (id: number | null) => void;
}) {
  const position = positionFor(values);
  const numberProps = (id: keyof GrowthFormErrors, hint = false) => ({
    id: `growth-${id}`,
    type: 'number' as const,
    inputMode: 'decimal' as const,
    min: 0,
    step: 'any',
    'aria-invalid': errors[id] ? true : undefined,
    'aria-describedby': describedBy(`growth-${id}`, errors[id], hint),
  });

  return (
    <div className="space-y-4">
      {childOptions.length > 0 && (
        <Field
          id="growth-child"
          label="Child"
          hint="Choose a child to fill in the birth date and sex and to save the measurement to their chart."
        >
          <Select
            id="growth-child"
            aria-describedby="growth-child-hint"
            value={childId === null ? '' : String(childId)}
            onChange={(e) => onChild(e.target.value ? Number(e.target.value) : null)}
            options={childOptions}
            placeholder="No child (calculate only)"
          />
        </Field>
      )}
      <Field id="growth-name" label="Baby's name (optional)">
        <Input
          id="growth-name"
          value={values.name}
          maxLength={80}
          autoComplete="off"
          onChange={(e) => update({ name: e.target.value })}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="growth-birthDate"
          label="Birth date (optional)"
          error={errors.birthDate}
          hint="Needed for WHO age-based percentiles."
        >
          <Input
            id="growth-birthDate"
            type="date"
            max={today}
            value={values.birthDate}
            aria-invalid={errors.birthDate ? true : undefined}
            aria-describedby={describedBy('growth-birthDate', errors.birthDate, true)}
            onChange={(e) => update({ birthDate: e.target.value, measuredAs: null })}
          />
        </Field>
        <Field id="growth-measuredOn" label="Measured on" error={errors.measuredOn}>
          <Input
            id="growth-measuredOn"
            type="date"
            max={today}
            min={values.birthDate || undefined}
            required
            value={values.measuredOn}
            aria-invalid={errors.measuredOn ? true : undefined}
            aria-describedby={describedBy('growth-measuredOn', errors.measuredOn)}
            onChange={(e) => update({ measuredOn: e.target.value || today, measuredAs: null })}
          />
        </Field>
      </div>
      <Segmented
        legend="Gender"
        name="growth-gender"
        value={values.gender}
        options={[
          { value: 'boy', label: 'Boy' },
          { value: 'girl', label: 'Girl' },
        ]}
        onChange={(gender) => update({ gender })}
      />
      <Field
        id="growth-currentWeight"
        label={`Weight (${values.weightUnit === 'lb' ? 'lbs' : 'kg'})`}
        error={errors.currentWeight}
      >
        <div className="flex gap-2">
          <Input
            {...numberProps('currentWeight')}
            value={values.currentWeight}
            placeholder={values.weightUnit === 'lb' ? 'e.g. 16.5' : 'e.g. 7.5'}
            onChange={(e) => update({ currentWeight: e.target.value })}
          />
          <Select
            aria-label="Weight unit"
            className="w-24 shrink-0"
            value={values.weightUnit}
            onChange={(e) => update({ weightUnit: e.target.value as WeightUnit })}
            options={[
              { value: 'lb', label: 'lbs' },
              { value: 'kg', label: 'kg' },
            ]}
          />
        </div>
      </Field>
      <Field id="growth-currentHeight" label="Height/Length (cm)" error={errors.currentHeight}>
        <Input
          {...numberProps('currentHeight')}
          value={values.currentHeight}
          placeholder="e.g. 65"
          onChange={(e) => update({ currentHeight: e.target.value })}
        />
      </Field>
      <Segmented<LengthPosition>
        legend="How was it measured?"
        name="growth-measuredAs"
        value={position}
        options={[
          { value: 'length', label: 'Lying down (length)' },
          { value: 'height', label: 'Standing (height)' },
        ]}
        onChange={(measuredAs) => update({ measuredAs })}
      />
      <p className="-mt-2 text-xs text-muted-foreground">
        WHO measures length lying down under 2 years and height standing from 2 years; a measurement taken the
        other way is corrected by 0.7 cm.
      </p>
      <Field
        id="growth-currentHeadCircumference"
        label="Head circumference (cm)"
        error={errors.currentHeadCircumference}
      >
        <Input
          {...numberProps('currentHeadCircumference')}
          value={values.currentHeadCircumference}
          placeholder="e.g. 42"
          onChange={(e) => update({ currentHeadCircumference: e.target.value })}
        />
      </Field>
    </div>
  );
}
