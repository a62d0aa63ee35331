import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Calculator, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  calculateGrowth,
  dateKindOf,
  loadWhoGrowthTables,
  type GrowthInput,
  type GrowthResult,
} from '@nestkeep/common/web';
import { serverErrorText, useChildProfiles, useUpdateChildProfile } from '@/api/child-profiles';
import { useSaveGrowthMeasurement } from '@/api/growth';
import { AuthGate } from '@/components/auth-gate';
import { defaultChild } from '@/components/child-profiles/active-child';
import { childDisplayName, childLabel, todayIso } from '@/components/child-profiles/labels';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { PAGE_META, usePageMeta } from '@/lib/meta';
import {
  canCalculate,
  emptyGrowthForm,
  genderOf,
  toGrowthInput,
  type GrowthFormErrors,
  type GrowthFormValues,
  type WeightUnit,
} from './form';
import { GrowthForm } from './growth-form';
import { GrowthResultCard } from './growth-result';
import { HowToCard, MedicalDisclaimer } from './info-cards';
import { SavedMeasurements } from './saved-measurements';

/** Spec part 2 §9: the Calculating state lasts 1 second. */
const CALCULATION_DELAY_MS = 1000;
const WHO_TABLES_KEY = ['who-growth-tables'];
/** The weight unit the parent last used here (lbs by default, as the spec's form). */
const WEIGHT_UNIT_KEY = 'nestkeep:growth-weight-unit';
const storedWeightUnit = (): WeightUnit => (localStorage.getItem(WEIGHT_UNIT_KEY) === 'kg' ? 'kg' : 'lb');

