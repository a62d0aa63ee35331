import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { OFFLINE_MESSAGE } from '@/api/client';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online (navigator.onLine), following its online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** The app's offline state (issue 11 point 4): a banner under the header while the browser is offline. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <WifiOff className="h-4 w-4 shrink-0" aria-hidden />
      {OFFLINE_MESSAGE}
    </div>
  );
}

/**
 * What an account page shows offline when the signed-in user could not be loaded (a reload with no
 * connection): not the signed-out welcome, which would wrongly suggest the parent was signed out.
 */
export function OfflinePage() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4 py-10">
      <div className="max-w-md text-center" role="region" aria-labelledby="offline-page-title">
        <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <WifiOff className="h-6 w-6" aria-hidden />
        </span>
        <h1 id="offline-page-title" className="mt-4 text-2xl font-bold">
          No connection
        </h1>
        <p className="mt-2 text-muted-foreground">
          Your library opens again as soon as you are back online. The tools that need no account still work.
        </p>
      </div>
    </div>
  );
}
