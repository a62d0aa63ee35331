import type { ApiTokenCreated } from '@nestkeep/common/web';
import { KeyRound, Loader2, Lock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/api/auth';
import { errorMessage } from '@/api/content';
import { useCreateToken } from '@/api/tokens';
import { GoogleIcon } from '@/components/marketing/google-icon';
import { startSignIn } from '@/components/marketing/sign-in';
import { TokenSecret } from '@/components/tokens/token-secret';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { BACKGROUND_STEPS, SHORTCUT_TOKEN_NAME, bearerValue, quickSaveEndpoint } from './steps';

/**
 * The background path of the setup guide (issue 11 point 2): a token made in one tap, then a
 * shortcut that posts the shared text to /api/content with it and shows a notification.
 */
export function BackgroundPath({
  origin,
  created,
  onCreated,
}: {
  origin: string;
  created: ApiTokenCreated | null;
  onCreated: (token: ApiTokenCreated) => void;
}) {
  const token = created?.token ?? null;
  const fields: Array<[string, string]> = [
    ['URL', quickSaveEndpoint(origin)],
    ['Method', 'POST'],
    ['Headers', `Authorization = ${bearerValue(token)}`],
    ['Request Body', 'JSON'],
    ['JSON field (Text)', 'text = Shortcut Input'],
  ];
  return (
    <div className="space-y-3">
      <ol className="space-y-3" aria-label="Background shortcut steps">
        <li>
          <StepCard n={1} title="Create a token for the shortcut">
            <p className="text-sm text-muted-foreground">
              The shortcut signs in with a personal token instead of your browser. It can only save links and
              read your saved items; you can revoke it at any time on your profile.
            </p>
            <TokenStep created={created} onCreated={onCreated} />
          </StepCard>
        </li>
        {BACKGROUND_STEPS.map((step, i) => (
          <li key={step.title}>
            <StepCard n={i + 2} title={step.title}>
              {step.body.map((p) => (
                <p key={p} className="text-sm text-muted-foreground">
                  {p}
                </p>
              ))}
              {step.title === 'Add Get Contents of URL' && (
                <dl
                  className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-border p-3 text-sm"
                  data-testid="shortcut-fields"
                >
                  {fields.map(([field, value]) => (
                    <div key={field} className="contents">
                      <dt className="font-medium">{field}</dt>
                      <dd>
                        <code className="break-all rounded bg-muted px-1">{value}</code>
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </StepCard>
          </li>
        ))}
      </ol>
      <Card>
        <CardContent className="space-y-2 pt-5 text-sm">
          <h3 className="font-semibold">If the notification shows an error</h3>
          <dl className="space-y-2">
            {BACKGROUND_TROUBLESHOOTING.map(({ q, a }) => (
              <div key={q}>
                <dt className="font-medium">{q}</dt>
                <dd className="text-muted-foreground">{a}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

const BACKGROUND_TROUBLESHOOTING = [
  {
    q: 'Invalid or revoked API token',
    a: 'The token was revoked or mistyped. Create a new one above and paste it after "Bearer " (with the space) in the Authorization header.',
  },
  {
    q: 'Saved as a note instead of a link',
    a: 'The app shared text without a link, so its words were kept as a note. To save the post itself, share its link (Copy Link or Share → Save to NestKeep).',
  },
  {
    q: 'Nothing to save: the shared text is empty.',
    a: 'The shortcut sent no text. Check that the request body key is text with Shortcut Input as its value.',
  },
  {
    q: 'Usage limit reached',
    a: 'The free plan’s saves for this month are used up. Upgrade on your profile to keep saving.',
  },
];

function StepCard({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex gap-4 pt-5">
        <span
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full border-2 border-primary font-semibold text-primary"
          aria-hidden
        >
          {n}
        </span>
        <div className="min-w-0 flex-1 space-y-2">
          <h3 className="font-semibold">
            <span className="sr-only">Step {n}: </span>
            {title}
          </h3>
          {children}
        </div>
      </CardContent>
    </Card>
  );
}

function TokenStep({
  created,
  onCreated,
}: {
  created: ApiTokenCreated | null;
  onCreated: (token: ApiTokenCreated) => void;
}) {
  const { user, isLoading } = useCurrentUser();
  const create = useCreateToken();
  const [error, setError] = useState<string | null>(null);

  if (isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> Checking your
        sign-in...
      </p>
    );
  }
  if (!user) return <SignInForToken />;
  if (created) {
    return (
      <TokenSecret
        token={created.token}
        label="Your shortcut token: paste it after Bearer in the Authorization header (step 4)"
      />
    );
  }
  const make = async () => {
    setError(null);
    try {
      onCreated(await create.mutateAsync(SHORTCUT_TOKEN_NAME));
    } catch (err) {
      setError(errorMessage(err) ?? 'Could not create the token. Please try again.');
    }
  };
  return (
    <div className="space-y-2">
      <Button type="button" onClick={() => void make()} disabled={create.isPending}>
        <KeyRound className="h-4 w-4" aria-hidden />
        {create.isPending ? 'Creating token...' : 'Create a token for the shortcut'}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The sign-in card for the token step: the rest of the guide stays readable signed out. */
function SignInForToken() {
  return (
    <div
      className="space-y-3 rounded-lg border border-border p-4"
      role="region"
      aria-labelledby="token-sign-in-title"
    >
      <p id="token-sign-in-title" className="flex items-center gap-2 font-medium">
        <Lock className="h-4 w-4 text-primary" aria-hidden />
        Sign in to create a token
      </p>
      <p className="text-sm text-muted-foreground">
        The token ties the shortcut to your library. Sign in, or create a free account, and come back here.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => startSignIn('/setup')}>
          <span className="flex h-5 w-5 items-center justify-center rounded-full bg-white">
            <GoogleIcon className="h-3.5 w-3.5" />
          </span>
          Sign In with Google
        </Button>
        <Button asChild variant="outline">
          <Link to={`/signup?redirect=${encodeURIComponent('/setup')}`}>Create account free</Link>
        </Button>
      </div>
    </div>
  );
}
