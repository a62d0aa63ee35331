import { Loader2, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '@/api/auth';
import { GoogleIcon } from '@/components/marketing/google-icon';
import { startSignIn } from '@/components/marketing/sign-in';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

/**
 * The sign-in-required card used by guards (spec part 1 §2): Sign In, Create account free, Back to
 * Home. `returnTo` is the address to come back to after signing in.
 */
export function SignInRequired({
  returnTo,
  title = 'Sign in to continue',
  description = 'This page is part of your private NestKeep space. Sign in to pick up where you left off, or create a free account in under a minute.',
}: {
  returnTo: string;
  title?: string;
  description?: string;
}) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-10">
      <Card className="w-full max-w-md text-center" role="region" aria-labelledby="sign-in-required-title">
        <CardHeader className="items-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary/10 text-primary dark:text-violet-300">
            <Lock className="h-6 w-6" aria-hidden />
          </span>
          <h1 id="sign-in-required-title" className="mt-2 text-2xl font-bold">
            {title}
          </h1>
          <CardDescription className="text-base">{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <Button type="button" size="lg" className="w-full" onClick={() => startSignIn(returnTo)}>
            <span className="flex h-6 w-6 items-center justify-center rounded-full bg-white">
              <GoogleIcon className="h-4 w-4" />
            </span>
            Sign In with Google
          </Button>
          <Button asChild size="lg" variant="outline" className="w-full">
            <Link to={`/signup?redirect=${encodeURIComponent(returnTo)}`}>Create account free</Link>
          </Button>
          <Button asChild variant="ghost" className="w-full">
            <Link to="/">Back to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** A page's spinner while the signed-in user is still loading. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center">
      <Loader2
        className="h-8 w-8 animate-spin text-primary dark:text-violet-300 motion-reduce:animate-none"
        aria-hidden
      />
      <span className="sr-only">Loading...</span>
    </div>
  );
}

/**
 * Shows its children only to a signed-in user: a spinner while the user loads, the sign-in-required
 * card (returning to the attempted path after sign-in) when signed out.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useCurrentUser();
  const location = useLocation();

  if (isLoading) return <PageLoading />;
  if (!isAuthenticated) {
    return <SignInRequired returnTo={`${location.pathname}${location.search}${location.hash}`} />;
  }
  return <>{children}</>;
}

export default AuthGate;
