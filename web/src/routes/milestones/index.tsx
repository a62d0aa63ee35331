import { Baby, CheckCircle2, Loader2, MessageCircle, Printer, Target, TrendingUp } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  MILESTONE_CATEGORIES,
  type ChildProfile,
  type MilestonesResponse,
  type MilestoneStage,
} from '@nestkeep/common/web';
import { serverErrorText, useActivateChildProfile, useChildProfiles } from '@/api/child-profiles';
import { useMilestones, useToggleMilestone } from '@/api/milestones';
import { AuthGate } from '@/components/auth-gate';
import { defaultChild } from '@/components/child-profiles/active-child';
import { childLabel } from '@/components/child-profiles/labels';
import { ChildProfileSetupDialog } from '@/components/child-profiles/setup-dialog';
import { categoryLabel } from '@/components/milestones/category';
import { CdcCredit, CompletionBar, DoctorNote } from '@/components/milestones/guidance';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/input';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@/components/ui/misc';
import { Select } from '@/components/ui/select';
import { toast } from '@/hooks/use-toast';
import { PAGE_META, usePageMeta } from '@/lib/meta';
import { MilestoneItem } from './milestone-item';
import { PrintSummary } from './print-summary';
import { StageTabsScroller } from './stage-tabs-scroller';

/**
 * A stage's flag as shown: one 'current stage' only (issue 22 point 7). The ±2 months window can
 * make two stages current (a 5-month-old is within 2 months of 4 and of 6); the one the server
 * opens (`currentStageId`, the nearer) stays current, another reads as earlier or coming up.
 */
export function shownStatus(stage: MilestoneStage, data: MilestonesResponse): MilestoneStage['status'] {
  if (stage.status !== 'current' || stage.id === data.currentStageId) return stage.status;
  const current = data.stages.find((s) => s.id === data.currentStageId);
  return current && stage.ageInMonths < current.ageInMonths ? 'past' : 'future';
}

/** The milestone tracker (/tools/milestone-tracker), part 2 §2.7, §4, §7, §8. */
export default function MilestoneTrackerPage() {
  usePageMeta(PAGE_META['/tools/milestone-tracker']);
  return (
    <AuthGate>
      <MilestoneTracker />
    </AuthGate>
  );
}

function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center">
      <Loader2 className="h-8 w-8 animate-spin text-primary motion-reduce:animate-none" aria-hidden />
      <span className="sr-only">{label}</span>
    </div>
  );
}

