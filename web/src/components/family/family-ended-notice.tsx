import { Users } from 'lucide-react';
import type { FamilyStatus } from '@nestkeep/common/web';
import { useCurrentUser } from '@/api/auth';
import { useDismissFamilyEnded, useFamily } from '@/api/family';
import { Button } from '@/components/ui/button';

export const FAMILY_ENDED_TITLE = 'Your family plan has ended';

/** Why the family plan ended, as the member is told it (issue 22 point 5). */
export function familyEndedText(ended: NonNullable<FamilyStatus['familyEnded']>): string {
  const keep = 'You keep your own account and saved content, now on your own plan';
  if (ended.reason === 'owner_deleted') {
    return `The person who shared their Family plan with you deleted their account. ${keep}; the children they shared are no longer shown.`;
  }
  if (ended.reason === 'owner_anonymized') {
    return `The person who shared their Family plan with you closed their account. ${keep}; the children they shared are no longer shown.`;
  }
  const owner = ended.ownerName || 'The owner';
  return `${owner}'s Family plan has ended. ${keep}; the children ${ended.ownerName || 'they'} shared are no longer shown.`;
}

/**
 * The member of a family plan that ended is told why on their next visit, on whichever page they
 * arrive (the owner deleted or anonymised their account, or the owner's Family plan ended), until
 * they say OK.
 */
export function FamilyEndedNotice() {
  const { user } = useCurrentUser();
  const { data } = useFamily(Boolean(user));
  const dismiss = useDismissFamilyEnded();
  const ended = data?.familyEnded;
  if (!user || !ended) return null;
  return (
    <section
      aria-labelledby="family-ended-title"
      data-testid="family-ended-notice"
      className="border-b border-amber-200 bg-amber-50 dark:border-amber-900 dark:bg-amber-950/40"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-3 px-4 py-3 text-sm text-amber-950 dark:text-amber-100">
        <Users className="h-5 w-5 shrink-0" aria-hidden />
        <div className="min-w-0 flex-1">
          <p id="family-ended-title" className="font-medium">
            {FAMILY_ENDED_TITLE}
          </p>
          <p className="text-xs">{familyEndedText(ended)}</p>
        </div>
        <Button size="sm" variant="outline" onClick={() => dismiss.mutate()} disabled={dismiss.isPending}>
          OK
        </Button>
      </div>
    </section>
  );
}
