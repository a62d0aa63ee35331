import { Check, Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

export const SHOWN_ONCE = 'Copy it now: it will not be shown again.';

/** A newly created token's secret, shown this once, with Copy. */
export function TokenSecret({ token, label = 'Your new token' }: { token: string; label?: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied('yes');
      setTimeout(() => setCopied(null), 2000);
    } catch {
      // Clipboard refused (insecure context, permissions): the token stays visible to copy by hand.
      setCopied('failed');
    }
  };
  return (
    <div
      className="space-y-2 rounded-lg border border-green-600/50 bg-green-50 p-3 dark:bg-green-950/30"
      data-testid="token-secret"
    >
      <p className="flex items-center gap-2 text-sm font-medium">
        <KeyRound className="h-4 w-4 text-green-700 dark:text-green-400" aria-hidden />
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          className="min-w-0 flex-1 break-all rounded-md bg-muted px-3 py-2 text-sm"
          data-testid="token-value"
        >
          {token}
        </code>
        <Button type="button" variant="outline" size="sm" onClick={copy} aria-label="Copy token">
          {copied === 'yes' ? (
            <Check className="h-4 w-4" aria-hidden />
          ) : (
            <Copy className="h-4 w-4" aria-hidden />
          )}
          {copied === 'yes' ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{SHOWN_ONCE}</p>
      {copied === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          Copying was blocked by the browser: select the token and copy it by hand.
        </p>
      )}
    </div>
  );
}