function MilestoneTracker() {
  const profiles = useChildProfiles(true);
  const children = useMemo(() => profiles.data ?? [], [profiles.data]);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [setupOpen, setSetupOpen] = useState(false);
  // The active child drives milestones (part 2 §1); choosing one here activates it, as chat does.
  const activeId = defaultChild(children)?.id;
  useEffect(() => setChosenId(null), [activeId]);
  const child = children.find((c) => c.id === chosenId) ?? defaultChild(children);
  const activate = useActivateChildProfile();
  const chooseChild = (id: number) => {
    setChosenId(id);
    if (id !== activeId) activate.mutate(id);
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Milestone Tracker</h1>
          <p className="mt-1 text-muted-foreground">
            Tick off what your child can do, stage by stage, and bring a summary to check-ups.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {child && (
            <Button variant="outline" onClick={() => window.print()}>
              <Printer className="h-4 w-4" aria-hidden />
              Print summary
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to="/chat">
              <MessageCircle className="h-4 w-4" aria-hidden />
              Ask AI Chat
            </Link>
          </Button>
        </div>
      </div>

      {profiles.isLoading && <Spinner label="Loading child profiles..." />}
      {profiles.isError && (
        <p role="alert" className="mt-8 text-destructive">
          Could not load your child profiles. Please refresh the page.
        </p>
      )}
      {profiles.data && children.length === 0 && <NoChildren onAdd={() => setSetupOpen(true)} />}
      {child && (
        <>
          <div className="mt-6 max-w-xs space-y-1">
            <Label htmlFor="milestone-child">Child</Label>
            <Select
              id="milestone-child"
              value={String(child.id)}
              onChange={(e) => chooseChild(Number(e.target.value))}
              options={children.map((c) => ({ value: String(c.id), label: childLabel(c, children) }))}
            />
          </div>
          <ChildMilestones key={child.id} child={child} />
        </>
      )}
      <ChildProfileSetupDialog open={setupOpen} onOpenChange={setSetupOpen} />
    </div>
  );
}

function NoChildren({ onAdd }: { onAdd: () => void }) {
  return (
    <Card className="mt-8 text-center">
      <CardContent className="flex flex-col items-center gap-3 py-10">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-primary/10 text-primary dark:text-violet-300">
          <Baby className="h-7 w-7" aria-hidden />
        </span>
        <h2 className="text-xl font-semibold">Add your child to start tracking</h2>
        <p className="max-w-md text-muted-foreground">
          Tell us your child’s name and birthday and we’ll open the milestones for their age, from 2 months to
          5 years.
        </p>
        <Button onClick={onAdd}>Add a child</Button>
        <CdcCredit className="mt-2 max-w-md" />
      </CardContent>
    </Card>
  );
}

function ChildMilestones({ child }: { child: ChildProfile }) {
  const query = useMilestones(child.id);
  const toggle = useToggleMilestone();
  const [tab, setTab] = useState<string | null>(null);
  const data = query.data;

  if (query.isLoading) return <Spinner label="Loading milestones..." />;
  if (!data) {
    return (
      <div role="alert" className="mt-8 space-y-3">
        <p className="text-destructive">
          Could not load the milestones. {serverErrorText(query.error) ?? ''}
        </p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const selected = tab ?? data.currentStageId ?? data.stages[0]?.id;
  const save = (milestoneId: string, change: { isAchieved: boolean; notes?: string }, done: () => void) =>
    toggle.mutate(
      { childProfileId: child.id, milestoneId, ...change },
      {
        onSuccess: () => {
          done();
          toast({ title: 'Milestone Updated', description: "Your child's progress has been saved." });
        },
        onError: (err) =>
          toast({
            title: 'Error',
            description: serverErrorText(err) ?? (err instanceof Error ? err.message : 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  const savingId = toggle.isPending ? toggle.variables?.milestoneId : undefined;

  return (
    <>
      <Summary child={child} data={data} />
      <TabsRoot value={selected} onValueChange={setTab} className="mt-6">
        <StageTabsScroller selected={selected ?? ''}>
          <TabsList aria-label="Age stages" className="flex w-max gap-1">
            {data.stages.map((stage) => {
              const current = shownStatus(stage, data) === 'current';
              return (
                <TabsTrigger
                  key={stage.id}
                  value={stage.id}
                  className="relative flex items-center gap-1.5 whitespace-nowrap"
                >
                  {current && (
                    <span className="h-2 w-2 rounded-full bg-primary dark:bg-violet-300" aria-hidden />
                  )}
                  {stage.name}
                  {current && <span className="sr-only"> (current stage)</span>}
                </TabsTrigger>
              );
            })}
          </TabsList>
        </StageTabsScroller>
        {data.stages.map((stage) => (
          <TabsContent key={stage.id} value={stage.id} className="mt-4 focus-visible:outline-none">
            <StagePanel
              stage={stage}
              status={shownStatus(stage, data)}
              savingId={savingId}
              onSave={(milestoneId, change, done) => save(milestoneId, change, done)}
            />
          </TabsContent>
        ))}
      </TabsRoot>
      <CdcCredit className="mt-8" />
      <PrintSummary child={child} data={data} />
    </>
  );
}

function Summary({ child, data }: { child: ChildProfile; data: MilestonesResponse }) {
  const current = data.stages.find((s) => s.id === data.currentStageId);
  const isCurrent = current?.status === 'current';
  return (
    <div className="mt-6 grid gap-3 sm:grid-cols-3">
      <SummaryCard icon={CheckCircle2} label="Milestones achieved">
        <span className="text-2xl font-bold" data-testid="achieved-count">
          {data.achievedCount}
        </span>
        <span className="text-sm text-muted-foreground"> of {data.totalCount} from 2 months to 5 years</span>
      </SummaryCard>
      <SummaryCard icon={Target} label={isCurrent ? 'Current stage' : 'Next stage'}>
        <span className="text-2xl font-bold">{current?.name ?? '—'}</span>
        <span className="block text-sm text-muted-foreground">
          {data.childAgeMonths === null
            ? child.dateOfBirth
              ? 'Not born yet: read ahead'
              : 'Add a birth date to match the stage'
            : `${child.name || 'Your child'} is ${child.ageLabel ?? `${data.childAgeMonths} months old`}`}
        </span>
      </SummaryCard>
      <SummaryCard icon={TrendingUp} label={`${current?.name ?? 'Stage'} completion`}>
        <span className="text-2xl font-bold">{current?.completionPercentage ?? 0}%</span>
        <CompletionBar
          value={current?.completionPercentage ?? 0}
          label={`${current?.name ?? 'Stage'} completion`}
          className="mt-2"
        />
      </SummaryCard>
    </div>
  );
}

function SummaryCard({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Target;
  label: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="p-4">
        <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
          <Icon className="h-4 w-4 text-primary dark:text-violet-300" aria-hidden />
          {label}
        </p>
        <div className="mt-1">{children}</div>
      </CardContent>
    </Card>
  );
}

const STATUS_BADGE: Record<MilestoneStage['status'], { text: string; variant: 'default' | 'secondary' }> = {
  current: { text: 'Current stage', variant: 'default' },
  past: { text: 'Earlier stage', variant: 'secondary' },
  future: { text: 'Coming up', variant: 'secondary' },
};

function StagePanel({
  stage,
  status,
  savingId,
  onSave,
}: {
  stage: MilestoneStage;
  status: MilestoneStage['status'];
  savingId: string | undefined;
  onSave: (milestoneId: string, change: { isAchieved: boolean; notes?: string }, done: () => void) => void;
}) {
  const notYet = stage.milestones.length - stage.achievedCount;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2">
          <h2 className="text-xl font-semibold">{stage.name}</h2>
          <Badge variant={STATUS_BADGE[status].variant}>{STATUS_BADGE[status].text}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {stage.achievedCount} of {stage.milestones.length} achieved · {stage.completionPercentage}%
        </p>
      </div>
      <CompletionBar value={stage.completionPercentage} label={`${stage.name} completion`} />
      <p className="text-sm text-muted-foreground">{stage.description}</p>
      {notYet > 0 && <DoctorNote />}
      {MILESTONE_CATEGORIES.map((category) => {
        const items = stage.milestones.filter((m) => m.category === category);
        if (items.length === 0) return null;
        return (
          <section key={category} aria-labelledby={`${stage.id}-${category}`}>
            <h3
              id={`${stage.id}-${category}`}
              className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground"
            >
              {categoryLabel(category)}
            </h3>
            <ul className="space-y-2">
              {items.map((m) => (
                <MilestoneItem
                  key={m.id}
                  milestone={m}
                  saving={savingId === m.id}
                  onSave={(change, done) => onSave(m.id, change, done)}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
