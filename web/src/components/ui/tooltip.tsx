import * as T from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

/** Tooltips open after 700 ms, skip delay 300 ms (spec part 1 §4). */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <T.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </T.Provider>
  );
}

/** A tooltip; it brings its own provider when none is around (so pages without tooltips load none). */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <TooltipProvider>
      <TooltipRoot content={content}>{children}</TooltipRoot>
    </TooltipProvider>
  );
}

function TooltipRoot({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <T.Root>
      <T.Trigger asChild>{children}</T.Trigger>
      <T.Portal>
        <T.Content
          sideOffset={6}
          className="z-50 rounded-md bg-foreground px-2 py-1 text-xs text-background shadow"
        >
          {content}
        </T.Content>
      </T.Portal>
    </T.Root>
  );
}
