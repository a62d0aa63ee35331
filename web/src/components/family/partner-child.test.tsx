// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FamilyMember, FamilyOverview } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import { useCompleteOnboarding } from '@/api/onboarding';
import ChildSwitcher from '@/components/child-switcher';
import {
  makeChild,
  NO_FAMILY,
  pendingMember,
  renderWithProviders,
  stubFetch,
  stubResizeObserver,
  USER,
  type Call,
  type Handler,
} from '@/components/content/test-helpers';
import { PrivacyCard } from '@/components/privacy/privacy-card';
import { ChildPicker, useSaveChild } from '@/components/save-dialog/child-picker';
import FamilyJoin from '@/routes/family-join';
import { FamilyCard } from './family-card';
import { FamilyInvitationNotice } from './family-invitation-notice';

/**
 * Issue 22 point 5 in the web app: a family partner's shared child is named with whose it is
 * ('Max · Alex's') in the header switcher and the save dialog, and can be chosen there; the owner's
 * list and toast say 'Link ready to share' when no email went out; the join page names who invited
 * before sign-in; the member is told why their family ended; the delete dialog warns the owner;
 * onboarding on the link's page sends the invitation along.
 */
const IVY = makeChild();
const MAX = makeChild({
  id: 2,
  name: 'Max',
  currentStage: 'pregnant-2nd',
  stageLabel: 'Pregnant (2nd trimester)',
  isActive: false,
  sharedWithFamily: true,
  sharedBy: 'Alex Stone',
});
const NONE: FamilyOverview = { ...NO_FAMILY, familyEnded: null };
const PENDING = pendingMember({ emailSent: false });

let calls: Call[];
const setup = (routes: Record<string, Handler>) => {
  calls = stubFetch({ 'GET /api/auth/user': () => ({ status: 200, body: USER }), ...routes });
};

