import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { ChildProfile, ContentItem, FamilyMember, FamilyOverview } from '@nestkeep/common/web';
import { USER_KEY } from '@/api/auth';
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

/** jsdom has no ResizeObserver; Radix menus, selects and dialogs need one, and this one does nothing. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/** What the signed-in shell asks for on every screen: no children, and a free plan with none used. */
export const SHELL_ROUTES: Record<string, Handler> = {
  'GET /api/child-profiles': () => ({ status: 200, body: [] }),
  'GET /api/user/usage': () => ({
    status: 200,
    body: { usageCount: 0, freeUsageLimit: 8, plan: 'free', unlimited: false },
  }),
};

/** Before each shell test: no cached queries or session state, a ResizeObserver, and the shell's API. */
export function freshShell(): Call[] {
  queryClient.clear();
  sessionStorage.clear();
  stubResizeObserver();
  return stubFetch(SHELL_ROUTES);
}

/** Renders `ui` as this user (null: signed out) is already known to the app, at `route`. */
export function renderSignedIn(ui: ReactElement, user: unknown, route: string) {
  queryClient.setQueryData(USER_KEY, user);
  return renderWithProviders(ui, { route });
}

/** Renders `ui` at `route` with a query client of its own that does not retry; returns the client. */
export function renderWithFreshClient(ui: ReactElement, route = '/app') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

/** A child profile: Ivy, a toddler, active and not shared, unless `over` says otherwise. */
export function makeChild(over: Partial<ChildProfile> = {}): ChildProfile {
  return {
    id: 1,
    name: 'Ivy',
    dateOfBirth: null,
    currentStage: 'toddler',
    stageLabel: 'Toddler',
    ageLabel: null,
    sex: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    isActive: true,
    sharedWithFamily: false,
    sharedBy: null,
    ...over,
  };
}

/** GET /api/family for a user with no family plan and not in anyone's family. */
export const NO_FAMILY: FamilyOverview = {
  hasFamilyPlan: false,
  isFamilyMember: false,
  primaryUser: null,
  shareNameFavorites: false,
  partnerSharesNameFavorites: null,
  members: [],
  limit: 1,
};

/** A family invitation to sam@example.com, still pending, unless `over` says otherwise. */
export function pendingMember(over: Partial<FamilyMember> = {}): FamilyMember {
  return {
    id: 7,
    email: 'sam@example.com',
    memberUserId: null,
    displayName: null,
    memberEmail: null,
    status: 'pending',
    invitedAt: '2026-11-20T12:00:00.000Z',
    acceptedAt: null,
    expiresAt: '2026-11-27T12:00:00.000Z',
    ...over,
  };
}
