import type { ApiToken, ApiTokenCreated } from '@nestkeep/common/web';
import { KeyRound, LogIn, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/content';
import { lastUsedLabel, useCreateToken, useRevokeToken, useTokens } from '@/api/tokens';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { formatDate } from '@/lib/format';
import { TokenSecret } from './token-secret';

export const REVOKE_WARNING =
  'Anything using this token (an iPhone shortcut, a browser extension) stops saving at once. This cannot be undone.';

/**
 * Personal API tokens (issue 11 point 1): the iPhone shortcut and the browser extension save with
 * one instead of the browser's sign-in. Listed by name and first characters; created with a name
 * (the secret shown once); revoked after a confirm.
 */
export function TokensCard({ enabled }: { enabled: boolean }) {
  return (
    <Card data-testid="tokens-card">
      <CardHeader className="flex-row items-start gap-3">
        <KeyRound className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
        <div className="flex-1 space-y-1.5">
          <CardTitle>API tokens</CardTitle>
          <CardDescription>
            Tokens let the iPhone shortcut and the browser extension save to your library without opening
            NestKeep. They can save and read your saved items, nothing else.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {enabled ? (
          <SignedInTokens />
        ) : (
          <div className="space-y-2">
            <p className="text-sm text-muted-foreground">Sign in to create and manage API tokens.</p>
            <Button asChild variant="outline">
              <a href={`/auth/google?redirect=${encodeURIComponent('/profile')}`}>
                <LogIn className="h-4 w-4" aria-hidden />
                Sign In
              </a>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function SignedInTokens() {
  const tokens = useTokens();
  const create = useCreateToken();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setNameError('Give the token a name');
      return;
    }
    setNameError(null);
    try {
      setCreated(await create.mutateAsync(name.trim()));
      setName('');
    } catch (err) {
      setNameError(errorMessage(err) ?? 'Could not create the token. Please try again.');
    }
  };

  return (
    <>
      {created && (
        <div className="space-y-2">
          <TokenSecret token={created.token} label={`Token “${created.name}” created`} />
          <Button variant="ghost" size="sm" onClick={() => setCreated(null)}>
            Done, I copied it
          </Button>
        </div>
      )}

      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
        <div className="flex-1">
          <Label htmlFor="token-name">Token name</Label>
          <Input
            id="token-name"
            placeholder="e.g. iPhone shortcut"
            maxLength={60}
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? 'token-name-error' : undefined}
          />
        </div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create token'}
        </Button>
      </form>
      {nameError && (
        <p id="token-name-error" role="alert" className="text-sm text-destructive">
          {nameError}
        </p>
      )}

      {tokens.isLoading ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading tokens...
        </p>
      ) : tokens.isError ? (
        <div role="alert" className="space-y-2 text-sm text-destructive">
          <p>Could not load your tokens: {errorMessage(tokens.error) ?? 'please try again.'}</p>
          <Button variant="outline" size="sm" onClick={() => void tokens.refetch()}>
            Try again
          </Button>
        </div>
      ) : !tokens.data?.length ? (
        <p className="text-sm text-muted-foreground">No tokens yet.</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Your API tokens">
          {tokens.data.map((t) => (
            <TokenRow key={t.id} token={t} />
          ))}
        </ul>
      )}
    </>
  );
}

function TokenRow({ token }: { token: ApiToken }) {
  const revoke = useRevokeToken();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await revoke.mutateAsync(token.id);
    } catch (err) {
      setError(errorMessage(err) ?? 'Could not revoke the token. Please try again.');
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-3 p-3" data-testid="token-row">
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="font-medium">{token.name}</p>
        <p className="text-sm text-muted-foreground">
          <code className="rounded bg-muted px-1">{token.hint}</code> · Created {formatDate(token.createdAt)}{' '}
          · {lastUsedLabel(token.lastUsedAt)}
        </p>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="outline" size="sm" disabled={revoke.isPending} aria-label={`Revoke ${token.name}`}>
            <Trash2 className="h-4 w-4" aria-hidden />
            {revoke.isPending ? 'Revoking...' : 'Revoke'}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Revoke “{token.name}”?</AlertDialogTitle>
            <AlertDialogDescription>{REVOKE_WARNING}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => void confirm()}>Revoke token</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}
