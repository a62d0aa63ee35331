// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@/hooks/use-toast';
import { Toaster } from './toaster';

/**
 * Where toasts show (issue 22 walk): on a phone at the bottom they sat on a dialog's Save button and
 * on the next dialog's fields, 5 s each. Below `sm` they now show at the top, under the 4rem header;
 * from `sm` at the bottom, above the bottom bar (below `lg`). jsdom applies no CSS: the classes are
 * checked here, the boxes in Chromium (tests/browser/phone-nav.test.ts).
 */
afterEach(cleanup);

describe('the toast viewport', () => {
  it('sits under the header below sm, and at the bottom above the bottom bar from sm', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Content saved!' });
    });
    await screen.findByText('Content saved!');
    const viewport = screen.getByTestId('toast-viewport');
    expect(viewport).toContainElement(screen.getByText('Content saved!'));
    const classes = viewport.className.split(/\s+/);
    // Phones: the top, under the header (h-16), with no bottom offset.
    expect(classes).toContain('top-16');
    expect(classes.filter((c) => /^bottom-/.test(c))).toEqual([]);
    // From sm: the bottom, above the bottom bar, and from lg (no bar) at the very bottom.
    expect(classes).toEqual(expect.arrayContaining(['sm:top-auto', 'sm:bottom-20', 'lg:bottom-0']));
  });

  it("below sm, while a dialog is open, ends left of the dialog's Close; only the toasts take taps", async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'URL required' });
    });
    const item = (await screen.findByText('URL required')).closest('li')!;
    const classes = screen.getByTestId('toast-viewport').className.split(/\s+/);
    // The dialog-open variant (index.css): 4rem from the right, or half the width less 12rem (the
    // Close of a centred 32rem dialog), whichever is more; Chromium checks the boxes (phone-nav).
    expect(classes).toContain('max-sm:dialog-open:pr-[max(4rem,calc(50%_-_12rem))]');
    expect(classes).toContain('pointer-events-none');
    expect(item.className.split(/\s+/)).toContain('pointer-events-auto');
  });
});