/** The WHO tables, fetched once per visit as their own chunk (only this page loads them). */
function useWhoTables() {
  return useQuery({
    queryKey: WHO_TABLES_KEY,
    queryFn: loadWhoGrowthTables,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** /tools/growth-calculator (spec part 2 §2.10; issue 9 item 3). */
export default function GrowthCalculatorPage() {
  usePageMeta(PAGE_META['/tools/growth-calculator']);
  return (
    <AuthGate>
      <GrowthCalculator />
    </AuthGate>
  );
}

interface Calculated {
  result: GrowthResult;
  input: GrowthInput;
  childId: number | null;
}

function GrowthCalculator() {
  const today = todayIso();
  const client = useQueryClient();
  const tables = useWhoTables();
  const profiles = useChildProfiles();
  const children = (profiles.data ?? []).filter((c) => dateKindOf(c.currentStage) === 'birth');
  // Undefined until the profiles arrive; then the active child is chosen once (null: none).
  const [childId, setChildId] = useState<number | null | undefined>(undefined);
  const [values, setValues] = useState<GrowthFormValues>(() => ({
    ...emptyGrowthForm(today),
    weightUnit: storedWeightUnit(),
  }));
  const [errors, setErrors] = useState<GrowthFormErrors>({});
  const [calculating, setCalculating] = useState(false);
  const [calculated, setCalculated] = useState<Calculated | null>(null);
  const [savedResult, setSavedResult] = useState<GrowthResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const resultRef = useRef<HTMLDivElement>(null);
  const child = children.find((c) => c.id === childId) ?? null;
  const defaultChildId = profiles.data ? (defaultChild(children)?.id ?? null) : undefined;
  const save = useSaveGrowthMeasurement(childId ?? 0);
  const updateChild = useUpdateChildProfile();

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (childId === undefined && defaultChildId !== undefined) chooseChild(defaultChildId);
    // chooseChild reads the latest profiles; it only has to run when they first arrive.
  }, [childId, defaultChildId]);

  const update = (changes: Partial<GrowthFormValues>) => {
    if (changes.weightUnit) localStorage.setItem(WEIGHT_UNIT_KEY, changes.weightUnit);
    setValues((v) => ({ ...v, ...changes }));
  };

  /**
   * Choosing the sex with one's own child selected saves it to the child's profile, so the
   * calculator and the chart know it next time (issue 22 point 7). A partner's shared child is
   * not theirs to edit: the choice stays in the form.
   */
  const rememberSex = (gender: GrowthFormValues['gender']) => {
    if (!child || child.sharedBy || !gender || genderOf(child) === gender) return;
    const name = childDisplayName(child, children);
    updateChild.mutate(
      { id: child.id, sex: gender },
      {
        onSuccess: () =>
          toast({
            title: 'Saved to the child profile',
            description: `${name} is saved as a ${gender}; the calculator will remember it.`,
          }),
        onError: (err) =>
          toast({
            title: `Could not save ${name}'s sex`,
            description: serverErrorText(err) ?? 'Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  const chooseChild = (id: number | null) => {
    setChildId(id);
    setCalculated(null);
    const picked = children.find((c) => c.id === id);
    if (picked) {
      update({
        name: picked.name ?? '',
        birthDate: picked.dateOfBirth?.slice(0, 10) ?? '',
        gender: genderOf(picked) || values.gender,
        measuredAs: null,
      });
    }
  };

  const calculate = () => {
    const parsed = toGrowthInput(values, today);
    if (parsed.errors) {
      setErrors(parsed.errors);
      return;
    }
    const { input } = parsed;
    setErrors({});
    setCalculating(true);
    const whoTables = input.birthDate
      ? client.fetchQuery({ queryKey: WHO_TABLES_KEY, queryFn: loadWhoGrowthTables, staleTime: Infinity })
      : Promise.resolve(null);
    timer.current = setTimeout(() => {
      whoTables
        .then((t) => {
          setCalculated({ result: calculateGrowth(t, input), input, childId: childId ?? null });
          requestAnimationFrame(() => resultRef.current?.focus());
        })
        .catch(() =>
          toast({
            title: 'Could not calculate',
            description: 'The WHO growth tables did not load. Please check your connection and try again.',
            variant: 'destructive',
          }),
        )
        .finally(() => setCalculating(false));
    }, CALCULATION_DELAY_MS);
  };

  const saveMeasurement = () => {
    if (!calculated || !child) return;
    const { input, result } = calculated;
    save.mutate(
      {
        measuredOn: input.measuredOn,
        weightKg: Math.round(input.weightKg * 1000) / 1000,
        lengthCm: input.lengthCm,
        headCm: input.headCm,
      },
      {
        onSuccess: () => {
          setSavedResult(result);
          toast({
            title: 'Measurement saved',
            description: `Added to ${childDisplayName(child, children)}'s growth chart.`,
          });
        },
        onError: (err) =>
          toast({
            title: 'Could not save the measurement',
            description: serverErrorText(err) ?? 'Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  const childName = child ? childDisplayName(child, children) : '';
  const canSave = calculated && child && calculated.childId === child.id;

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6" data-screen="growth-calculator">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Calculator className="h-6 w-6 text-primary dark:text-violet-300" aria-hidden />
          Growth Percentile Calculator
        </h1>
        <p className="text-muted-foreground">
          See how your baby's weight, length and head circumference compare with the WHO Child Growth
          Standards.
        </p>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <Card role="region" aria-labelledby="growth-form-title">
          <CardHeader>
            <CardTitle id="growth-form-title">Baby's measurements</CardTitle>
            <CardDescription>
              Weight, height/length and head circumference are needed; the birth date is optional.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <GrowthForm
              values={values}
              errors={errors}
              today={today}
              update={(changes) => {
                // The parent's own choice of the sex (not a child's stored one filled in).
                if (changes.gender) rememberSex(changes.gender);
                update(changes);
              }}
              childOptions={children.map((c) => ({
                value: String(c.id),
                label: childLabel(c, children),
              }))}
              childId={childId ?? null}
              onChild={chooseChild}
            />
            <Button
              className="mt-5 w-full"
              size="lg"
              disabled={!canCalculate(values) || calculating}
              onClick={calculate}
            >
              {calculating ? (
                <>
                  <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
                  Calculating...
                </>
              ) : (
                'Calculate Percentiles'
              )}
            </Button>
          </CardContent>
        </Card>

        <div className="space-y-6 focus:outline-none" ref={resultRef} tabIndex={-1}>
          <p role="status" className="sr-only">
            {calculating ? 'Calculating...' : calculated ? 'Results ready' : ''}
          </p>
          {calculated ? (
            <GrowthResultCard
              result={calculated.result}
              name={values.name}
              onSave={canSave ? saveMeasurement : undefined}
              saving={save.isPending || savedResult === calculated.result}
              saveLabel={
                save.isPending
                  ? 'Saving...'
                  : savedResult === calculated.result
                    ? 'Saved'
                    : `Save measurement to ${childName}'s chart`
              }
            />
          ) : (
            <HowToCard />
          )}
          <MedicalDisclaimer />
        </div>
      </div>

      {child && (
        <SavedMeasurements
          childId={child.id}
          childName={childName}
          birthDate={child.dateOfBirth?.slice(0, 10) || values.birthDate}
          sex={genderOf(child) || values.gender}
          tables={tables.data}
          weightUnit={values.weightUnit}
        />
      )}
    </div>
  );
}
