import { Check, Mail } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { GoogleIcon } from '@/components/marketing/google-icon';
import { safeRedirect, SIGNUP_REDIRECT_KEY, startSignIn } from '@/components/marketing/sign-in';
import { usePageMeta } from '@/lib/meta';
import { AuthPage } from '@/components/marketing/auth-page';

const REASSURANCE = [
  'Free forever plan, no credit card needed',
  'What you save is private to you',
  'Set up in under a minute',
];

/**
 * Sign-up (spec part 1 §2): `email` shows a note that it will be used for the account; `redirect`
 * (default /app) is stored as `signup_redirect` and passed on to /auth/google.
 */
export default function Signup() {
  usePageMeta({
    title: 'Create your free account · NestKeep',
    description: 'Create a free NestKeep account and start saving the parenting tips you find.',
    path: '/signup',
  });
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() || null;
  const redirect = safeRedirect(params.get('redirect')) ?? '/app';

  useEffect(() => {
    try {
      localStorage.setItem(SIGNUP_REDIRECT_KEY, redirect);
    } catch {
      // storage unavailable: the redirect still travels in the query
    }
  }, [redirect]);

  return (
    <AuthPage
      screen="signup"
      title="Create your free account"
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={`/login?redirect=${encodeURIComponent(redirect)}`}
            className="font-medium text-primary dark:text-violet-300 underline underline-offset-2"
          >
            Sign in
          </Link>
        </>
      }
    >
      <p className="mt-2 text-center text-muted-foreground">
        Start saving the parenting tips you love, all in one calm place.
      </p>

      {email && (
        <p
          data-testid="email-note"
          className="mt-5 flex gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm"
        >
          <Mail className="mt-0.5 h-4 w-4 shrink-0 text-primary dark:text-violet-300" aria-hidden />
          <span>
            We’ll use <strong className="break-all">{email}</strong> for your account. Choose the Google
            account with this address to continue.
          </span>
        </p>
      )}

      <Button type="button" size="lg" className="mt-6 w-full" onClick={() => startSignIn(redirect)}>
        <span className="flex h-6 w-6 items-center justify-center rounded-full bg-white">
          <GoogleIcon className="h-4 w-4" />
        </span>
        Continue with Google
      </Button>

      <ul className="mt-6 space-y-2 text-sm">
        {REASSURANCE.map((r) => (
          <li key={r} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary dark:text-violet-300" aria-hidden />
            <span>{r}</span>
          </li>
        ))}
      </ul>

      <p className="mt-6 text-xs text-muted-foreground">
        By continuing you agree to our{' '}
        <Link
          to="/terms"
          className="font-medium text-primary dark:text-violet-300 underline underline-offset-2"
        >
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link
          to="/privacy"
          className="font-medium text-primary dark:text-violet-300 underline underline-offset-2"
        >
          Privacy Policy
        </Link>
        .
      </p>
    </AuthPage>
  );
}
