import { NAME_ORIGINS, NAME_THEMES } from '@nestkeep/common/web';
import { ChevronDown, Loader2, Search, SlidersHorizontal, Sparkles } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { Switch } from '@/components/ui/misc';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { GENDER_LABELS, LETTERS, type NameFilters } from './filters';
import { RangeSlider } from './range-slider';

const GENDER_OPTIONS = (Object.keys(GENDER_LABELS) as NameFilters['gender'][]).map((value) => ({
  value,
  label: GENDER_LABELS[value],
}));
const ORIGIN_OPTIONS = ['All', ...NAME_ORIGINS].map((o) => ({
  value: o,
  label: o === 'All' ? 'All Origins' : o,
}));
const LETTER_OPTIONS = ['All', ...LETTERS].map((l) => ({ value: l, label: l === 'All' ? 'All Letters' : l }));
const THEME_OPTIONS = ['All', ...NAME_THEMES].map((t) => ({
  value: t,
  label: t === 'All' ? 'All Meanings' : t,
}));

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

function Toggle({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor={id}>{label}</Label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

/**
 * The filters (part 2 §2.8). On small screens the fields fold away behind a Filters button; the
 * Generate with AI button stays in view either way.
 */
export function FilterPanel({
  filters,
  onChange,
  onGenerate,
  generating,
  busy,
}: {
  filters: NameFilters;
  onChange: (patch: Partial<NameFilters>) => void;
  onGenerate: () => void;
  /** A fresh generation is running (its own label). */
  generating: boolean;
  /** Any generation is running: the button waits. */
  busy: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="p-4" role="search" aria-label="Name filters">
      <button
        type="button"
        className="flex w-full items-center justify-between rounded-md py-1 text-left font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary lg:hidden"
        aria-expanded={open}
        aria-controls="name-filter-fields"
        onClick={() => setOpen((o) => !o)}
      >
        <span className="flex items-center gap-2">
          <SlidersHorizontal className="h-4 w-4" aria-hidden />
          Filters
        </span>
        <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      <h2 className="mb-4 hidden items-center gap-2 font-semibold lg:flex">
        <SlidersHorizontal className="h-4 w-4" aria-hidden />
        Filters
      </h2>
      <div
        id="name-filter-fields"
        className={cn('space-y-5', open ? 'mt-4 block' : 'hidden', 'lg:mt-0 lg:block')}
      >
        <div className="space-y-1.5">
          <Label htmlFor="name-search">Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id="name-search"
              type="search"
              className="pl-9"
              placeholder="Name or meaning"
              maxLength={40}
              value={filters.search}
              onChange={(e) => onChange({ search: e.target.value })}
            />
          </div>
        </div>
        <Field id="name-gender" label="Gender">
          <Select
            id="name-gender"
            options={GENDER_OPTIONS}
            value={filters.gender}
            onChange={(e) => onChange({ gender: e.target.value as NameFilters['gender'] })}
          />
        </Field>
        <Field id="name-origin" label="Origin">
          <Select
            id="name-origin"
            options={ORIGIN_OPTIONS}
            value={filters.origin}
            onChange={(e) => onChange({ origin: e.target.value as NameFilters['origin'] })}
          />
        </Field>
        <Field id="name-letter" label="Starting Letter">
          <Select
            id="name-letter"
            options={LETTER_OPTIONS}
            value={filters.startingLetter}
            onChange={(e) => onChange({ startingLetter: e.target.value })}
          />
        </Field>
        <Field id="name-theme" label="Meaning Theme">
          <Select
            id="name-theme"
            options={THEME_OPTIONS}
            value={filters.meaningTheme}
            onChange={(e) => onChange({ meaningTheme: e.target.value as NameFilters['meaningTheme'] })}
          />
        </Field>
        <RangeSlider
          label="Popularity Range"
          min={1}
          max={100}
          value={filters.popularity}
          onChange={(popularity) => onChange({ popularity })}
          lowLabel="Rare"
          highLabel="Popular"
        />
        <RangeSlider
          label="Syllables"
          min={1}
          max={5}
          value={filters.syllables}
          onChange={(syllables) => onChange({ syllables })}
          lowLabel="Short"
          highLabel="Long"
        />
        <fieldset className="space-y-3 border-t border-border pt-4">
          <legend className="sr-only">Show on cards</legend>
          <Toggle
            id="show-meanings"
            label="Meanings"
            checked={filters.showMeanings}
            onChange={(showMeanings) => onChange({ showMeanings })}
          />
          <Toggle
            id="show-trends"
            label="Trends"
            checked={filters.showTrends}
            onChange={(showTrends) => onChange({ showTrends })}
          />
        </fieldset>
      </div>
      <Button type="button" className="mt-5 w-full" onClick={onGenerate} disabled={busy}>
        {generating ? (
          <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
        ) : (
          <Sparkles className="h-4 w-4" aria-hidden />
        )}
        {generating ? 'Generating Names...' : 'Generate with AI'}
      </Button>
    </Card>
  );
}
