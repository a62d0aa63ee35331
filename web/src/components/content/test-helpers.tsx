import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { ContentItem } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';

/** Test support (not shipped): a fetch stub by "METHOD /path", and a render with the app's providers. */
export const USER = {
  id: 'u1',
  email: 'jamie@example.com',
  displayName: 'Jamie Doe',
  profilePicture: null,
  plan: 'free',
  subscriptionStatus: null,
  role: 'user',
  isAdmin: false,
  onboardingCompleted: true,
  userStage: 'already_parent',
  interests: [],
  emailOptIn: true,
  emailOptInDate: null,
  createdAt: '2026-11-03T12:00:00.000Z',
};

export function makeItem(over: Partial<ContentItem> = {}): ContentItem {
  return {
    id: 1,
    title: 'Swaddling basics',
    description: 'How to swaddle a newborn safely.',
    category: 'Sleep & Routines',
    platform: 'youtube',
    thumbnail: null,
    originalUrl: 'https://www.youtube.com/watch?v=abc',
    imageUrl: null,
    dateSaved: '2026-11-03T12:00:00.000Z',
    isFavorite: false,
    parentingPhase: 'newborn',
    personalNotes: null,
    note: null,
    analysisNotes: null,
    tags: [],
    analysisStatus: 'done',
    analysisError: null,
    childProfileId: null,
    domain: 'youtube.com',
    siteName: null,
    linkStatus: 'read',
    guidanceConflicts: [],
    ...over,
  };
}

export type Handler = (init: RequestInit | undefined, url: URL) => { status: number; body?: unknown };
export interface Call {
  method: string;
  path: string;
  search: string;
  body?: unknown;
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Stubs fetch: routes are keyed "METHOD /path" (query string ignored); unknown paths answer 404. */
export function stubFetch(routes: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      let body: unknown = init?.body;
      if (typeof body === 'string') body = JSON.parse(body);
      calls.push({ method, path: url.pathname, search: url.search, body });
      const handler = routes[`${method} ${url.pathname}`];
      if (!handler) return json(404, { error: 'not_found', message: 'Not found' });
      const { status, body: out } = handler(init, url);
      return status === 204 ? new Response(null, { status }) : json(status, out);
    }),
  );
  return calls;
}

export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
}
