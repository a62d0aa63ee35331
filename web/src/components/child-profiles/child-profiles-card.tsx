import { Baby, PartyPopper, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { dateKindOf, type ChildProfile } from '@nestkeep/common/web';
import { useChildProfiles } from '@/api/child-profiles';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AddChildDialog } from './add-child-dialog';
import { BabyBornDialog } from './baby-born-dialog';
import { childDisplayName, stageAndAge } from './labels';

/**
 * The profile page's child profiles (spec part 1 §4 'managed here', issue 7 point 13): each child
 * with its stage and age, the full edit form, 'Baby is born' for a pregnancy, and Add Child.
 */
export function ChildProfilesCard({ enabled }: { enabled: boolean }) {
  const { data } = useChildProfiles(enabled);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ChildProfile>();
  const [born, setBorn] = useState<ChildProfile>();
  if (!enabled) return null;
  const children = data ?? [];

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
              const name = childDisplayName(child, children);
              return (
                <li key={child.id} className="flex flex-wrap items-center gap-3 py-3">
                  <Baby className="h-5 w-5 shrink-0 text-primary dark:text-violet-300" aria-hidden />
                  <div className="min-w-[12rem] flex-1">
                    <p className="flex items-center gap-2 font-medium">
                      <span className="truncate">{name}</span>
                      {child.isActive && <Badge variant="success">Active</Badge>}
                    </p>
                    <p className="text-sm text-muted-foreground" data-testid={`child-${child.id}-stage`}>
                      {stageAndAge(child)}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
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
