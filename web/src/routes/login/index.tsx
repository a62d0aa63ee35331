import { AlertCircle, Check, Lock } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '@/api/auth';
import { Button } from '@/components/ui/button';
import { GoogleIcon } from '@/components/marketing/google-icon';
import { safeRedirect, startSignIn } from '@/components/marketing/sign-in';
import { PAGE_META, usePageMeta } from '@/lib/meta';
import { AuthPage } from '@/components/marketing/auth-page';

const BENEFITS = [
  'Save tips from Instagram, TikTok, YouTube, Reddit and any website',
  'AI summaries with key points and next steps',
  'Everything sorted by topic and your child’s age',
  'An AI assistant for the questions that come up at 3 a.m.',
];

const ERRORS: Record<string, string> = {
  sign_in_failed: 'Sign-in did not finish. Please try again.',
  email_not_verified:
    'Your Google account’s email address is not verified yet. Verify it with Google, then try again.',
};

/**
 * Login (spec part 1 §2): one 'Continue with Google' button, benefits, a privacy note. A `redirect`
 * query parameter is stored as `signup_redirect` before the browser goes to /auth/google with it.
 */
export default function Login() {
  usePageMeta(PAGE_META['/login']);
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const error = params.get('error');
  const { user, isAuthenticated } = useCurrentUser();

  // Already signed in: where they were going, else the app (an admin: the admin panel).
  if (isAuthenticated) return <Navigate to={redirect ?? (user?.isAdmin ? '/admin' : '/app')} replace />;

  return (
    <AuthPage
      screen="login"
      title="Welcome back"
      footer={
        <>
          New to NestKeep?{' '}
          <Link
            to={redirect ? `/signup?redirect=${encodeURIComponent(redirect)}` : '/signup'}
            className="font-medium text-primary dark:text-violet-300 underline underline-offset-2"
          >
            Create a free account
          </Link>
        </>
      }
    >
      <p className="mt-2 text-center text-muted-foreground">
        Log in to get back to your saved parenting tips.
      </p>

      {error && (
        <p
          role="alert"
          className="mt-5 flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
        >
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {ERRORS[error] ?? 'Something went wrong while signing in. Please try again.'}
        </p>
      )}

      <Button
        type="button"
        size="lg"
        variant="outline"
        className="mt-6 w-full"
        onClick={() => startSignIn(redirect)}
      >
        <GoogleIcon className="h-5 w-5" />
        Continue with Google
      </Button>

      <h2 className="mt-8 text-sm font-semibold">With NestKeep you can</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {BENEFITS.map((b) => (
          <li key={b} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary dark:text-violet-300" aria-hidden />
            <span>{b}</span>
          </li>
        ))}
      </ul>

      <p className="mt-8 flex gap-2 rounded-lg bg-muted p-3 text-xs text-muted-foreground">
        <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>
          We only use your Google account to sign you in. We never post anything, and what you save stays
          private to you. Read our{' '}
          <Link
            to="/privacy"
            className="font-medium text-primary dark:text-violet-300 underline underline-offset-2"
          >
            Privacy Policy
          </Link>{' '}
          and{' '}
          <Link
            to="/terms"
            className="font-medium text-primary dark:text-violet-300 underline underline-offset-2"
          >
            Terms of Service
          </Link>
          .
        </span>
      </p>
    </AuthPage>
  );
}
