// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ChildProfile } from '@nestkeep/common/web';
import { makeChild, renderWithFreshClient, stubFetch, USER } from '@/components/content/test-helpers';
import { TOOL_ORDERS, TOOLS } from '@/lib/tools';
import ToolsIndex from './index';

/** /api/auth/user answered only when the test says: 401 (signed out) or a user. */
function pendingUser() {
  let answer!: (res: Response) => void;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  );
  return (status: number, body: unknown) =>
    answer(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The tool names as the page lists them, top to bottom. */
function listed(): string[] {
  const list = screen.getByRole('list', { name: 'Tools' });
  return within(list)
    .getAllByRole('heading')
    .map((h) => h.textContent ?? '');
}

/** Signed in as `user` with these child profiles. */
function signedIn(children: ChildProfile[], user: object = USER) {
  stubFetch({
    'GET /api/auth/user': () => ({ status: 200, body: user }),
    'GET /api/child-profiles': () => ({ status: 200, body: children }),
  });
}

const ALL = TOOLS.map((t) => t.name).sort();

describe('the tools index', () => {
  it('says "Sign in to use" only once the visitor is known to be signed out, never while loading', async () => {
    const answer = pendingUser();
    renderWithFreshClient(<ToolsIndex />, '/tools');
    expect(screen.getByRole('heading', { name: 'Parenting tools' })).toBeInTheDocument();
    expect(screen.queryByText('Sign in to use')).toBeNull();
    answer(401, { error: 'unauthorized', message: 'Sign in' });
    expect((await screen.findAllByText('Sign in to use')).length).toBeGreaterThan(0);
  });
});

describe('the tools index puts what fits the active child first', () => {
  it('keeps every tool once in each order', () => {
    for (const order of Object.values(TOOL_ORDERS)) {
      expect([...order].sort()).toEqual(TOOLS.map((t) => t.path).sort());
    }
  });

  it('signed out: the usual order', async () => {
    stubFetch({ 'GET /api/auth/user': () => ({ status: 401, body: { error: 'unauthorized' } }) });
    renderWithFreshClient(<ToolsIndex />, '/tools');
    await screen.findAllByText('Sign in to use');
    expect(listed()).toEqual(TOOLS.map((t) => t.name));
  });

  it('pregnancy: the due date, baby names and the phase first', async () => {
    signedIn([makeChild({ currentStage: 'pregnant-2nd', stageLabel: 'Pregnant (2nd Trimester)' })]);
    renderWithFreshClient(<ToolsIndex />, '/tools');
    await waitFor(() =>
      expect(listed().slice(0, 3)).toEqual([
        'Due Date Calculator',
        'Baby Name Generator',
        'Parenting Phase Calculator',
      ]),
    );
    expect([...listed()].sort()).toEqual(ALL);
  });

  it('trying to conceive without a child profile: the stage from onboarding decides', async () => {
    signedIn([], { ...USER, userStage: 'trying_to_conceive' });
    renderWithFreshClient(<ToolsIndex />, '/tools');
    await waitFor(() => expect(listed()[0]).toBe('Due Date Calculator'));
    expect([...listed()].sort()).toEqual(ALL);
  });

  it('newborn: feeding, growth, sleep and milestones first', async () => {
    signedIn([makeChild({ currentStage: 'newborn', stageLabel: 'Newborn (0-3 months)' })]);
    renderWithFreshClient(<ToolsIndex />, '/tools');
    await waitFor(() =>
      expect(listed().slice(0, 4)).toEqual([
        'Feeding Tracker',
        'Growth Calculator',
        'Sleep Schedule Generator',
        'Milestone Tracker',
      ]),
    );
    expect([...listed()].sort()).toEqual(ALL);
  });

  it('toddler: milestones, growth, sleep and feeding first; the active child counts, not the first', async () => {
    signedIn([
      makeChild({ id: 1, currentStage: 'newborn', isActive: false }),
      makeChild({ id: 2, name: 'Max', currentStage: 'toddler', isActive: true }),
    ]);
    renderWithFreshClient(<ToolsIndex />, '/tools');
    await waitFor(() =>
      expect(listed().slice(0, 4)).toEqual([
        'Milestone Tracker',
        'Growth Calculator',
        'Sleep Schedule Generator',
        'Feeding Tracker',
      ]),
    );
    expect([...listed()].sort()).toEqual(ALL);
  });

  it('a parent with no child and no stage to go by: the usual order', async () => {
    signedIn([]);
    renderWithFreshClient(<ToolsIndex />, '/tools');
    await screen.findAllByText('Saved to your account');
    expect(listed()).toEqual(TOOLS.map((t) => t.name));
  });
});
