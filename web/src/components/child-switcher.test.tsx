// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChildProfile } from '@nestkeep/common/web';
import { USER_KEY } from '@/api/auth';
import { toast } from '@/hooks/use-toast';
import ChildSwitcher from './child-switcher';
import { childDisplayName } from './child-profiles/labels';

vi.mock('@/hooks/use-toast', () => ({ toast: vi.fn() }));

const fetchMock = vi.fn();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const child = (
  id: number,
  name: string | null,
  isActive = false,
  currentStage = 'toddler',
): ChildProfile => ({
  id,
  name,
  dateOfBirth: null,
  currentStage,
  sex: null,
  isActive,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const USER = {
  id: 'u1',
  email: 'a@example.com',
  displayName: 'A',
  plan: 'free',
  onboardingCompleted: true,
};

function renderSwitcher(children: ChildProfile[], signedIn = true) {
  let list = children;
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/child-profiles' && method === 'GET') return json(list);
    const id = Number(url.split('/')[3]);
    if (method === 'PUT') {
      const { name } = JSON.parse(init!.body as string) as { name: string };
      list = list.map((c) => (c.id === id ? { ...c, name } : c));
      return json(list.find((c) => c.id === id));
    }
    if (method === 'DELETE') {
      list = list.filter((c) => c.id !== id);
      return new Response(null, { status: 204 });
    }
    if (method === 'PATCH') {
      list = list.map((c) => ({ ...c, isActive: c.id === id }));
      return json(list.find((c) => c.id === id));
    }
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(USER_KEY, signedIn ? USER : null);
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ChildSwitcher />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    ...view,
    calls: () => fetchMock.mock.calls.map(([u, i]) => `${(i as RequestInit)?.method ?? 'GET'} ${u}`),
  };
}

async function openMenu(label: RegExp) {
  const trigger = await screen.findByRole('button', { name: label });
  act(() => {
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
  });
  return screen.findByRole('menu');
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.mocked(toast).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('child display names', () => {
  it('names unnamed onboarding profiles from their stage', () => {
    const all = [child(1, null, false, 'pregnant-2nd'), child(2, null), child(3, 'Ivy'), child(4, ' ')];
    expect(all.map((c) => childDisplayName(c, all))).toEqual([
      'Baby (Pregnant (2nd Trimester))',
      'Child 1',
      'Ivy',
      'Child 2',
    ]);
  });
});

describe('child switcher', () => {
  it('renders nothing when signed out', () => {
    const { container } = renderSwitcher([child(1, 'Ivy')], false);
    expect(container.innerHTML).toBe('');
  });

  it('shows the first active child with an Active badge and activates another', async () => {
    const { calls } = renderSwitcher([child(1, 'Ivy'), child(2, 'Max', true)]);
    const menu = await openMenu(/Child profile: Max/);
    const items = within(menu).getAllByRole('menuitem');
    const max = items.find((i) => i.textContent?.startsWith('Max'))!;
    expect(within(max).getByText('Active')).toBeTruthy();
    fireEvent.click(items.find((i) => i.textContent?.startsWith('Ivy'))!);
    await waitFor(() => expect(calls()).toContain('PATCH /api/child-profiles/1/activate'));
    expect(await screen.findByRole('button', { name: /Child profile: Ivy/ })).toBeTruthy();
  });

  it('renames inline: Enter saves a trimmed non-blank name, Escape cancels', async () => {
    const { calls } = renderSwitcher([child(1, 'Ivy', true)]);
    let menu = await openMenu(/Child profile: Ivy/);
    // One child: no delete control.
    expect(within(menu).queryByRole('menuitem', { name: /Delete/ })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Rename Ivy' }));
    let input = await screen.findByRole('textbox', { name: 'New name for Ivy' });
    fireEvent.change(input, { target: { value: 'Nope' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(calls().some((c) => c.startsWith('PUT'))).toBe(false);

    menu = screen.queryByRole('menu') ?? (await openMenu(/Child profile: Ivy/));
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Rename Ivy' }));
    input = await screen.findByRole('textbox', { name: 'New name for Ivy' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(calls().some((c) => c.startsWith('PUT'))).toBe(false);
    fireEvent.change(input, { target: { value: '  Ivy Rose ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(calls()).toContain('PUT /api/child-profiles/1'));
    const put = fetchMock.mock.calls.find(([, i]) => (i as RequestInit)?.method === 'PUT')!;
    expect(JSON.parse((put[1] as RequestInit).body as string)).toEqual({ name: 'Ivy Rose' });
    await waitFor(() => expect(vi.mocked(toast).mock.calls[0]?.[0]).toMatchObject({ title: 'Name Updated' }));
    expect(await screen.findByRole('button', { name: /Child profile: Ivy Rose/ })).toBeTruthy();
  });

  it('deletes only after confirming, and only when more than one child exists', async () => {
    const { calls } = renderSwitcher([child(1, 'Ivy', true), child(2, null)]);
    const menu = await openMenu(/Child profile: Ivy/);
    expect(within(menu).getAllByRole('menuitem', { name: /^Delete/ })).toHaveLength(2);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Delete Child 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete the profile for Child 1? This action cannot be undone.',
    );
    expect(calls().some((c) => c.startsWith('DELETE'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls()).toContain('DELETE /api/child-profiles/2'));
    await waitFor(() =>
      expect(vi.mocked(toast).mock.calls[0]?.[0]).toMatchObject({ title: 'Child Profile Deleted' }),
    );
  });

  it('opens the add-child dialog from the add entry', async () => {
    renderSwitcher([child(1, 'Ivy', true)]);
    const menu = await openMenu(/Child profile: Ivy/);
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Add Child/ }));
    expect(await screen.findByRole('dialog', { name: 'Add Child Profile' })).toBeTruthy();
  });
});
