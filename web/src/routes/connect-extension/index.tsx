import { Puzzle, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '@/api/auth';
import { errorMessage } from '@/api/content';
import { useCreateToken } from '@/api/tokens';
import { PageLoading, SignInRequired } from '@/components/auth-gate';
import { Button } from '@/components/ui/button';
import { PAGE_META, usePageMeta } from '@/lib/meta';
import { ConnectFrame } from './frame';

export const CONNECT_QUESTION = 'Connect the NestKeep extension to your account?';
export const DONE_PATH = '/connect/extension/done';

/**
 * The token's name for a browser ('Chrome' → 'Browser extension (Chrome)'). The name comes from
 * the address, so it is cut to fit the 60 characters of a token name and stripped of controls.
 */
export function extensionTokenName(browser: string | null | undefined): string {
  const name = (browser ?? '')
    .replace(/\p{Cc}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 38)
    .trim();
  return name ? `Browser extension (${name})` : 'Browser extension';
}

/** Where the extension finds its token: in the fragment, which never goes to a server. */
export function doneHref(token: string): string {
  return `${DONE_PATH}#token=${encodeURIComponent(token)}`;
}

/**
 * /connect/extension?name=<browser> (issue 11 point 3): the extension opens it to get a token.
 * Signed in, the user confirms; the token goes to the done page's fragment, where the extension's
 * background reads it. `go` replaces the page (tests pass their own).
 */
export default function ConnectExtension({
  go = (href: string) => window.location.replace(href),
}: {
  go?: (href: string) => void;
}) {
  usePageMeta(PAGE_META['/connect/extension']);
  const [params] = useSearchParams();
  const { user, isLoading } = useCurrentUser();
  const create = useCreateToken();
  const [cancelled, setCancelled] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = extensionTokenName(params.get('name'));

  if (isLoading) return <PageLoading />;
  if (!user) {
    return (
      <SignInRequired
        returnTo={`/connect/extension${params.toString() ? `?${params.toString()}` : ''}`}
        title="Sign in to connect the extension"
        description="Sign in to NestKeep, then confirm that the browser extension may save to your library."
      />
    );
  }
  if (cancelled) {
    return (
      <ConnectFrame
        icon={<XCircle className="h-6 w-6" aria-hidden />}
        title="Extension not connected"
        description="Nothing was shared with the extension. You can close this tab."
      >
        <Button asChild variant="outline">
          <Link to="/app">Go to NestKeep</Link>
        </Button>
      </ConnectFrame>
    );
  }

  const connect = async () => {
    setError(null);
    try {
      const created = await create.mutateAsync(name);
      go(doneHref(created.token));
    } catch (err) {
      setError(errorMessage(err) ?? 'Could not connect the extension. Please try again.');
    }
  };

  return (
    <ConnectFrame
      icon={<Puzzle className="h-6 w-6" aria-hidden />}
      title={CONNECT_QUESTION}
      description={
        <>
          The extension gets a token named <strong>{name}</strong> that can save pages, links and images to
          your library and read your saved items, nothing else. You can revoke it on your profile at any time.
        </>
      }
    >
      <p className="text-sm text-muted-foreground">Signed in as {user.email}</p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="button" size="lg" onClick={() => void connect()} disabled={create.isPending}>
        {create.isPending ? 'Connecting...' : 'Connect'}
      </Button>
      <Button type="button" variant="outline" onClick={() => setCancelled(true)} disabled={create.isPending}>
        Cancel
      </Button>
    </ConnectFrame>
  );
}
