import { Users } from 'lucide-react';
import { useLocation } from 'react-router';
import type { PendingFamilyInvitation } from '@nestkeep/common/web';
import { useCurrentUser } from '@/api/auth';
import { errorMessage } from '@/api/content';
import { useAcceptFamilyInvitation, useDeclineFamilyInvitation, useFamilyInvitations } from '@/api/family';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { formatDate } from '@/lib/format';
import { FamilyEndedNotice } from './family-ended-notice';

export const ACCEPT_FAILED = 'Unable to accept the invitation. Please try again.';
export const DECLINE_FAILED = 'Unable to decline the invitation. Please try again.';

const ownerName = (i: PendingFamilyInvitation) => i.owner.displayName || i.owner.email;

/**
 * The family invitations waiting for the signed-in user's answer (issue 21): signing in never
 * joins a family, so each one is a notice with Accept and Decline. Shown on every page under the
 * header until answered or expired; above them, why a family plan the user was in ended.
 */
export function FamilyInvitationNotice() {
  const { user } = useCurrentUser();
  const { data: invitations } = useFamilyInvitations(Boolean(user));
  // The invitation link's page shows the invitation itself, with the same two choices.
  const onLinkPage = useLocation().pathname === '/family/join';
  const showInvitations = Boolean(user && invitations?.length && !onLinkPage);
  return (
    <>
      <FamilyEndedNotice />
      {showInvitations && (
        <div className="border-b border-violet-200 bg-violet-50 dark:border-violet-900 dark:bg-violet-950/40">
          {invitations!.map((i) => (
            <InvitationRow key={i.id} invitation={i} />
          ))}
        </div>
      )}
    </>
  );
}

function InvitationRow({ invitation }: { invitation: PendingFamilyInvitation }) {
  const accept = useAcceptFamilyInvitation();
  const decline = useDeclineFamilyInvitation();
  const busy = accept.isPending || decline.isPending;
  const name = ownerName(invitation);
  const titleId = `family-invitation-${invitation.id}`;

  const onAccept = () =>
    accept.mutate(invitation.id, {
      onSuccess: () => toast({ title: `You joined ${name}'s family plan` }),
      onError: (err) =>
        toast({
          title: 'Could not join the family plan',
          description: errorMessage(err) ?? ACCEPT_FAILED,
          variant: 'destructive',
        }),
    });
  const onDecline = () =>
    decline.mutate(invitation.id, {
      onSuccess: () => toast({ title: 'Invitation declined' }),
      onError: (err) =>
        toast({
          title: 'Could not decline the invitation',
          description: errorMessage(err) ?? DECLINE_FAILED,
          variant: 'destructive',
        }),
    });

  return (
    <section
      aria-labelledby={titleId}
      data-testid="family-invitation-notice"
      className="mx-auto flex max-w-5xl flex-wrap items-center gap-3 px-4 py-3 text-sm text-violet-950 dark:text-violet-100"
    >
      <Users className="h-5 w-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <p id={titleId} className="font-medium">
          {name} invited you to share their NestKeep family plan
        </p>
        <p className="text-xs opacity-80">
          You keep your own account and private library. The invitation expires on{' '}
          {formatDate(invitation.expiresAt)}.
        </p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={onAccept} disabled={busy}>
          Accept
        </Button>
        <Button size="sm" variant="outline" onClick={onDecline} disabled={busy}>
          Decline
        </Button>
      </div>
    </section>
  );
}
