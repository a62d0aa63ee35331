// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/client';
import { makeItem, renderWithProviders, stubFetch, USER, type Call } from '@/components/content/test-helpers';
import SaveDialog from './index';

/**
 * Issue 22 point 8: at the free limit the dialog says so before anything is filled in: the spec's
 * 'Limit reached' / 'Upgrade to continue saving', on the button itself, which opens the upgrade.
 */
let calls: Call[];
let usageCount: number;

beforeEach(() => {
  queryClient.clear();
  usageCount = 8;
  calls = stubFetch({
    'GET /api/auth/user': () => ({ status: 200, body: USER }),
    'GET /api/user/usage': () => ({
      status: 200,
      body: { usageCount, freeUsageLimit: 8, plan: 'free', unlimited: false },
    }),
    'POST /api/content': () => ({ status: 201, body: makeItem() }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const onOpenChange = vi.fn();
  renderWithProviders(<SaveDialog open onOpenChange={onOpenChange} />);
  return { onOpenChange, user: userEvent.setup() };
}

describe('the save dialog at the free limit', () => {
  it("says 'Limit reached' and 'Upgrade to continue saving' before the form is filled", async () => {
    setup();
    const notice = await screen.findByRole('status', { name: 'Limit reached' });
    expect(notice).toHaveTextContent('Upgrade to continue saving');
    const button = screen.getByRole('button', { name: 'Upgrade to continue saving' });
    expect(button).toHaveAccessibleDescription(/Limit reached/);
    expect(screen.queryByRole('button', { name: 'Save Content' })).toBeNull();
  });

  it('the button opens the upgrade without sending a save that would be refused', async () => {
    const { user, onOpenChange } = setup();
    await user.click(await screen.findByRole('button', { name: 'Upgrade to continue saving' }));
    expect(await screen.findByRole('heading', { name: /Upgrade/ })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('Enter in a filled field at the limit also leads to the upgrade, not a save', async () => {
    const { user } = setup();
    await screen.findByRole('status', { name: 'Limit reached' });
    await user.type(screen.getByRole('textbox', { name: /^URL/ }), 'https://example.com/tip{Enter}');
    expect(await screen.findByRole('heading', { name: /Upgrade/ })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('below the limit the button saves as before, with no notice', async () => {
    usageCount = 7;
    setup();
    await screen.findByText(/7 of 8 free saves used/);
    const usage = screen.getByTestId('save-usage');
    expect(within(usage).queryByText('Limit reached')).toBeNull();
    expect(screen.queryByRole('status', { name: 'Limit reached' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Content' })).toBeEnabled();
  });
});
