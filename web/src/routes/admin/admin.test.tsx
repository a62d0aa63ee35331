// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminAuditEntry, AdminStats, AdminUser } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import { optInPatch } from '@/api/admin';
import { renderWithProviders, stubFetch, USER, type Call } from '@/components/content/test-helpers';
import AdminPage, { DELETE_USER_WARNING, OWN_DELETE_REASON, OWN_PLAN_REASON, SEARCH_DEBOUNCE_MS } from '.';

const ADMIN = {
  ...USER,
  id: 'admin-1',
  email: 'admin@nestkeep.test',
  displayName: 'Ada Admin',
  role: 'admin',
  isAdmin: true,
};

function adminUser(over: Partial<AdminUser>): AdminUser {
  return {
    id: 'u-x',
    displayName: 'Someone',
    email: 'someone@example.com',
    googleId: 'g-x',
    plan: 'free',
    role: 'user',
    usageCount: 3,
    contentCount: 7,
    chatCount: 2,
    emailOptIn: false,
    emailOptInDate: null,
    createdAt: '2026-11-03T12:00:00.000Z',
    familyOwnerEmail: null,
    effectivePlan: over.familyOwnerEmail ? 'family' : (over.plan ?? 'free'),
    ...over,
  };
}

const STATS: AdminStats = {
  totalUsers: 3,
  proUsers: 1,
  emailOptInUsers: 2,
  totalContent: 42,
  newUsersToday: 1,
  newUsersThisWeek: 2,
  newUsersThisMonth: 3,
  totalChats: 9,
};

let users: AdminUser[];
let audit: AdminAuditEntry[];
let calls: Call[];
let patchStatus: number;
let deleteStatus: number;

function routes(me: unknown) {
  return {
    'GET /api/auth/user': () =>
      me ? { status: 200, body: me } : { status: 401, body: { message: 'Sign in' } },
    'GET /api/admin/stats': () => ({ status: 200, body: STATS }),
    'GET /api/admin/users': (_: RequestInit | undefined, url: URL) => {
      const q = (url.searchParams.get('search') ?? '').toLowerCase();
      const list = users.filter(
        (u) => !q || u.email.toLowerCase().includes(q) || (u.displayName ?? '').toLowerCase().includes(q),
      );
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 25);
      return {
        status: 200,
        body: {
          users: list.slice((page - 1) * pageSize, page * pageSize),
          total: list.length,
          page,
          pageSize,
        },
      };
    },
    'PATCH /api/admin/users/u-1': (init: RequestInit | undefined) => {
      if (patchStatus !== 200) return { status: patchStatus, body: { message: 'Could not save' } };
      const patch = JSON.parse(String(init?.body)) as Partial<AdminUser>;
      // As identity answers: the effective plan follows the own plan unless a family gives one.
      users = users.map((u) =>
        u.id === 'u-1'
          ? { ...u, ...patch, effectivePlan: u.familyOwnerEmail ? 'family' : (patch.plan ?? u.plan) }
          : u,
      );
      return { status: 200, body: users.find((u) => u.id === 'u-1') };
    },
    'DELETE /api/admin/users/u-1': () => {
      if (deleteStatus !== 200) return { status: deleteStatus, body: { message: 'content is down' } };
      users = users.filter((u) => u.id !== 'u-1');
      return { status: 200, body: { deleted: true } };
    },
    'GET /api/admin/audit': (_: RequestInit | undefined, url: URL) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      return { status: 200, body: { entries: audit.slice((page - 1) * 20, page * 20), total: audit.length } };
    },
  };
}