beforeEach(() => {
  queryClient.clear();
  localStorage.clear();
  stubResizeObserver();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openSwitcher(name: RegExp) {
  const trigger = await screen.findByRole('button', { name });
  act(() => {
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
  });
  return screen.findByRole('menu');
}

/**
 * Identity as the partner sees it: the list reads the chosen shared child as active (and Ivy then
 * not); PUT shared-choice keeps the choice, activating Ivy ends it. The choice lives here, on the
 * "server", so it holds on a new device.
 */
function partnerServer() {
  const server = { choice: null as number | null };
  const list = () =>
    server.choice === null
      ? [IVY, MAX]
      : [
          { ...IVY, isActive: false },
          { ...MAX, isActive: true },
        ];
  const routes: Record<string, Handler> = {
    'GET /api/child-profiles': () => ({ status: 200, body: list() }),
    'PUT /api/child-profiles/shared-choice': (init) => {
      const { childProfileId } = JSON.parse(String(init?.body)) as { childProfileId: number | null };
      if (childProfileId !== null && childProfileId !== MAX.id) return { status: 404, body: {} };
      server.choice = childProfileId;
      return { status: 200, body: { childProfileId } };
    },
    'PATCH /api/child-profiles/1/activate': () => {
      server.choice = null;
      return { status: 200, body: IVY };
    },
  };
  return { server, routes };
}

describe("a partner's shared child in the header switcher", () => {
  it("is listed as 'Max · Alex's', chosen on the server, and stays chosen on another device", async () => {
    const { server, routes } = partnerServer();
    setup(routes);
    const view = renderWithProviders(<ChildSwitcher />);
    let menu = await openSwitcher(/Child profile: Ivy/);
    const shared = within(menu).getByRole('menuitem', { name: /Max · Alex's/ });
    // Chosen, never renamed, edited or deleted by the partner.
    expect(within(menu).queryByRole('menuitem', { name: /Rename Max/ })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: /Edit details of Max/ })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: /Delete/ })).toBeNull();
    expect(within(menu).queryByText('Baby is born')).toBeNull();
    fireEvent.click(shared);
    await screen.findByRole('button', { name: /Child profile: Max · Alex's/ });
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({ path: '/api/child-profiles/shared-choice', body: { childProfileId: 2 } }),
    ]);
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    expect(server.choice).toBe(2);

    // Another device (or cleared site data): nothing in this browser, the choice holds.
    view.unmount();
    queryClient.clear();
    localStorage.clear();
    renderWithProviders(<ChildSwitcher />);
    menu = await openSwitcher(/Child profile: Max · Alex's/);
    expect(
      within(within(menu).getByRole('menuitem', { name: /Max · Alex's/ })).getByText('Active'),
    ).toBeVisible();
    // Choosing one's own child again activates it on the server, which ends the choice.
    fireEvent.click(within(menu).getByRole('menuitem', { name: /^Ivy/ }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.path)).toEqual([
        '/api/child-profiles/1/activate',
      ]),
    );
    await screen.findByRole('button', { name: /Child profile: Ivy/ });
    expect(server.choice).toBeNull();
  });

  it('a partner with only the shared child sees it chosen', async () => {
    setup({ 'GET /api/child-profiles': () => ({ status: 200, body: [MAX] }) });
    renderWithProviders(<ChildSwitcher />);
    expect(await screen.findByRole('button', { name: /Child profile: Max · Alex's/ })).toBeInTheDocument();
  });
});

function SaveFor() {
  const save = useSaveChild(true);
  return (
    <>
      <ChildPicker children={save.children} childProfileId={save.childProfileId} pick={save.pick} />
      <output data-testid="sent">{JSON.stringify(save.field)}</output>
    </>
  );
}

describe("the save dialog's child", () => {
  it("offers the shared child as 'Max · Alex's' and sends it when picked", async () => {
    setup({ 'GET /api/child-profiles': () => ({ status: 200, body: [IVY, MAX] }) });
    const user = userEvent.setup();
    renderWithProviders(<SaveFor />);
    const select = await screen.findByLabelText('For:');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ivy', "Max · Alex's", 'No particular child']);
    await user.selectOptions(select, "Max · Alex's");
    expect(screen.getByTestId('sent')).toHaveTextContent('{"childProfileId":2}');
  });

  it('starts on the shared child the partner chose in the header (as the server says)', async () => {
    const { server, routes } = partnerServer();
    server.choice = MAX.id;
    setup(routes);
    renderWithProviders(<SaveFor />);
    expect(await screen.findByLabelText('For:')).toHaveDisplayValue("Max · Alex's");
    expect(screen.getByTestId('sent')).toHaveTextContent('{"childProfileId":2}');
  });
});

describe("the owner's invitation without email", () => {
  it("toasts and lists 'Link ready to share'; an emailed one stays 'Invitation sent'", async () => {
    let members: FamilyMember[] = [];
    setup({
      'GET /api/family': () => ({ status: 200, body: { ...NONE, hasFamilyPlan: true, members } }),
      'POST /api/family/invite': () => {
        members = [PENDING, { ...PENDING, id: 8, email: 'old@example.com', emailSent: true }];
        return {
          status: 201,
          body: { member: PENDING, inviteUrl: 'http://localhost/family/join?token=a.b', emailSent: false },
        };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<FamilyCard enabled />);
    const card = screen.getByTestId('family-card');
    await user.type(await within(card).findByLabelText('Invite by email'), 'sam@example.com');
    await user.click(within(card).getByRole('button', { name: 'Send Invite' }));
    const toast = await screen.findByText('Copy the invitation link below and send it to them.');
    expect(toast.parentElement).toHaveTextContent('Link ready to share');
    expect(toast.parentElement).not.toHaveTextContent('Invitation sent');
    const list = await within(card).findByRole('list', { name: 'Family members' });
    const [sam, old] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(sam).getByText('Link ready to share')).toBeInTheDocument();
    expect(within(old).getByText('Invitation sent')).toBeInTheDocument();
  });
});

/** A link's token as identity signs it: base64url of UTF-8 JSON {m, e, x, o} '.' signature. */
const tokenWith = (claims: object) => `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2ln`;

describe('the join page says who invited you', () => {
  it('signed out, from the name signed into the link (a name beyond ASCII too)', async () => {
    const token = tokenWith({ m: 42, e: 'jo@example.com', x: 1_900_000_000, o: 'Zoë' });
    setup({ 'GET /api/auth/user': () => ({ status: 401, body: { error: 'unauthorized' } }) });
    renderWithProviders(<FamilyJoin />, { route: `/family/join?token=${token}` });
    await screen.findByRole('heading', { name: 'Sign in to join the family plan' });
    expect(screen.getByText(/^Zoë invited you to share a NestKeep Family plan\./)).toBeInTheDocument();
  });

  it('signed in, when the invitation is not among those waiting for my answer', async () => {
    const token = tokenWith({ m: 42, e: 'jo@example.com', x: 1_900_000_000, o: 'Alex' });
    setup({ 'GET /api/family/invitations': () => ({ status: 200, body: [] }) });
    renderWithProviders(<FamilyJoin />, { route: `/family/join?token=${token}` });
    expect(
      await screen.findByRole('heading', { name: 'Alex invited you to share their NestKeep family plan' }),
    ).toBeInTheDocument();
  });
});

describe('the member told why their family plan ended', () => {
  it('names the owner whose plan ended, on any page, until they say OK', async () => {
    let ended: FamilyOverview['familyEnded'] = {
      reason: 'plan_ended',
      ownerName: 'Alex',
      endedAt: '2026-11-26T10:00:00.000Z',
    };
    setup({
      'GET /api/family': () => ({ status: 200, body: { ...NONE, familyEnded: ended } }),
      'GET /api/family/invitations': () => ({ status: 200, body: [] }),
      'DELETE /api/family/ended-notice': () => {
        ended = null;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<FamilyInvitationNotice />, { route: '/app' });
    const notice = await screen.findByTestId('family-ended-notice');
    expect(notice).toHaveTextContent('Your family plan has ended');
    expect(notice).toHaveTextContent(
      "Alex's Family plan has ended. You keep your own account and saved content, now on your own plan; the children Alex shared are no longer shown.",
    );
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('family-ended-notice')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/family/ended-notice',
    ]);
  });

  it('says the owner deleted their account', async () => {
    setup({
      'GET /api/family': () => ({
        status: 200,
        body: {
          ...NONE,
          familyEnded: { reason: 'owner_deleted', ownerName: null, endedAt: '2026-11-26T10:00:00.000Z' },
        },
      }),
    });
    renderWithProviders(<FamilyInvitationNotice />, { route: '/app' });
    expect(await screen.findByTestId('family-ended-notice')).toHaveTextContent(
      'The person who shared their Family plan with you deleted their account.',
    );
  });

  it('says the owner closed their account when they anonymised it', async () => {
    setup({
      'GET /api/family': () => ({
        status: 200,
        body: {
          ...NONE,
          familyEnded: { reason: 'owner_anonymized', ownerName: null, endedAt: '2026-11-26T10:00:00.000Z' },
        },
      }),
    });
    renderWithProviders(<FamilyInvitationNotice />, { route: '/app' });
    expect(await screen.findByTestId('family-ended-notice')).toHaveTextContent(
      'The person who shared their Family plan with you closed their account. You keep your own account and saved content, now on your own plan; the children they shared are no longer shown.',
    );
  });

  it('shows nothing when no family ended', async () => {
    setup({ 'GET /api/family': () => ({ status: 200, body: NONE }) });
    renderWithProviders(<FamilyInvitationNotice />, { route: '/app' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/family')).toBe(true));
    expect(screen.queryByTestId('family-ended-notice')).toBeNull();
  });
});

describe('the delete dialog', () => {
  const openDelete = async () => {
    const user = userEvent.setup();
    renderWithProviders(<PrivacyCard enabled />);
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    return screen.findByRole('alertdialog');
  };

  it('warns the owner that deleting ends the family plan for the partner', async () => {
    const joined: FamilyMember = {
      ...PENDING,
      status: 'active',
      memberUserId: 'p1',
      displayName: 'Sam',
      memberEmail: 'sam@example.com',
      emailSent: true,
    };
    setup({
      'GET /api/family': () => ({ status: 200, body: { ...NONE, hasFamilyPlan: true, members: [joined] } }),
    });
    const dialog = await openDelete();
    expect(await within(dialog).findByTestId('delete-family-warning')).toHaveTextContent(
      'Sam shares your Family plan. Deleting your account ends it for them',
    );
  });

  it('says nothing of a family no one has joined', async () => {
    setup({
      'GET /api/family': () => ({ status: 200, body: { ...NONE, hasFamilyPlan: true, members: [PENDING] } }),
    });
    const dialog = await openDelete();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/family')).toBe(true));
    expect(within(dialog).queryByTestId('delete-family-warning')).toBeNull();
  });
});

describe("onboarding on the invitation link's page", () => {
  function Submit() {
    const complete = useCompleteOnboarding();
    return (
      <button
        onClick={() =>
          complete.mutate({
            userStage: 'currently_pregnant',
            trimester: 'second',
            childrenDOBs: [],
            interests: ['Nutrition'],
            newsletterOptIn: false,
          })
        }
      >
        Finish
      </button>
    );
  }

  it('sends the invitation along, so a child the owner shares is not made twice', async () => {
    setup({ 'POST /api/onboarding': () => ({ status: 200, body: USER }) });
    window.history.replaceState(null, '', '/family/join?token=abc.def');
    const user = userEvent.setup();
    renderWithProviders(<Submit />);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/onboarding',
      search: '?familyInvitation=abc.def',
    });
    window.history.replaceState(null, '', '/');
  });
});
