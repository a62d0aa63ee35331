import { CheckCircle2, TriangleAlert, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { FamilyOverview, PendingFamilyInvitation } from '@nestkeep/common/web';
import { useCurrentUser } from '@/api/auth';
import { queryClient } from '@/api/client';
import { errorMessage } from '@/api/content';
import {
  FAMILY_KEY,
  invitationIdOfToken,
  invitationOwnerOfToken,
  ownerNameOf,
  useAcceptFamilyInvite,
  useDeclineFamilyInvite,
  useFamilyInvitations,
} from '@/api/family';
import { PageLoading, SignInRequired } from '@/components/auth-gate';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { PAGE_META, usePageMeta } from '@/lib/meta';

export const JOIN_FAILED = 'Unable to accept the invitation. Please try again.';
export const DECLINE_FAILED = 'Unable to decline the invitation. Please try again.';

/** The owner's name: from the accept answer, else from the family status it leads to. */
async function acceptAndNameOwner(
  accept: (token: string) => Promise<unknown>,
  token: string,
): Promise<string | undefined> {
  const res = await accept(token);
  const named = ownerNameOf(res as Parameters<typeof ownerNameOf>[0]);
  if (named) return named;
  try {
    const family = await queryClient.fetchQuery<FamilyOverview>({ queryKey: FAMILY_KEY, staleTime: 0 });
    return family.primaryUser?.displayName || family.primaryUser?.email || undefined;
  } catch {
    return undefined;
  }
}

function Frame({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-10">
      <Card className="w-full max-w-md text-center" role="region" aria-labelledby="family-join-title">
        <CardHeader className="items-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary/10 text-primary dark:text-violet-300">
            {icon}
          </span>
          <h1 id="family-join-title" className="mt-2 text-2xl font-bold">
            {title}
          </h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">{children}</CardContent>
      </Card>
    </div>
  );
}

/**
 * The invitation link's page, /family/join?token=... (issues 10, 21): signed out, the sign-in-required
 * card that comes back here; signed in, the invitation with Accept and Decline. Opening the link
 * never joins: only Accept does (POST /api/family/accept), Decline ends it (POST
 * /api/family/decline), and a refusal shows the server's reason (another address: 403 naming the
 * invited one; expired: 410/400).
 */
export default function FamilyJoin() {
  usePageMeta(PAGE_META['/family/join']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, isLoading } = useCurrentUser();
  // Who invited, as signed into the link: said before sign-in too (issue 22 point 5).
  const inviter = invitationOwnerOfToken(token);

  if (isLoading) {
    return <PageLoading />;
  }
  if (!user) {
    return (
      <SignInRequired
        returnTo={`/family/join?token=${encodeURIComponent(token)}`}
        title="Sign in to join the family plan"
        description={`${inviter ? `${inviter} invited you` : 'You have been invited'} to share a NestKeep Family plan. Sign in or create a free account and you will come straight back here to join.`}
      />
    );
  }
  if (!token) {
    return (
      <Frame icon={<TriangleAlert className="h-6 w-6" aria-hidden />} title="Invitation link incomplete">
        <CardDescription className="text-base">
          This invitation link is missing its code. Open the link from the invitation again, or ask for a new
          one.
        </CardDescription>
        <DashboardLink />
      </Frame>
    );
  }
  return <InvitationChoice token={token} signedInAs={user.email} inviter={inviter} />;
}

type Outcome =
  | { state: 'choosing' }
  | { state: 'joined'; owner?: string }
  | { state: 'declined' }
  | { state: 'error'; title: string; message: string };

/** The invitation as the page shows it, then the outcome of the invitee's choice. */
function InvitationChoice({
  token,
  signedInAs,
  inviter,
}: {
  token: string;
  signedInAs: string;
  /** The owner's name signed into the link, when the invitation is not among mine to answer. */
  inviter?: string;
}) {
  const invitations = useFamilyInvitations();
  const accept = useAcceptFamilyInvite();
  const decline = useDeclineFamilyInvite();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'choosing' });
  // Who invited and until when: the link's invitation among those waiting for my answer. Not
  // there (sent to another address, expired, withdrawn): the server's answer says which.
  const id = invitationIdOfToken(token);
  const invitation = invitations.data?.find((i) => i.id === id);
  const owner = invitation ? invitation.owner.displayName || invitation.owner.email : inviter;

  if (invitations.isLoading) return <PageLoading />;

  const onAccept = () =>
    acceptAndNameOwner(accept.mutateAsync, token).then(
      (named) => setOutcome({ state: 'joined', owner: owner ?? named }),
      (err: unknown) =>
        setOutcome({
          state: 'error',
          title: 'Could not join the family plan',
          message: errorMessage(err) ?? JOIN_FAILED,
        }),
    );
  const onDecline = () =>
    decline.mutateAsync(token).then(
      () => setOutcome({ state: 'declined' }),
      (err: unknown) =>
        setOutcome({
          state: 'error',
          title: 'Could not decline the invitation',
          message: errorMessage(err) ?? DECLINE_FAILED,
        }),
    );

  if (outcome.state === 'joined') return <Joined owner={outcome.owner} />;
  if (outcome.state === 'declined') {
    return (
      <Frame icon={<Users className="h-6 w-6" aria-hidden />} title="Invitation declined">
        <CardDescription className="text-base">
          You will not join this family plan. If you change your mind, ask for a new invitation.
        </CardDescription>
        <DashboardLink />
      </Frame>
    );
  }
  if (outcome.state === 'error') {
    return (
      <Frame icon={<TriangleAlert className="h-6 w-6" aria-hidden />} title={outcome.title}>
        <CardDescription className="text-base" data-testid="family-join-error">
          {outcome.message}
        </CardDescription>
        <DashboardLink />
      </Frame>
    );
  }
  const busy = accept.isPending || decline.isPending;
  return (
    <Frame
      icon={<Users className="h-6 w-6" aria-hidden />}
      title={
        owner
          ? `${owner} invited you to share their NestKeep family plan`
          : 'You have been invited to share a NestKeep family plan'
      }
    >
      <InvitationTerms invitation={invitation} signedInAs={signedInAs} />
      <div className="flex justify-center gap-2">
        <Button onClick={() => void onAccept()} disabled={busy}>
          Accept
        </Button>
        <Button variant="outline" onClick={() => void onDecline()} disabled={busy}>
          Decline
        </Button>
      </div>
    </Frame>
  );
}

