import { CheckCircle2, Loader2, TriangleAlert, Users } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { FamilyOverview } from '@nestkeep/common/web';
import { useCurrentUser } from '@/api/auth';
import { queryClient } from '@/api/client';
import { errorMessage } from '@/api/content';
import { FAMILY_KEY, ownerNameOf, useAcceptFamilyInvite } from '@/api/family';
import { PageLoading, SignInRequired } from '@/components/auth-gate';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PAGE_META, usePageMeta } from '@/lib/meta';

export const JOIN_FAILED = 'Unable to accept the invitation. Please try again.';

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
 * The invitation link's page, /family/join?token=... (issue 10): signed out, the sign-in-required
 * card that comes back here; signed in, the invitation is accepted at once (POST
 * /api/family/accept), then 'You joined <owner>'s family plan' or the server's reason.
 */
export default function FamilyJoin() {
  usePageMeta(PAGE_META['/family/join']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, isLoading } = useCurrentUser();
  const accept = useAcceptFamilyInvite();
  const join = useRef<Promise<string | undefined> | null>(null);
  const { mutateAsync } = accept;
  const result = useJoinResult(join, user ? token : '', mutateAsync);

  if (isLoading) {
    return <PageLoading />;
  }
  if (!user) {
    return (
      <SignInRequired
        returnTo={`/family/join?token=${encodeURIComponent(token)}`}
        title="Sign in to join the family plan"
        description="You have been invited to share a NestKeep Family plan. Sign in or create a free account and you will come straight back here to join."
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
        <Button asChild variant="outline">
          <Link to="/app">Go to your dashboard</Link>
        </Button>
      </Frame>
    );
  }
  if (result.state === 'pending') {
    return (
      <Frame icon={<Users className="h-6 w-6" aria-hidden />} title="Joining the family plan...">
        <p role="status" className="flex items-center justify-center gap-2 text-muted-foreground">
          <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> One moment
        </p>
      </Frame>
    );
  }
  if (result.state === 'error') {
    return (
      <Frame icon={<TriangleAlert className="h-6 w-6" aria-hidden />} title="Could not join the family plan">
        <CardDescription className="text-base" data-testid="family-join-error">
          {result.message}
        </CardDescription>
        <Button asChild variant="outline">
          <Link to="/app">Go to your dashboard</Link>
        </Button>
      </Frame>
    );
  }
  return (
    <Frame
      icon={<CheckCircle2 className="h-6 w-6" aria-hidden />}
      title={result.owner ? `You joined ${result.owner}'s family plan` : 'You joined the family plan'}
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

type JoinResult =
  { state: 'pending' } | { state: 'done'; owner?: string } | { state: 'error'; message: string };

/** Accepts once per page (a ref keeps React's development double effects from accepting twice). */
function useJoinResult(
  join: RefObject<Promise<string | undefined> | null>,
  token: string,
  accept: (token: string) => Promise<unknown>,
): JoinResult {
  const [result, setResult] = useState<JoinResult>({ state: 'pending' });
  useEffect(() => {
    if (!token) return;
    if (!join.current) join.current = acceptAndNameOwner(accept, token);
    let live = true;
    join.current.then(
      (owner) => live && setResult({ state: 'done', owner }),
      (err: unknown) => live && setResult({ state: 'error', message: errorMessage(err) ?? JOIN_FAILED }),
    );
    return () => {
      live = false;
    };
  }, [token, join, accept, setResult]);
  return result;
}
