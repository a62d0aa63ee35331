// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChildProfile, FamilyOverview } from '@nestkeep/common/web';
import { useActivateChildProfile, useChildProfiles } from '@/api/child-profiles';
import { queryClient } from '@/api/client';
import ChildSwitcher from '@/components/child-switcher';
import {
  makeChild,
  renderWithProviders,
  stubFetch,
  stubResizeObserver,
  USER,
  type Call,
} from '@/components/content/test-helpers';
import { toast } from '@/hooks/use-toast';
import { ChildProfilesCard } from './child-profiles-card';

const IVY = makeChild();
const MAX = makeChild({
  id: 2,
  name: 'Max',
  isActive: false,
  sharedWithFamily: true,
  sharedBy: 'Alex',
});
const FAMILY: FamilyOverview = {
  hasFamilyPlan: true,
  isFamilyMember: true,
  primaryUser: { displayName: 'Alex', email: 'alex@example.com' },
  shareNameFavorites: false,
  partnerSharesNameFavorites: true,
  members: [],
  limit: 1,
};
const NO_FAMILY: FamilyOverview = {
  ...FAMILY,
  hasFamilyPlan: false,
  isFamilyMember: false,
  primaryUser: null,
};

let calls: Call[];
function setup(children: ChildProfile[], family: FamilyOverview | null) {
  let list = children;
  calls = stubFetch({
    'GET /api/auth/user': () => ({ status: 200, body: USER }),
    'GET /api/child-profiles': () => ({ status: 200, body: list }),
    'GET /api/family': () => (family ? { status: 200, body: family } : { status: 404, body: {} }),
    'PUT /api/child-profiles/1': (init) => {
      const changes = JSON.parse(String(init?.body)) as Partial<ChildProfile>;
      list = list.map((c) => (c.id === 1 ? { ...c, ...changes } : c));
      return { status: 200, body: list[0] };
    },
    'PATCH /api/child-profiles/2/activate': () => ({ status: 404, body: { error: 'not_found' } }),
    'PATCH /api/child-profiles/1/activate': () => ({ status: 200, body: IVY }),
  });
}

beforeEach(() => {
  queryClient.clear();
  toast({ title: 'Earlier toast' });
  stubResizeObserver();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('child sharing on the profile card', () => {
  it("own child: a 'Share with family' switch that sends sharedWithFamily", async () => {
    const user = userEvent.setup();
    setup([IVY, MAX], FAMILY);
    renderWithProviders(<ChildProfilesCard enabled />);
    const toggle = await screen.findByRole('switch', { name: 'Share Ivy with family' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: '/api/child-profiles/1',
        body: { sharedWithFamily: true },
      }),
    );
    expect(await screen.findByText('Sharing updated')).toBeInTheDocument();
    expect(screen.getByText('Ivy is now shared with your family.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it("partner's child: 'Shared by <name>', no switch, no edit", async () => {
    setup([IVY, MAX], FAMILY);
    renderWithProviders(<ChildProfilesCard enabled />);
    const list = await screen.findByRole('list', { name: 'Child profiles' });
    const max = within(list).getAllByRole('listitem')[1];
    expect(within(max).getByText('Shared by Alex')).toBeInTheDocument();
    expect(within(max).queryByRole('switch')).toBeNull();
    expect(within(max).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Ivy' })).toBeInTheDocument();
  });

  it('no switch outside a family, and none while the family is unknown', async () => {
    setup([{ ...IVY, sharedWithFamily: undefined, sharedBy: undefined }], NO_FAMILY);
    renderWithProviders(<ChildProfilesCard enabled />);
    expect(await screen.findByRole('button', { name: 'Edit Ivy' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/family')).toBe(true));
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

describe('child sharing in the header switcher', () => {
  it("lists a partner's shared child after one's own, named with whose it is, without rename (issue 22 point 5)", async () => {
    setup([IVY, MAX], FAMILY);
    renderWithProviders(<ChildSwitcher />);
    const trigger = await screen.findByRole('button', { name: /Child profile: Ivy/ });
    act(() => {
      trigger.focus();
      fireEvent.keyDown(trigger, { key: 'Enter' });
    });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Rename Ivy' })).toBeInTheDocument();
    expect(within(menu).getByText("Max · Alex's")).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /Rename Max/ })).toBeNull();
  });
});

describe('activating a child', () => {
  it("never asks the server to activate a partner's shared child (any page's child picker)", async () => {
    setup([IVY, MAX], FAMILY);
    function Picker() {
      const list = useChildProfiles();
      const activate = useActivateChildProfile();
      if (!list.data) return null;
      return (
        <>
          <button onClick={() => activate.mutate(2)}>Choose Max</button>
          <button onClick={() => activate.mutate(1)}>Choose Ivy</button>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    await user.click(await screen.findByRole('button', { name: 'Choose Max' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Choose Ivy' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.path)).toEqual([
        '/api/child-profiles/1/activate',
      ]),
    );
  });
});
