// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/client';
import { makeItem, renderWithProviders, stubFetch, USER } from '@/components/content/test-helpers';
import Dashboard, { conversationCountText } from './index';

let stats: Record<string, unknown>;

beforeEach(() => {
  queryClient.clear();
  stats = { totalItems: 1, favoriteItems: 0, categoryCounts: {}, conversationCount: 4 };
  stubFetch({
    'GET /api/auth/user': () => ({ status: 200, body: USER }),
    'GET /api/user/usage': () => ({
      status: 200,
      body: { usageCount: 1, freeUsageLimit: 8, plan: 'free', unlimited: false },
    }),
    'GET /api/stats': () => ({ status: 200, body: stats }),
    'GET /api/content': () => ({ status: 200, body: [makeItem()] }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The 'AI Chat' stat card's link to /chat. */
async function aiChatStat() {
  const numbers = await screen.findByRole('region', { name: 'Your numbers' });
  return within(numbers).getByRole('link', { name: /AI Chat/ });
}

describe("the dashboard's AI chat card and stat (issue 8 point 9)", () => {
  it('counts conversations', () => {
    expect(conversationCountText(0)).toBe('No conversations yet');
    expect(conversationCountText(1)).toBe('1 conversation');
    expect(conversationCountText(4)).toBe('4 conversations');
  });

  it('show the real conversation count', async () => {
    renderWithProviders(<Dashboard />, { route: '/app' });
    expect(await screen.findByTestId('dashboard-conversation-count')).toHaveTextContent('4 conversations');
    const stat = await aiChatStat();
    expect(stat).toHaveAttribute('href', '/chat');
    expect(stat).toHaveTextContent('4');
  });

  it('fall back to "Ask" when the server sends no count', async () => {
    delete stats.conversationCount;
    renderWithProviders(<Dashboard />, { route: '/app' });
    expect(await aiChatStat()).toHaveTextContent('Ask');
    expect(screen.queryByTestId('dashboard-conversation-count')).not.toBeInTheDocument();
  });
});
