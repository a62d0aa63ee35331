import { Baby, PartyPopper, Pencil, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { dateKindOf, type ChildProfile } from '@nestkeep/common/web';
import { serverErrorText, useChildProfiles, useUpdateChildProfile } from '@/api/child-profiles';
import { useFamily } from '@/api/family';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/input';
import { Switch } from '@/components/ui/misc';
import { toast } from '@/hooks/use-toast';
import { AddChildDialog } from './add-child-dialog';
import { BabyBornDialog } from './baby-born-dialog';
import { childLabel, stageAndAge } from './labels';

/**
 * The profile page's child profiles (spec part 1 §4 'managed here', issue 7 point 13): each child
 * with its stage and age, the full edit form, 'Baby is born' for a pregnancy, and Add Child.
 * In a family (issue 10) each of the user's own children has a 'Share with family' switch; a child
 * the partner shares reads 'Shared by <name>' and has no edit actions.
 */
export function ChildProfilesCard({ enabled }: { enabled: boolean }) {
  const { data } = useChildProfiles(enabled);
  const family = useFamily(enabled);
  const inFamily = Boolean(family.data && (family.data.isFamilyMember || family.data.hasFamilyPlan));
  const update = useUpdateChildProfile();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ChildProfile>();
  const [born, setBorn] = useState<ChildProfile>();
  if (!enabled) return null;
  const children = data ?? [];

  const share = (child: ChildProfile, name: string, on: boolean) =>
    update.mutate(
      { id: child.id, sharedWithFamily: on },
      {
        onSuccess: () =>
          toast({
            title: 'Sharing updated',
            description: on
              ? `${name} is now shared with your family.`
              : `${name} is no longer shared with your family.`,
          }),
        onError: (err) =>
          toast({
            title: 'Error',
            description: serverErrorText(err) ?? 'Failed to update sharing. Please try again.',
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>Child profiles</CardTitle>
          <CardDescription>Tips, chat and milestones follow the active child as they grow.</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden /> Add Child
        </Button>
      </CardHeader>
      <CardContent>
        {children.length === 0 ? (
          <p className="text-sm text-muted-foreground">No children yet.</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Child profiles">
            {children.map((child) => {
              const name = childLabel(child, children);
              return (
                <li key={child.id} className="flex flex-wrap items-center gap-3 py-3">
                  <Baby className="h-5 w-5 shrink-0 text-primary dark:text-violet-300" aria-hidden />
                  <div className="min-w-[12rem] flex-1">
                    <p className="flex items-center gap-2 font-medium">
                      <span className="truncate">{name}</span>
                      {child.isActive && <Badge variant="success">Active</Badge>}
                      {child.sharedBy && (
                        <Badge variant="secondary" className="gap-1">
                          <Users className="h-3 w-3" aria-hidden /> Shared by {child.sharedBy}
                        </Badge>
                      )}
                    </p>
                    <p className="text-sm text-muted-foreground" data-testid={`child-${child.id}-stage`}>
                      {stageAndAge(child)}
                    </p>
                  </div>
                  {!child.sharedBy && (
                    <div className="flex flex-wrap items-center gap-2">
                      {inFamily && (
                        <span className="mr-2 flex items-center gap-2">
                          <Switch
                            id={`child-${child.id}-share`}
                            checked={
                              update.isPending && update.variables?.id === child.id
                                ? Boolean(update.variables.sharedWithFamily)
                                : Boolean(child.sharedWithFamily)
                            }
                            disabled={update.isPending}
                            onCheckedChange={(on) => share(child, name, on)}
                            aria-label={`Share ${name} with family`}
                          />
                          <Label htmlFor={`child-${child.id}-share`} className="text-sm font-normal">
                            Share with family
                          </Label>
                        </span>
                      )}
                      {dateKindOf(child.currentStage) === 'due' && (
                        <Button size="sm" onClick={() => setBorn(child)} aria-label={`Baby is born: ${name}`}>
                          <PartyPopper className="h-4 w-4" aria-hidden /> Baby is born
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setEditing(child)}
                        aria-label={`Edit ${name}`}
                      >
                        <Pencil className="h-4 w-4" aria-hidden /> Edit
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <AddChildDialog open={adding} onOpenChange={setAdding} />
      {editing && (
        <AddChildDialog open child={editing} onOpenChange={(open) => !open && setEditing(undefined)} />
      )}
      <BabyBornDialog child={born} onOpenChange={(open) => !open && setBorn(undefined)} />
    </Card>
  );
}
