// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FreeTools } from './sections';
import { renderPage } from './test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Issue 22 point 8: the landing's free tools say which ones need a (free) account first. */
describe("the landing's free tools", () => {
  it('marks each tool: a free account needed, or none', () => {
    renderPage(<FreeTools />);
    const section = screen.getByRole('heading', { name: 'Free tools for every stage' }).closest('section')!;
    const card = (name: string) => within(section).getByRole('link', { name: new RegExp(`^${name}`) });
    expect(card('Baby name generator')).toHaveTextContent('No account needed');
    for (const name of ['Milestone tracker', 'Growth calculator', 'Due date calculator', 'iOS shortcut']) {
      expect(card(name)).toHaveTextContent('Free account needed');
    }
    // Every card carries one mark, and the section says what the mark means.
    const links = within(section).getAllByRole('link');
    for (const link of links) expect(link.textContent).toMatch(/No account needed|Free account needed/);
    expect(section).toHaveTextContent(/sign in with a free account/i);
  });

  it("a tool the app guards (signed-out visitors get the sign-in card) is never marked 'No account needed'", async () => {
    const { TOOLS } = await import('@/lib/tools');
    renderPage(<FreeTools />);
    for (const tool of TOOLS.filter((t) => t.guarded)) {
      const link = document.querySelector(`a[href="${tool.path}"]`);
      if (link) expect(link).toHaveTextContent('Free account needed');
    }
  });
});