function InvitationTerms({
  invitation,
  signedInAs,
}: {
  invitation?: PendingFamilyInvitation;
  signedInAs: string;
}) {
  return (
    <>
      <CardDescription className="text-base">
        Unlimited saves, AI summaries, advanced search and AI chat. You keep your own account and your saved
        content stays private to you.
      </CardDescription>
      {invitation ? (
        <p className="text-sm text-muted-foreground" data-testid="family-join-expiry">
          The invitation expires on {formatDate(invitation.expiresAt)}.
        </p>
      ) : (
        <p className="break-all text-sm text-muted-foreground">Signed in as {signedInAs}.</p>
      )}
    </>
  );
}

function Joined({ owner }: { owner?: string }) {
  return (
    <Frame
      icon={<CheckCircle2 className="h-6 w-6" aria-hidden />}
      title={owner ? `You joined ${owner}'s family plan` : 'You joined the family plan'}
    >
      <CardDescription className="text-base">
        Unlimited saves, AI summaries, advanced search and AI chat are yours now. Your own saved content stays
        private to you.
      </CardDescription>
      <Button asChild>
        <Link to="/app">Go to your dashboard</Link>
      </Button>
    </Frame>
  );
}

function DashboardLink() {
  return (
    <Button asChild variant="outline">
      <Link to="/app">Go to your dashboard</Link>
    </Button>
  );
}
