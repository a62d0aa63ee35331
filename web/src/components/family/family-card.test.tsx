// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FamilyMember, FamilyOverview } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import {
  NO_FAMILY,
  pendingMember,
  renderWithProviders,
  stubFetch,
  USER,
  type Call,
  type Handler,
} from '@/components/content/test-helpers';
import { toast } from '@/hooks/use-toast';
import { FamilyCard, MEMBER_BENEFITS, REMOVE_CONFIRM } from './family-card';

vi.mock('@/components/marketing/navigate', () => ({ goTo: vi.fn() }));
const { goTo } = await import('@/components/marketing/navigate');

const NONE = NO_FAMILY;
const OWNER: FamilyOverview = { ...NONE, hasFamilyPlan: true };
const PENDING = pendingMember();

let calls: Call[];
function setup(family: FamilyOverview | Handler, extra: Record<string, Handler> = {}, enabled = true) {
  calls = stubFetch({
    'GET /api/family': typeof family === 'function' ? family : () => ({ status: 200, body: family }),
    ...extra,
  });
  renderWithProviders(<FamilyCard enabled={enabled} />);
}
const card = () => screen.getByTestId('family-card');

beforeEach(() => {
  queryClient.clear();
  toast({ title: 'Earlier toast' });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('family card variants', () => {
  it('loading', () => {
    vi.stubGlobal('fetch', () => new Promise<never>(() => undefined));
    renderWithProviders(<FamilyCard enabled />);
    expect(within(card()).getByRole('status')).toHaveTextContent('Loading family sharing...');
  });

  it("error: 'Please Log In' with the one additional adult line", async () => {
    setup(() => ({ status: 401, body: { error: 'unauthorized', message: 'Sign in required' } }));
    expect(await within(card()).findByText('Please Log In')).toBeInTheDocument();
    expect(
      within(card()).getByText(/Family plan users can invite up to 1 additional adult\./),
    ).toBeInTheDocument();
  });

  it("signed out: 'Please Log In' without asking the server", () => {
    setup(NONE, {}, false);
    expect(within(card()).getByText('Please Log In')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/family')).toHaveLength(0);
  });

  it("member: 'You're part of a family account', the four benefits, the owner, Leave family", async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    setup(
      {
        ...NONE,
        hasFamilyPlan: true,
        isFamilyMember: true,
        primaryUser: { displayName: 'Alex', email: 'alex@example.com' },
      },
      { 'DELETE /api/family/membership': () => ({ status: 204 }) },
    );
    expect(await within(card()).findByText("You're part of a family account")).toBeInTheDocument();
    const benefits = within(card()).getByRole('list', { name: 'Family plan benefits' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim()),
    ).toEqual(MEMBER_BENEFITS);
    expect(within(card()).getByTestId('family-owner')).toHaveTextContent('Alex (alex@example.com)');
    expect(within(card()).queryByLabelText('Invite by email')).toBeNull();
    await user.click(within(card()).getByRole('button', { name: 'Leave family' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'DELETE', path: '/api/family/membership' }),
      ),
    );
    expect(await screen.findByText('You left the family plan')).toBeInTheDocument();
  });

  it("no plan: 'Family Plan Required'; Upgrade shows Family's price and cycle choice, then checkout", async () => {
    const user = userEvent.setup();
    setup(NONE, {
      'POST /api/create-checkout-session': () => ({ status: 200, body: { url: 'https://checkout.test/f' } }),
    });
    expect(await within(card()).findByText('Family Plan Required')).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Upgrade' }));
    // No jump to an $87 checkout: the offer first, annual chosen, monthly one click away.
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Family' });
    expect(calls.some((c) => c.path === '/api/create-checkout-session')).toBe(false);
    expect(within(dialog).getByTestId('price-monthly')).toHaveTextContent('$9/month');
    expect(within(dialog).getByText('$87 billed yearly · Save 19%')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Monthly/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://checkout.test/f'));
    expect(calls.find((c) => c.path === '/api/create-checkout-session')?.body).toEqual({
      plan: 'family',
      billingCycle: 'monthly',
      returnUrl: window.location.href,
    });
    expect(within(dialog).getByRole('button', { name: /Processing/ })).toBeDisabled();
  });

  it('no plan: a refused checkout shows the server message', async () => {
    const user = userEvent.setup();
    const message = 'You already have an active subscription. Manage it from your profile.';
    setup(NONE, {
      'POST /api/create-checkout-session': () => ({ status: 409, body: { error: 'conflict', message } }),
    });
    await user.click(await within(card()).findByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('Upgrade Failed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upgrade' })).toBeEnabled();
  });

  it('a Pro subscriber switches to Family in one step and then sees the owner view', async () => {
    const user = userEvent.setup();
    let plan = 'pro';
    const sub = () => ({
      status: 200,
      body: {
        plan,
        status: 'active',
        billingCycle: plan === 'pro' ? 'monthly' : 'annual',
        currentPeriodEnd: '2026-12-01T00:00:00.000Z',
        trialEnd: null,
        cancelAtPeriodEnd: false,
        canManage: true,
      },
    });
    setup(() => ({ status: 200, body: plan === 'family' ? OWNER : NONE }), {
      'GET /api/auth/user': () => ({ status: 200, body: { ...USER, plan } }),
      'GET /api/subscription': sub,
      'POST /api/subscription/change-plan': () => {
        plan = 'family';
        return { status: 200, body: { plan: 'family', billingCycle: 'annual', status: 'active' } };
      },
    });
    expect(await within(card()).findByTestId('family-switch-note')).toHaveTextContent("You're on Pro");
    await user.click(within(card()).getByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Family' });
    expect(within(dialog).getByTestId('price-annually')).toHaveTextContent('$7.25/month');
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Family' }));
    expect(await within(card()).findByLabelText('Invite by email')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText("You're on Family now")).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/subscription/change-plan')).toHaveLength(1);
    expect(calls.some((c) => c.path === '/api/create-checkout-session')).toBe(false);
  });
});

describe('family card: plan owner', () => {
  it('invite: trimmed email, disabled while empty, the link to copy when no email went out', async () => {
    const user = userEvent.setup();
    let members: FamilyMember[] = [];
    setup(() => ({ status: 200, body: { ...OWNER, members } }), {
      'POST /api/family/invite': () => {
        members = [PENDING];
        return {
          status: 201,
          body: {
            member: PENDING,
            inviteUrl: 'http://localhost/family/join?token=abc.def',
            emailSent: false,
          },
        };
      },
    });
    const input = await within(card()).findByLabelText('Invite by email');
    expect(input).toHaveAttribute('type', 'email');
    const send = within(card()).getByRole('button', { name: 'Send Invite' });
    expect(send).toBeDisabled();
    expect(within(card()).getByTestId('family-count')).toHaveTextContent('0/1');

    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(calls.filter((c) => c.path === '/api/family/invite')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '  sam@example.com ');
    await user.click(send);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/family/invite')?.body).toEqual({ email: 'sam@example.com' }),
    );
    expect(
      await screen.findByText('Copy the invitation link below and send it to them.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Link ready to share')[0]).toBeInTheDocument(); // the toast's title
    const link = within(card()).getByTestId('family-invite-link');
    expect(within(link).getByRole('textbox')).toHaveValue('http://localhost/family/join?token=abc.def');
    await user.click(within(link).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost/family/join?token=abc.def');
    expect(await screen.findByText('Copied!')).toBeInTheDocument();

    // The list refreshed: the pending invitation, the plan full (1/1), no more inviting.
    const list = await within(card()).findByRole('list', { name: 'Family members' });
    expect(within(list).getByText('Invitation sent')).toBeInTheDocument();
    expect(within(list).getByText('sam@example.com')).toBeInTheDocument();
    expect(within(card()).getByTestId('family-count')).toHaveTextContent('1/1');
    expect(within(card()).queryByLabelText('Invite by email')).toBeNull();
  });

  it('invite sent by email: no link to copy', async () => {
    const user = userEvent.setup();
    setup(OWNER, {
      'POST /api/family/invite': () => ({
        status: 201,
        body: { member: PENDING, inviteUrl: 'http://localhost/family/join?token=x', emailSent: true },
      }),
    });
    await user.type(await within(card()).findByLabelText('Invite by email'), 'sam@example.com');
    await user.click(within(card()).getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText(/We emailed sam@example.com an invitation/)).toBeInTheDocument();
    expect(screen.getByText('Invitation sent')).toBeInTheDocument();
    expect(within(card()).queryByTestId('family-invite-link')).toBeNull();
  });

  it("invite failure: 'Failed to send invitation' with the server's message, or the default", async () => {
    const user = userEvent.setup();
    let answer: { status: number; body?: unknown } = {
      status: 409,
      body: { error: 'conflict', message: 'Your family plan already has 1 additional adult' },
    };
    setup(OWNER, { 'POST /api/family/invite': () => answer });
    const input = await within(card()).findByLabelText('Invite by email');
    await user.type(input, 'sam@example.com');
    await user.click(within(card()).getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Failed to send invitation')).toBeInTheDocument();
    expect(screen.getByText('Your family plan already has 1 additional adult')).toBeInTheDocument();
    expect(input).toHaveValue('sam@example.com');

    answer = { status: 500, body: '' };
    await user.click(within(card()).getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Unable to send invitation')).toBeInTheDocument();
  });

  it('members show their status; remove asks the browser confirm first', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const active: FamilyMember = {
      ...PENDING,
      id: 8,
      status: 'active',
      displayName: 'Sam',
      memberUserId: 'u2',
      acceptedAt: '2026-11-21T12:00:00.000Z',
    };
    let members = [active];
    setup(() => ({ status: 200, body: { ...OWNER, members } }), {
      'DELETE /api/family/members/8': () => {
        members = [];
        return { status: 204 };
      },
    });
    const list = await within(card()).findByRole('list', { name: 'Family members' });
    expect(within(list).getByText('Active member')).toBeInTheDocument();
    expect(within(card()).getByTestId('family-count')).toHaveTextContent('1/1');

    await user.click(within(list).getByRole('button', { name: 'Remove Sam' }));
    expect(confirm).toHaveBeenCalledWith(REMOVE_CONFIRM);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    confirm.mockReturnValue(true);
    await user.click(within(list).getByRole('button', { name: 'Remove Sam' }));
    expect(await screen.findByText('Family member removed')).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/api/family/members/8' }),
    );
    expect(await within(card()).findByText('No one invited yet.')).toBeInTheDocument();
    expect(within(card()).getByTestId('family-count')).toHaveTextContent('0/1');
  });

  it('shows who joined (their account address) and an invitation that expired', async () => {
    const joined: FamilyMember = {
      ...PENDING,
      status: 'active',
      displayName: 'Sam',
      memberEmail: 'sam.personal@example.com',
      memberUserId: 'u2',
    };
    const expired: FamilyMember = { ...PENDING, id: 9, email: 'late@example.com', status: 'expired' };
    setup({ ...OWNER, members: [joined, expired] });
    const list = await within(card()).findByRole('list', { name: 'Family members' });
    expect(within(list).getByText('sam.personal@example.com')).toBeInTheDocument();
    expect(within(list).getByText('Invitation expired')).toBeInTheDocument();
  });

  it('a declined invitation shows as Declined and leaves the slot free to invite again', async () => {
    const declined: FamilyMember = { ...PENDING, status: 'declined' };
    setup({ ...OWNER, members: [declined] });
    const list = await within(card()).findByRole('list', { name: 'Family members' });
    expect(within(list).getByText('sam@example.com')).toBeInTheDocument();
    expect(within(list).getByText('Declined')).toBeInTheDocument();
    expect(within(card()).getByTestId('family-count')).toHaveTextContent('0/1');
    expect(within(card()).getByLabelText('Invite by email')).toBeInTheDocument();
  });

  it("after a reload a pending row's 'Copy link' fetches its link again and copies it", async () => {
    const user = userEvent.setup();
    // A reload: the list has the row ('Link ready to share'), not the invite answer's link.
    const ready: FamilyMember = { ...PENDING, emailSent: false };
    const expired: FamilyMember = { ...PENDING, id: 9, email: 'late@example.com', status: 'expired' };
    setup(
      { ...OWNER, members: [ready, expired] },
      {
        'POST /api/family/invitations/7/link': () => ({
          status: 200,
          body: { inviteUrl: 'http://localhost/family/join?token=again.sig' },
        }),
      },
    );
    const list = await within(card()).findByRole('list', { name: 'Family members' });
    expect(within(list).getByText('Link ready to share')).toBeInTheDocument();
    expect(within(card()).queryByTestId('family-invite-link')).toBeNull();
    // Only a pending invitation has a link to share.
    expect(within(list).queryByRole('button', { name: 'Copy link for late@example.com' })).toBeNull();

    await user.click(within(list).getByRole('button', { name: 'Copy link for sam@example.com' }));
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/family/invitations/7/link' }),
    );
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe('http://localhost/family/join?token=again.sig'),
    );
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    // And shown, to copy by hand or read.
    const link = within(card()).getByTestId('family-invite-link');
    expect(within(link).getByRole('textbox')).toHaveValue('http://localhost/family/join?token=again.sig');
    expect(link).toHaveTextContent('No email was sent. Send sam@example.com this invitation link:');
  });

  it("'Copy link' refused (the invitation was accepted meanwhile): the server's reason, the list refreshed", async () => {
    const user = userEvent.setup();
    let members: FamilyMember[] = [{ ...PENDING, emailSent: true }];
    setup(() => ({ status: 200, body: { ...OWNER, members } }), {
      'POST /api/family/invitations/7/link': () => {
        members = [{ ...PENDING, status: 'active', memberUserId: 'u2', displayName: 'Sam' }];
        return {
          status: 400,
          body: {
            error: 'bad_request',
            message: 'This invitation has already been accepted. There is no link to share.',
          },
        };
      },
    });
    const list = await within(card()).findByRole('list', { name: 'Family members' });
    await user.click(within(list).getByRole('button', { name: 'Copy link for sam@example.com' }));
    expect(await screen.findByText('Failed to copy link')).toBeInTheDocument();
    expect(
      screen.getByText('This invitation has already been accepted. There is no link to share.'),
    ).toBeInTheDocument();
    expect(await within(list).findByText('Active member')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /Copy link/ })).toBeNull();
    expect(within(card()).queryByTestId('family-invite-link')).toBeNull();
  });

  it("remove failure: 'Failed to remove member' / 'Unable to remove family member'", async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    setup(
      { ...OWNER, members: [PENDING] },
      {
        'DELETE /api/family/members/7': () => ({
          status: 500,
          body: { error: 'internal_error', message: 'x' },
        }),
      },
    );
    await user.click(await within(card()).findByRole('button', { name: 'Remove sam@example.com' }));
    expect(await screen.findByText('Failed to remove member')).toBeInTheDocument();
    expect(screen.getByText('Unable to remove family member')).toBeInTheDocument();
  });

  it('the baby-name favourites switch sends PATCH /api/family/settings', async () => {
    const user = userEvent.setup();
    let share = false;
    setup(() => ({ status: 200, body: { ...OWNER, shareNameFavorites: share } }), {
      'PATCH /api/family/settings': (init) => {
        share = (JSON.parse(String(init?.body)) as { shareNameFavorites: boolean }).shareNameFavorites;
        return { status: 200, body: { shareNameFavorites: share } };
      },
    });
    const toggle = await within(card()).findByRole('switch', { name: 'Share baby-name favourites' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
        path: '/api/family/settings',
        body: { shareNameFavorites: true },
      }),
    );
    await waitFor(() => expect(toggle).toBeChecked());
    expect(within(card()).queryByTestId('family-share-partner-off')).toBeNull();
  });

  it("names the member when their switch is off: the owner's own switch stays on", async () => {
    const ACTIVE: FamilyMember = {
      ...PENDING,
      status: 'active',
      memberUserId: 'u-sam',
      displayName: 'Sam',
      memberEmail: 'sam@example.com',
      acceptedAt: '2026-11-21T12:00:00.000Z',
    };
    setup({
      ...OWNER,
      shareNameFavorites: true,
      partnerSharesNameFavorites: false,
      members: [ACTIVE],
    });
    const toggle = await within(card()).findByRole('switch', { name: 'Share baby-name favourites' });
    expect(toggle).toBeChecked();
    expect(within(card()).getByTestId('family-share-partner-off')).toHaveTextContent(
      'Sharing is off: Sam turned it off.',
    );
  });
});

