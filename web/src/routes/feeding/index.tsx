import { Baby, Info, Loader2, Milk, Plus, Utensils } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { BottleUnit, ChildProfile, FeedingEntry, FeedingEntryInput } from '@nestkeep/common/web';
import { serverErrorText } from '@/api/child-profiles';
import { useDeleteFeeding, useFeedingLog, useLogFeeding } from '@/api/feeding';
import AuthGate from '@/components/auth-gate';
import { useActiveChild } from '@/components/child-profiles/active-child';
import { childLabel } from '@/components/child-profiles/labels';
import { AddChildDialog } from '@/components/child-profiles/add-child-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/input';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@/components/ui/misc';
import { Select } from '@/components/ui/select';
import { toast } from '@/hooks/use-toast';
import { PAGE_META, usePageMeta } from '@/lib/meta';
import { BottleForm } from './bottle-form';
import { BreastForm } from './breast-form';
import { describeEntry } from './describe';
import { EntryList } from './entry-list';
import { FeedingSummary, FeedingWeek } from './feeding-summary';
import { SolidsForm } from './solids-form';
import { SOLIDS_EARLY, SOLIDS_TOO_YOUNG, solidsReadiness } from './solids-age';

const UNIT_KEY = 'nestkeep:feeding-unit';

function Spinner() {
  return (
    <div role="status" className="flex min-h-[30vh] items-center justify-center">
      <Loader2 className="h-8 w-8 animate-spin text-primary motion-reduce:animate-none" aria-hidden />
      <span className="sr-only">Loading...</span>
    </div>
  );
}

/** The feeding log (/tools/feeding-tracker, issue 9): signed-in parents only. */
export default function FeedingTrackerPage() {
  usePageMeta(PAGE_META['/tools/feeding-tracker']);
  return (
    <AuthGate>
      <FeedingTracker />
    </AuthGate>
  );
}

function FeedingTracker() {
  const { children, child: activeChild, loaded } = useActiveChild(true);
  const [chosenId, setChosenId] = useState<number>();
  const [addOpen, setAddOpen] = useState(false);
  // The active child leads the selector; the rest keep their order.
  const ordered = useMemo(
    () => (activeChild ? [activeChild, ...children.filter((c) => c.id !== activeChild.id)] : children),
    [children, activeChild],
  );
  const child = ordered.find((c) => c.id === chosenId) ?? activeChild;

  return (
    <div className="mx-auto max-w-4xl space-y-6 p-4 pb-10" data-screen="feeding-tracker">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Feeding Tracker</h1>
          <p className="text-muted-foreground">Breastfeeds, bottles and first foods, all in one log.</p>
        </div>
        {ordered.length > 1 && child && (
          <div className="space-y-1.5 sm:w-56">
            <Label htmlFor="feeding-child">Child</Label>
            <Select
              id="feeding-child"
              value={String(child.id)}
              onChange={(e) => setChosenId(Number(e.target.value))}
              options={ordered.map((c) => ({ value: String(c.id), label: childLabel(c, ordered) }))}
            />
          </div>
        )}
      </div>
      {!loaded ? (
        <Spinner />
      ) : child ? (
        <ChildFeedingLog key={child.id} child={child} />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>Add your child to start a feeding log</CardTitle>
          </CardHeader>
          <CardContent>
            <Button type="button" onClick={() => setAddOpen(true)}>
              <Plus className="h-4 w-4" aria-hidden /> Add a child
            </Button>
          </CardContent>
        </Card>
      )}
      <AddChildDialog open={addOpen} onOpenChange={setAddOpen} />
    </div>
  );
}

function ChildFeedingLog({ child }: { child: ChildProfile }) {
  const childId = child.id;
  const childName = child.name ?? 'your child';
  const solids = solidsReadiness(child);
  const log = useFeedingLog(childId);
  const logFeeding = useLogFeeding(childId);
  const deleteFeeding = useDeleteFeeding(childId);
  const [unit, setUnit] = useState<BottleUnit>(() => (localStorage.getItem(UNIT_KEY) === 'oz' ? 'oz' : 'ml'));
  const chooseUnit = (next: BottleUnit) => {
    localStorage.setItem(UNIT_KEY, next);
    setUnit(next);
  };

  const save = async (entry: FeedingEntryInput): Promise<boolean> => {
    try {
      const saved = await logFeeding.mutateAsync(entry);
      toast({ title: 'Feed saved', description: `${describeEntry(saved)} for ${childName}.` });
      return true;
    } catch (err) {
      toast({
        title: 'Could not save the feed',
        description: serverErrorText(err) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
      return false;
    }
  };

  const remove = (entry: FeedingEntry) =>
    deleteFeeding.mutate(entry.id, {
      onSuccess: () => toast({ title: 'Feed deleted', description: describeEntry(entry) }),
      onError: (err) =>
        toast({
          title: 'Could not delete the feed',
          description: serverErrorText(err) ?? 'Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <div className="space-y-6">
      {log.isPending ? (
        <Spinner />
      ) : log.isError ? (
        <Card role="alert">
          <CardContent className="flex flex-wrap items-center gap-3 p-5">
            <p className="flex-1">The feeding log could not be loaded.</p>
            <Button type="button" variant="outline" onClick={() => log.refetch()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : (
        <FeedingSummary log={log.data} unit={unit} />
      )}

      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">Log a feed</CardTitle>
        </CardHeader>
        <CardContent>
          <TabsRoot defaultValue="breast">
            <TabsList className="mb-4 grid w-full grid-cols-3" aria-label="Kind of feed">
              <TabsTrigger value="breast" className="flex items-center justify-center gap-1.5">
                <Baby className="h-4 w-4" aria-hidden /> Breast
              </TabsTrigger>
              <TabsTrigger value="bottle" className="flex items-center justify-center gap-1.5">
                <Milk className="h-4 w-4" aria-hidden /> Bottle
              </TabsTrigger>
              <TabsTrigger
                value="solids"
                className="flex items-center justify-center gap-1.5 disabled:cursor-not-allowed disabled:opacity-50"
                disabled={solids === 'too-young'}
                aria-describedby={solids === 'too-young' ? 'solids-too-young' : undefined}
              >
                <Utensils className="h-4 w-4" aria-hidden /> Solids
              </TabsTrigger>
            </TabsList>
            {solids === 'too-young' && (
              <p id="solids-too-young" className="-mt-2 mb-4 text-xs text-muted-foreground">
                {SOLIDS_TOO_YOUNG}
              </p>
            )}
            <TabsContent value="breast">
              <BreastForm childId={childId} saving={logFeeding.isPending} onSave={save} />
            </TabsContent>
            <TabsContent value="bottle">
              <BottleForm unit={unit} onUnitChange={chooseUnit} saving={logFeeding.isPending} onSave={save} />
            </TabsContent>
            <TabsContent value="solids">
              {solids === 'early' && (
                <p className="mb-4 flex gap-2 rounded-lg bg-muted/50 p-3 text-sm text-muted-foreground">
                  <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> {SOLIDS_EARLY}
                </p>
              )}
              <SolidsForm saving={logFeeding.isPending} onSave={save} />
            </TabsContent>
          </TabsRoot>
        </CardContent>
      </Card>

      {log.data && (
        <div className="grid gap-6 lg:grid-cols-2">
          <FeedingWeek log={log.data} unit={unit} />
          <EntryList
            entries={log.data.entries}
            deletingId={deleteFeeding.isPending ? (deleteFeeding.variables ?? null) : null}
            onDelete={remove}
          />
        </div>
      )}
    </div>
  );
}
