import * as T from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useToast } from '@/hooks/use-toast';
import { cn } from '@/lib/utils';

/** 5 s on screen, swipe right (50 px) to dismiss, F8 focuses the viewport (spec part 1 §9). */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <T.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <T.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismiss(t.id)}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-8 shadow-lg',
            t.variant === 'destructive'
              ? // A darker red than --color-destructive: the description keeps 4.5:1 contrast on it.
                'border-red-700 bg-red-700 text-white'
              : 'border-border bg-card',
          )}
        >
          <div className="grid gap-1">
            {t.title && <T.Title className="text-sm font-semibold">{t.title}</T.Title>}
            {t.description && <T.Description className="text-sm opacity-90">{t.description}</T.Description>}
          </div>
          {t.action && (
            <T.Action
              altText={t.action.altText}
              onClick={t.action.onClick}
              className="ml-auto shrink-0 self-center rounded-md border border-border bg-background px-3 py-1 text-sm font-semibold text-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            >
              {t.action.label}
            </T.Action>
          )}
          <T.Close
            className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100"
            aria-label="Close"
          >
            <X className="h-4 w-4" />
          </T.Close>
        </T.Root>
      ))}
      {/*
        Below `sm` (phones) at the top, right under the 4rem header: at the bottom a toast sat on the
        bottom bar's buttons and on a dialog's Save button, which phones show at the bottom of the
        screen. From `sm` at the bottom right, above the bottom bar (shown below `lg`).
        A phone's dialog spans the width less 1rem each side, up to 32rem centred (wider ones span
        it), with its Close (×) 1rem in from its top right corner: a toast shown over the dialog
        sat on that Close. While a dialog is open, toasts end left of it (4rem from the right edge,
        or half the width less 12rem when the dialog is narrower than the screen) and stay on top
        to be read. The viewport's own box takes no taps (its padding lies over the Close).
      */}
      <T.Viewport
        hotkey={['F8']}
        data-testid="toast-viewport"
        className="pointer-events-none fixed right-0 top-16 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 max-sm:dialog-open:pr-[max(4rem,calc(50%_-_12rem))] sm:bottom-20 sm:top-auto lg:bottom-0"
      />
    </T.Provider>
  );
}