describe('family card: member', () => {
  const MEMBER: FamilyOverview = {
    ...NONE,
    isFamilyMember: true,
    primaryUser: { displayName: 'Alex', email: 'alex@example.com' },
    shareNameFavorites: true,
    partnerSharesNameFavorites: true,
  };

  it('the member has their own switch: turning it off sends PATCH /api/family/settings', async () => {
    const user = userEvent.setup();
    let share = true;
    setup(() => ({ status: 200, body: { ...MEMBER, shareNameFavorites: share } }), {
      'PATCH /api/family/settings': (init) => {
        share = (JSON.parse(String(init?.body)) as { shareNameFavorites: boolean }).shareNameFavorites;
        return { status: 200, body: { ...MEMBER, shareNameFavorites: share } };
      },
    });
    const toggle = await within(card()).findByRole('switch', { name: 'Share baby-name favourites' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
        path: '/api/family/settings',
        body: { shareNameFavorites: false },
      }),
    );
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('the owner turned sharing off: the member sees who, with their own switch still on', async () => {
    setup({ ...MEMBER, partnerSharesNameFavorites: false });
    const toggle = await within(card()).findByRole('switch', { name: 'Share baby-name favourites' });
    expect(toggle).toBeChecked();
    expect(within(card()).getByTestId('family-share-partner-off')).toHaveTextContent(
      'Sharing is off: Alex turned it off.',
    );
  });

  it("no partner note while the member's own switch is off", async () => {
    setup({ ...MEMBER, shareNameFavorites: false, partnerSharesNameFavorites: false });
    const toggle = await within(card()).findByRole('switch', { name: 'Share baby-name favourites' });
    expect(toggle).not.toBeChecked();
    expect(within(card()).queryByTestId('family-share-partner-off')).toBeNull();
  });
});