beforeEach(() => {
  queryClient.clear();
  patchStatus = 200;
  deleteStatus = 200;
  users = [
    adminUser({
      id: 'admin-1',
      email: 'admin@nestkeep.test',
      displayName: 'Ada Admin',
      role: 'admin',
      plan: 'pro',
    }),
    adminUser({ id: 'u-1', email: 'jamie@example.com', displayName: 'Jamie Doe', googleId: 'g-jamie' }),
    adminUser({ id: 'u-2', email: 'robin@example.com', displayName: 'Robin Roe', emailOptIn: true }),
  ];
  audit = [
    {
      id: 1,
      adminId: 'admin-1',
      adminEmail: 'admin@nestkeep.test',
      action: 'plan.changed',
      targetUserId: 'u-2',
      targetEmail: 'robin@example.com',
      summary: 'Plan set to pro',
      createdAt: '2026-11-22T09:30:00.000Z',
    },
  ];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const rows = () => screen.getAllByTestId('admin-user-row');
const renderAdmin = (me: unknown = ADMIN) => {
  calls = stubFetch(routes(me));
  return renderWithProviders(<AdminPage />, { route: '/admin' });
};

describe('/admin access', () => {
  it('refuses a signed-in non-admin and never asks the admin API', async () => {
    renderAdmin(USER);
    expect(await screen.findByRole('heading', { name: 'Admin access required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to App' })).toHaveAttribute('href', '/app');
    expect(calls.filter((c) => c.path.startsWith('/api/admin'))).toHaveLength(0);
  });

  it('shows the sign-in card when signed out', async () => {
    renderAdmin(null);
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/admin'))).toHaveLength(0);
  });

  it('marks the page noindex', async () => {
    renderAdmin();
    await screen.findByRole('heading', { name: 'Admin Panel' });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });
});

describe('admin panel', () => {
  it('shows the stat cards, the user table and Back to App', async () => {
    renderAdmin();
    await waitFor(() => expect(screen.getByTestId('admin-stat-totalContent')).toHaveTextContent('42'));
    expect(screen.getByTestId('admin-stat-totalChats')).toHaveTextContent('9');
    expect(screen.getByTestId('admin-stat-newUsersThisWeek')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: /Back to App/ })).toHaveAttribute('href', '/app');
    await waitFor(() => expect(rows()).toHaveLength(3));
    const headers = within(screen.getByRole('table', { name: 'Users' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Name',
      'Email',
      'Plan',
      'Usage',
      'Content',
      'Chats',
      'Opt-in',
      'Joined',
      'Actions',
    ]);
    const jamie = rows()[1]!;
    expect(jamie).toHaveTextContent('Jamie Doe');
    expect(jamie).toHaveTextContent('jamie@example.com');
    expect(jamie).toHaveTextContent('Free');
    expect(jamie).toHaveTextContent('3/25');
    expect(jamie).toHaveTextContent('Nov 3, 2026');
    expect(rows()[2]).toHaveTextContent('Yes');
    expect(screen.getByText('3 users')).toBeInTheDocument();
  });

  it('searches by email or name after the typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderAdmin();
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ROBIN');
    // Nothing is asked per keystroke.
    expect(calls.filter((c) => c.path === '/api/admin/users' && c.search.includes('search'))).toHaveLength(0);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('robin@example.com');
    const searches = calls.filter((c) => c.path === '/api/admin/users' && c.search.includes('search'));
    expect(searches).toHaveLength(1);
    expect(new URLSearchParams(searches[0]!.search).get('search')).toBe('ROBIN');
    expect(new URLSearchParams(searches[0]!.search).get('page')).toBe('1');

    await user.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10));
    expect(await screen.findByText('No users match "nobody".')).toBeInTheDocument();
  });

  it('opens a user’s details and toggles plan and email opt-in (date now, then null)', async () => {
    const user = userEvent.setup();
    renderAdmin();
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'View jamie@example.com' }));
    const dialog = await screen.findByTestId('admin-user-dialog');
    for (const text of ['u-1', 'Jamie Doe', 'jamie@example.com', 'g-jamie', 'Usage this month', '3/25']) {
      expect(dialog).toHaveTextContent(text);
    }

    await user.click(within(dialog).getByRole('switch', { name: 'Pro plan' }));
    expect(await screen.findByText('User updated')).toBeInTheDocument();
    const patches = () => calls.filter((c) => c.method === 'PATCH');
    expect(patches()[0]).toMatchObject({ path: '/api/admin/users/u-1', body: { plan: 'pro' } });
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: 'Pro plan' })).toBeChecked());
    await waitFor(() => expect(rows()[1]).toHaveTextContent('Pro'));

    const before = Date.now();
    await user.click(within(dialog).getByRole('switch', { name: 'Marketing emails' }));
    await waitFor(() => expect(patches()).toHaveLength(2));
    const on = patches()[1]!.body as { emailOptIn: boolean; emailOptInDate: string };
    expect(on.emailOptIn).toBe(true);
    expect(Date.parse(on.emailOptInDate)).toBeGreaterThanOrEqual(before - 1000);
    await waitFor(() =>
      expect(within(dialog).getByRole('switch', { name: 'Marketing emails' })).toBeChecked(),
    );

    await user.click(within(dialog).getByRole('switch', { name: 'Marketing emails' }));
    await waitFor(() => expect(patches()).toHaveLength(3));
    expect(patches()[2]!.body).toEqual({ emailOptIn: false, emailOptInDate: null });
    expect(optInPatch(false)).toEqual({ emailOptIn: false, emailOptInDate: null });
  });

  it('an update failure shows Update failed with the reason and puts the switch back', async () => {
    const user = userEvent.setup();
    patchStatus = 500;
    renderAdmin();
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'View jamie@example.com' }));
    const dialog = await screen.findByTestId('admin-user-dialog');
    await user.click(within(dialog).getByRole('switch', { name: 'Pro plan' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('Could not save')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: 'Pro plan' })).not.toBeChecked());
  });

  it('deletes a user only after the confirmation that warns about all their data', async () => {
    const user = userEvent.setup();
    renderAdmin();
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'View jamie@example.com' }));
    let dialog = await screen.findByTestId('admin-user-dialog');
    await user.click(within(dialog).getByRole('button', { name: /Delete user/ }));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Permanently delete jamie@example.com?');
    expect(confirm).toHaveTextContent(DELETE_USER_WARNING);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    dialog = screen.getByTestId('admin-user-dialog');
    await user.click(within(dialog).getByRole('button', { name: /Delete user/ }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    expect(screen.getByText('User account has been permanently deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/admin/users/u-1']);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByTestId('admin-user-dialog')).toBeNull();
  });

  it('a delete failure shows Delete failed and keeps the user', async () => {
    const user = userEvent.setup();
    deleteStatus = 503;
    renderAdmin();
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'View jamie@example.com' }));
    await user.click(
      within(await screen.findByTestId('admin-user-dialog')).getByRole('button', { name: /Delete user/ }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete permanently' }),
    );
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByText('content is down')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
  });

  it('the admin’s own row cannot be demoted or deleted, and says why', async () => {
    const user = userEvent.setup();
    renderAdmin();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]).toHaveTextContent('You');
    await user.click(screen.getByRole('button', { name: 'View admin@nestkeep.test' }));
    const dialog = await screen.findByTestId('admin-user-dialog');
    expect(within(dialog).getByRole('switch', { name: 'Pro plan' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /Delete user/ })).toBeDisabled();
    expect(dialog).toHaveTextContent(OWN_PLAN_REASON);
    expect(dialog).toHaveTextContent(OWN_DELETE_REASON);
    // Opt-in is still theirs to change.
    expect(within(dialog).getByRole('switch', { name: 'Marketing emails' })).toBeEnabled();
  });

  it('lists the audit log (who, what, when) and pages through it', async () => {
    const user = userEvent.setup();
    audit = Array.from({ length: 23 }, (_, i) => ({
      id: 100 - i,
      adminId: i === 0 ? null : 'admin-1',
      adminEmail: 'admin@nestkeep.test',
      action: i === 0 ? 'user.deleted' : 'plan.changed',
      targetUserId: i === 0 ? null : 'u-2',
      targetEmail: i === 0 ? null : 'robin@example.com',
      summary: i === 0 ? 'User deleted' : `Plan set to pro #${i}`,
      createdAt: '2026-11-22T09:30:00.000Z',
    }));
    renderAdmin();
    const log = await screen.findByRole('list', { name: 'Audit log entries' });
    const entries = within(log).getAllByTestId('audit-entry');
    expect(entries).toHaveLength(20);
    expect(entries[0]).toHaveTextContent('User deleted');
    expect(entries[0]).toHaveTextContent('account deleted');
    expect(entries[1]).toHaveTextContent('Plan changed: Plan set to pro #1');
    expect(entries[1]).toHaveTextContent('by admin@nestkeep.test');
    expect(entries[1]).toHaveTextContent('user robin@example.com');
    expect(entries[1]).not.toHaveTextContent('u-2');
    expect(entries[1]).toHaveTextContent('Nov 22, 2026');
    expect(screen.getByText('23 entries')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Audit log pages' });
    await user.click(within(pager).getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Audit log entries' })).getAllByTestId('audit-entry'),
      ).toHaveLength(3),
    );
    expect(pager).toHaveTextContent('Page 2 of 2');
    expect(
      calls.some((c) => c.path === '/api/admin/audit' && new URLSearchParams(c.search).get('page') === '2'),
    ).toBe(true);
  });

  it("shows a family member's plan as Family via the owner, with unlimited usage (issue 22 point 9)", async () => {
    const user = userEvent.setup();
    // Jamie shares owner@example.com's Family plan; their own plan is free.
    users = users.map((u) =>
      u.id === 'u-1'
        ? { ...u, familyOwnerEmail: 'owner@example.com', effectivePlan: 'family', usageCount: 12 }
        : u,
    );
    renderAdmin();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const jamie = rows()[1]!;
    expect(within(jamie).getAllByRole('cell')[2]).toHaveTextContent(/^Family · via owner@example\.com$/);
    expect(jamie).toHaveTextContent('12 (unlimited)');
    expect(rows()[2]).not.toHaveTextContent('via');
    await user.click(screen.getByRole('button', { name: 'View jamie@example.com' }));
    const dialog = await screen.findByTestId('admin-user-dialog');
    expect(dialog).toHaveTextContent('Family · via owner@example.com');
    expect(dialog).toHaveTextContent('Own planFree');
    // Their own plan changes; Family stays, and the toast says both.
    await user.click(within(dialog).getByRole('switch', { name: 'Pro plan' }));
    expect(
      await screen.findByText(
        "jamie@example.com's own plan is now Pro; they keep Family through owner@example.com.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(dialog).toHaveTextContent('Own planPro'));
    // (by tag: the open dialog hides the table from the accessibility tree)
    expect(rows()[1]!.querySelectorAll('td')[2]).toHaveTextContent('Family · via owner@example.com');
  });

  it('confirms a plan change with a toast naming the plan and the user (issue 22 point 9)', async () => {
    const user = userEvent.setup();
    renderAdmin();
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'View jamie@example.com' }));
    const dialog = await screen.findByTestId('admin-user-dialog');
    await user.click(within(dialog).getByRole('switch', { name: 'Pro plan' }));
    const toast = (await screen.findByText('User updated')).closest('li')!;
    expect(toast).toHaveTextContent('jamie@example.com is now on the Pro plan.');
    await waitFor(() => expect(rows()[1]).toHaveTextContent('Pro'));
    await user.click(within(dialog).getByRole('switch', { name: 'Pro plan' }));
    expect(await screen.findByText('jamie@example.com is now on the Free plan.')).toBeInTheDocument();
  });
});
