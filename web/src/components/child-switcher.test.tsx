// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { childAgeLabel, childStage, stageLabel, type ChildProfile } from '@nestkeep/common/web';
import { USER_KEY } from '@/api/auth';
import { stubResizeObserver } from '@/components/content/test-helpers';
import { toast } from '@/hooks/use-toast';
import ChildSwitcher from './child-switcher';
import { childDisplayName } from './child-profiles/labels';

vi.mock('@/hooks/use-toast', () => ({ toast: vi.fn() }));

const fetchMock = vi.fn();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** A profile as identity answers it: the stage follows the date, labels from common's functions. */
function asServed(row: Omit<ChildProfile, 'stageLabel' | 'ageLabel'>): ChildProfile {
  const currentStage = childStage(row);
  return { ...row, currentStage, stageLabel: stageLabel(currentStage), ageLabel: childAgeLabel(row) };
}
const child = (
  id: number,
  name: string | null,
  isActive = false,
  currentStage = 'toddler',
  dateOfBirth: string | null = null,
): ChildProfile =>
  asServed({
    id,
    name,
    dateOfBirth,
    currentStage,
    sex: null,
    isActive,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const USER = {
  id: 'u1',
  email: 'a@example.com',
  displayName: 'A',
  plan: 'free',
  onboardingCompleted: true,
};

function renderSwitcher(children: ChildProfile[], signedIn = true, userStage?: string) {
  let list = children;
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/child-profiles' && method === 'GET') return json(list);
    const id = Number(url.split('/')[3]);
    if (method === 'PUT') {
      const changes = JSON.parse(init!.body as string) as Partial<ChildProfile>;
      list = list.map((c) => (c.id === id ? asServed({ ...c, ...changes }) : c));
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
  client.setQueryData(USER_KEY, signedIn ? { ...USER, userStage } : null);
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
  stubResizeObserver();
  vi.mocked(toast).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('child display names', () => {
  it('names unnamed old profiles Baby before birth and Child N after, never by a stage label', () => {
    const all = [child(1, null, false, 'pregnant-2nd'), child(2, null), child(3, 'Ivy'), child(4, ' ')];
    expect(all.map((c) => childDisplayName(c, all))).toEqual(['Baby', 'Child 1', 'Ivy', 'Child 2']);
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

  it('with no profile, shows a trying-to-conceive user their stage and a parent Add child; both can add one', async () => {
    const ttc = renderSwitcher([], true, 'trying_to_conceive');
    const trigger = await screen.findByRole('button', { name: 'Child profiles: Trying to conceive' });
    expect(trigger.textContent).toBe('Trying to conceive');
    const menu = await openMenu(/Trying to conceive/);
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Add Child/ }));
    expect(await screen.findByRole('dialog', { name: 'Add Child Profile' })).toBeTruthy();
    ttc.unmount();

    for (const stage of ['already_parent', 'currently_pregnant']) {
      const view = renderSwitcher([], true, stage);
      expect((await screen.findByRole('button', { name: 'Child profiles: Add child' })).textContent).toBe(
        'Add child',
      );
      view.unmount();
    }
  });

  it("shows each child's stage and age from the profile's labels", async () => {
    renderSwitcher([
      child(1, 'Ivy', true, 'newborn', daysFromNow(-150)),
      child(2, 'Bean', false, 'pregnant-2nd', daysFromNow(112)),
    ]);
    const menu = await openMenu(/Child profile: Ivy, \d+ months old/);
    expect(within(menu).getByText(/^Infant \(3-12 months\) · \d+ months old$/)).toBeTruthy();
    expect(within(menu).getByText('Pregnant (2nd Trimester) · 24 weeks pregnant')).toBeTruthy();
  });

  it('edits every field of a profile in the add-child form and shows the new stage', async () => {
    const { calls } = renderSwitcher([child(1, 'Ivy', true, 'toddler')]);
    const menu = await openMenu(/Child profile: Ivy/);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Edit details of Ivy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ivy' });
    expect(within(dialog).getByLabelText('Name')).toHaveProperty('value', 'Ivy');
    expect(within(dialog).getByLabelText('Current stage')).toHaveProperty('value', 'toddler');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Ivy Rose' } });
    fireEvent.change(within(dialog).getByLabelText('Current stage'), { target: { value: 'infant' } });
    const birth = daysFromNow(-60);
    fireEvent.change(within(dialog).getByLabelText('Date of birth (optional)'), { target: { value: birth } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Girl' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls()).toContain('PUT /api/child-profiles/1'));
    const put = fetchMock.mock.calls.find(([, i]) => (i as RequestInit)?.method === 'PUT')!;
    expect(JSON.parse((put[1] as RequestInit).body as string)).toEqual({
      name: 'Ivy Rose',
      currentStage: 'infant',
      dateOfBirth: birth,
      sex: 'girl',
    });
    const trigger = await screen.findByRole('button', { name: /Child profile: Ivy Rose, 8 weeks old/ });
    expect(trigger).toBeTruthy();
  });

  it('refuses a birth date in the future in the edit form, with the common rule', async () => {
    const { calls } = renderSwitcher([child(1, 'Ivy', true, 'toddler')]);
    const menu = await openMenu(/Child profile: Ivy/);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Edit details of Ivy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ivy' });
    fireEvent.change(within(dialog).getByLabelText('Date of birth (optional)'), {
      target: { value: daysFromNow(30) },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Date of birth cannot be in the future')).toBeTruthy();
    expect(calls().some((c) => c.startsWith('PUT'))).toBe(false);
  });

  it("turns a pregnancy into a born child with 'Baby is born' and the birth date", async () => {
    const { calls } = renderSwitcher([child(1, 'Bean', true, 'pregnant-3rd', daysFromNow(20))]);
    let menu = await openMenu(/Child profile: Bean/);
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Baby is born/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Baby is born' });
    fireEvent.change(within(dialog).getByLabelText("Baby's name"), { target: { value: 'Noa' } });
    const birth = daysFromNow(-150);
    fireEvent.change(within(dialog).getByLabelText('Date of birth'), { target: { value: birth } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save birth date' }));
    await waitFor(() => expect(calls()).toContain('PUT /api/child-profiles/1'));
    const put = fetchMock.mock.calls.find(([, i]) => (i as RequestInit)?.method === 'PUT')!;
    expect(JSON.parse((put[1] as RequestInit).body as string)).toEqual({
      name: 'Noa',
      dateOfBirth: birth,
      currentStage: 'infant',
    });
    menu = await openMenu(/Child profile: Noa, \d+ months old/);
    expect(within(menu).getByText(/^Infant \(3-12 months\) · \d+ months old$/)).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: /Baby is born/ })).toBeNull();
  });
});
