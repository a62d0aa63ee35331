// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { childAgeLabel, childStage, stageLabel } from '@nestkeep/common/web';
import { USER_KEY } from '@/api/auth';
import { queryClient } from '@/api/client';
import { displayNameChanged } from '@/api/user';
import { Toaster } from '@/components/ui/toaster';
import { PAGE_META } from '@/lib/meta';
import { ThemeProvider } from '@/lib/theme';
import Profile, { categoryRows, memberSince } from './index';

const USER = {
  id: 'u1',
  email: 'jamie@example.com',
  displayName: 'Jamie',
  profilePicture: null,
  plan: 'free',
  subscriptionStatus: null,
  role: 'user',
  isAdmin: false,
  onboardingCompleted: true,
  userStage: 'already_parent',
  interests: [],
  emailOptIn: true,
  emailOptInDate: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-03T12:00:00.000Z',
};

type Handler = (init: RequestInit | undefined) => { status: number; body?: unknown };
let routes: Record<string, Handler>;
let calls: Array<{ method: string; url: string; body?: unknown }>;

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  queryClient.clear();
  localStorage.clear();
  calls = [];
  let user = { ...USER };
  let optIn = true;
  routes = {
    'GET /api/auth/user': () => ({ status: 200, body: user }),
    'GET /api/user/profile': () => ({ status: 200, body: user }),
    'PUT /api/user/profile': (init) => {
      user = { ...user, displayName: JSON.parse(String(init?.body)).displayName };
      return { status: 200, body: user };
    },
    'GET /api/stats': () => ({
      status: 200,
      body: {
        totalItems: 5,
        favoriteItems: 2,
        categoryCounts: { 'Sleep & Routines': 3, 'Feeding & Nutrition': 2, 'Health & Safety': 0 },
      },
    }),
    'GET /api/user/email-preferences': () => ({
      status: 200,
      body: { emailOptIn: optIn, emailOptInDate: null },
    }),
    'POST /api/user/email-preferences': (init) => {
      optIn = JSON.parse(String(init?.body)).emailOptIn;
      return { status: 200, body: { message: 'saved', emailOptIn: optIn, emailOptInDate: null } };
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const handler = routes[`${method} ${url}`];
      if (!handler) return json(404, { message: 'not found' });
      const { status, body } = handler(init);
      return json(status, body);
    }),
  );
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({
      matches: false,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderProfile() {
  return render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <MemoryRouter initialEntries={['/profile']}>
          <Profile />
        </MemoryRouter>
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

describe('profile rules', () => {
  it("shows member since as 'MMMM yyyy'", () => {
    expect(memberSince('2026-11-03T12:00:00.000Z')).toBe('November 2026');
    expect(memberSince(null)).toBe('');
    expect(memberSince('not a date')).toBe('');
  });

  it('lists only categories with items, largest first', () => {
    expect(categoryRows({ A: 1, B: 3, C: 0 })).toEqual([
      ['B', 3],
      ['A', 1],
    ]);
    expect(categoryRows(undefined)).toEqual([]);
  });

  it('saves a display name only when it really changed', () => {
    expect(displayNameChanged('Jamie', 'Jamie')).toBe(false);
    expect(displayNameChanged('Jamie', '  Jamie ')).toBe(false);
    expect(displayNameChanged('Jamie', '   ')).toBe(false);
    expect(displayNameChanged(null, 'Jamie')).toBe(true);
    expect(displayNameChanged('Jamie', 'Jamie P')).toBe(true);
  });
});

describe('profile screen', () => {
  it('signed out: demo mode with Sign In, no Sign Out, no stats calls', async () => {
    routes['GET /api/auth/user'] = () => ({ status: 401, body: { message: 'Unauthorized' } });
    renderProfile();
    expect(await screen.findByText('Demo Mode')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /sign in/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sign out/i })).toBeNull();
    expect(calls.some((c) => c.url === '/api/stats')).toBe(false);
    expect(screen.getByLabelText(/parenting tips by email/i)).toBeDisabled();
  });

  it('signed in: name, email, member since, stats and content by category', async () => {
    renderProfile();
    expect(await screen.findByText('jamie@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('display-name')).toHaveTextContent('Jamie');
    expect(screen.getByText('Member since November 2026')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('stat-Total Content')).toHaveTextContent('5'));
    expect(screen.getByTestId('stat-Favorites')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-Categories')).toHaveTextContent('2');
    const list = screen.getByRole('heading', { name: 'Content by Category' }).closest('div')!.parentElement!;
    expect(within(list).getByText('Sleep & Routines')).toBeInTheDocument();
    expect(within(list).queryByText('Health & Safety')).toBeNull();
    expect(screen.getByRole('button', { name: /sign out/i })).toBeInTheDocument();
    expect(screen.queryByText(/coming with the next release/i)).toBeNull();
    expect(document.title).toBe(PAGE_META['/profile'].title);
  });

  it('Save without a change sends nothing; a change is sent and written to the user cache', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: /edit/i }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    expect(screen.queryByLabelText('Display name')).toBeNull();

    await user.click(screen.getByRole('button', { name: /edit/i }));
    const input = screen.getByLabelText('Display name');
    await user.clear(input);
    await user.type(input, '  Jamie P ');
    const profileGets = calls.filter((c) => c.url === '/api/user/profile' && c.method === 'GET').length;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('display-name')).toHaveTextContent('Jamie P'));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/user/profile', body: { displayName: 'Jamie P' } },
    ]);
    expect(queryClient.getQueryData<{ displayName: string }>(USER_KEY)?.displayName).toBe('Jamie P');
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/user/profile' && c.method === 'GET').length).toBe(
        profileGets + 1,
      ),
    );
  });

  it('email preferences: a change is posted; a failure shows the spec toast', async () => {
    const user = userEvent.setup();
    renderProfile();
    const toggle = await screen.findByLabelText(/parenting tips by email/i);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ emailOptIn: false });

    routes['POST /api/user/email-preferences'] = () => ({ status: 500, body: { message: 'boom' } });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText('Failed to update preferences')).toBeInTheDocument();
    expect(screen.getByText('Could not update email preferences')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('dark mode switch sets the theme; legal links open in a new tab; support mail link', async () => {
    const user = userEvent.setup();
    renderProfile();
    const dark = await screen.findByLabelText('Dark mode');
    expect(dark).not.toBeChecked();
    await user.click(dark);
    expect(dark).toBeChecked();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');

    for (const [name, href] of [
      [/privacy policy/i, '/privacy'],
      [/terms of service/i, '/terms'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByRole('link', { name: /contact support/i })).toHaveAttribute(
      'href',
      'mailto:support@nestkeep.app',
    );
    expect(screen.getByRole('link', { name: /set up the shortcut/i })).toHaveAttribute('href', '/setup');
  });
});

describe('child profiles on the profile page', () => {
  const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  /** Identity's answer: the stage follows the date, labels from common's functions. */
  const served = (row: { id: number; name: string; currentStage: string; dateOfBirth: string | null }) => {
    const currentStage = childStage(row);
    return {
      ...row,
      currentStage,
      stageLabel: stageLabel(currentStage),
      ageLabel: childAgeLabel(row),
      sex: null,
      isActive: row.id === 1,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
  };

  it("lists each child's stage and age, and 'Baby is born' moves a pregnancy to the stage of its birth date", async () => {
    let children = [
      served({ id: 1, name: 'Bean', currentStage: 'pregnant-2nd', dateOfBirth: daysFromNow(100) }),
      served({ id: 2, name: 'Mila', currentStage: 'toddler', dateOfBirth: daysFromNow(-500) }),
    ];
    routes['GET /api/child-profiles'] = () => ({ status: 200, body: children });
    routes['PUT /api/child-profiles/1'] = (init) => {
      const changes = JSON.parse(String(init?.body));
      children = children.map((c) => (c.id === 1 ? served({ ...c, ...changes }) : c));
      return { status: 200, body: children[0] };
    };
    renderProfile();
    const list = await screen.findByRole('list', { name: 'Child profiles' });
    expect(within(list).getByTestId('child-1-stage')).toHaveTextContent(
      /^Pregnant \(2nd Trimester\) · 25 weeks pregnant$/,
    );
    expect(within(list).getByTestId('child-2-stage')).toHaveTextContent(
      /^Toddler \(1-3 years\) · 16 months old$/,
    );
    expect(within(list).queryByRole('button', { name: 'Baby is born: Mila' })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Baby is born: Bean' }));
    const dialog = await screen.findByRole('dialog', { name: 'Baby is born' });
    const birth = daysFromNow(-140);
    await user.clear(within(dialog).getByLabelText('Date of birth'));
    await user.type(within(dialog).getByLabelText('Date of birth'), birth);
    await user.click(within(dialog).getByRole('button', { name: 'Save birth date' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        url: '/api/child-profiles/1',
        body: { name: 'Bean', dateOfBirth: birth, currentStage: 'infant' },
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('child-1-stage')).toHaveTextContent(
        /^Infant \(3-12 months\) · 4 months old$/,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Baby is born: Bean' })).toBeNull();
  });

  it('edits a child from the profile page with the add-child form', async () => {
    let children = [served({ id: 1, name: 'Mila', currentStage: 'toddler', dateOfBirth: null })];
    routes['GET /api/child-profiles'] = () => ({ status: 200, body: children });
    routes['PUT /api/child-profiles/1'] = (init) => {
      children = [served({ ...children[0], ...JSON.parse(String(init?.body)) })];
      return { status: 200, body: children[0] };
    };
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Mila' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Mila' });
    await user.selectOptions(within(dialog).getByLabelText('Current stage'), 'pregnant-3rd');
    expect(within(dialog).getByLabelText('Due date (optional)')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Due date (optional)'), daysFromNow(20));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(screen.getByTestId('child-1-stage')).toHaveTextContent(
        /^Pregnant \(3rd Trimester\) · Due in 2 weeks$/,
      ),
    );
  });
});
