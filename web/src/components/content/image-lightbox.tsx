import * as D from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef } from 'react';

/**
 * An image shown full size over everything (issue 22 point 6: a screenshot opens full size from its
 * card and its detail). A dialog: focus moves into it, Escape or Close shuts it and focus returns to
 * what opened it. The image keeps its own size up to the screen, and scrolls when taller.
 */
export function ImageLightbox({
  src,
  title,
  open,
  onOpenChange,
}: {
  src: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // Opened from a button of its own (not a Radix trigger): focus goes back to it on close.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-[60] bg-black/90" />
        <D.Content
          className="fixed inset-0 z-[60] flex flex-col focus:outline-none"
          data-testid="image-lightbox"
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            opener.current?.focus();
          }}
          onClick={(e) => {
            if (e.target === e.currentTarget) onOpenChange(false);
          }}
        >
          <div className="flex items-center justify-between gap-2 px-4 py-3 text-white">
            <D.Title className="min-w-0 truncate text-sm font-medium">{title}</D.Title>
            <D.Close
              className="rounded-md bg-black/40 p-2 hover:bg-black/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
              aria-label="Close full-size image"
            >
              <X className="h-5 w-5" aria-hidden />
            </D.Close>
          </div>
          <div
            className="flex min-h-0 flex-1 items-start justify-center overflow-auto px-2 pb-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-white"
            // A tall screenshot scrolls: the keyboard can reach it too (arrow keys once focused).
            tabIndex={0}
            role="region"
            aria-label="Full-size image"
            onClick={(e) => {
              if (e.target === e.currentTarget) onOpenChange(false);
            }}
          >
            <img src={src} alt={`Full size: ${title}`} className="h-auto max-w-full" />
          </div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
