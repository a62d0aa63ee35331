import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The stage tabs in a sideways scroller that says so (issue 22 point 7): when tabs are out of
 * sight, the edge fades, an arrow button scrolls that way, and a line says there are more. The
 * selected tab is brought into view (sideways only: the page itself does not move).
 */
export function StageTabsScroller({ selected, children }: { selected: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const left = el.scrollLeft > 2;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 2;
    setEdges((e) => (e.left === left && e.right === right ? e : { left, right }));
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  useEffect(() => {
    const el = ref.current;
    const tab = el?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!el || !tab) return;
    const offset = tab.getBoundingClientRect().left - el.getBoundingClientRect().left + el.scrollLeft;
    el.scrollLeft = Math.max(0, offset - (el.clientWidth - tab.offsetWidth) / 2);
    measure();
  }, [selected, measure]);

  const scroll = (direction: -1 | 1) => {
    const el = ref.current;
    if (!el) return;
    el.scrollBy({ left: direction * Math.max(120, el.clientWidth * 0.7), behavior: 'smooth' });
  };

  return (
    <div className="space-y-1">
      {/* Below `sm` the row and the hint stop short of the Add Content button floating at the right
          (right-4, 56 px wide), so it never covers the 'Later stages' arrow or the hint's end (walk-a40). */}
      <div className="relative -ml-4 mr-16 sm:mx-0">
        <div
          ref={ref}
          onScroll={measure}
          data-stage-scroller
          className="overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:px-0"
        >
          {children}
        </div>
        {edges.left && (
          <div className="pointer-events-none absolute inset-y-0 left-0 flex items-center bg-gradient-to-r from-background via-background/90 to-transparent pl-1 pr-6">
            <button
              type="button"
              onClick={() => scroll(-1)}
              aria-label="Earlier stages"
              className="pointer-events-auto flex h-8 w-8 items-center justify-center rounded-full border border-border bg-card shadow-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            >
              <ChevronLeft className="h-4 w-4" aria-hidden />
            </button>
          </div>
        )}
        {edges.right && (
          <div className="pointer-events-none absolute inset-y-0 right-0 flex items-center bg-gradient-to-l from-background via-background/90 to-transparent pl-6 pr-1">
            <button
              type="button"
              onClick={() => scroll(1)}
              aria-label="Later stages"
              className="pointer-events-auto flex h-8 w-8 items-center justify-center rounded-full border border-border bg-card shadow-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            >
              <ChevronRight className="h-4 w-4" aria-hidden />
            </button>
          </div>
        )}
      </div>
      <p
        className={cn('pr-16 text-xs text-muted-foreground sm:pr-0', !edges.left && !edges.right && 'hidden')}
        data-testid="stage-scroll-hint"
      >
        More stages{' '}
        {edges.left && edges.right ? 'on both sides' : edges.right ? 'to the right' : 'to the left'}: swipe
        the tabs or use the arrows.
      </p>
    </div>
  );
}
