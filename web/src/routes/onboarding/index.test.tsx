// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useCurrentUser, USER_KEY } from '@/api/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '@/components/child-profiles/labels';
import { renderWithFreshClient, stubResizeObserver } from '@/components/content/test-helpers';
import { toast } from '@/hooks/use-toast';
import Onboarding from './index';
import { canContinue, INITIAL_ANSWERS, totalSteps } from './steps';

vi.mock('@/hooks/use-toast', () => ({ toast: vi.fn() }));

const fetchMock = vi.fn();

function renderWizard() {
  return renderWithFreshClient(<Onboarding />);
}

const continueButton = () => screen.getByRole('button', { name: /continue|complete setup|setting up/i });
const choose = (name: string | RegExp) => fireEvent.click(screen.getByRole('radio', { name }));
const tick = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name }));
const badge = () => screen.getByText(/^Step \d of \d$/).textContent;

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

describe('onboarding rules', () => {
  it('has 4 steps before a stage is chosen and for the first two paths, 5 for parents', () => {
    expect(totalSteps(undefined)).toBe(4);
    expect(totalSteps('trying_to_conceive')).toBe(4);
    expect(totalSteps('currently_pregnant')).toBe(4);
    expect(totalSteps('already_parent')).toBe(5);
  });

  it('needs one non-empty birth date per child, none later than today', () => {
    const today = '2026-11-22';
    const parent = { ...INITIAL_ANSWERS, userStage: 'already_parent' as const, childrenCount: 2 };
    expect(canContinue(3, { ...parent, childrenDOBs: ['2024-01-01', ''] }, today)).toBe(false);
    expect(canContinue(3, { ...parent, childrenDOBs: ['2024-01-01'] }, today)).toBe(false);
    expect(canContinue(3, { ...parent, childrenDOBs: ['2024-01-01', '2026-11-23'] }, today)).toBe(false);
    expect(canContinue(3, { ...parent, childrenDOBs: ['2024-01-01', '2026-11-22'] }, today)).toBe(true);
    // Step 4 for a parent is interests; the final step is always allowed.
    expect(canContinue(4, { ...parent, interests: [] }, today)).toBe(false);
    expect(canContinue(4, { ...parent, interests: ['Daily routines'] }, today)).toBe(true);
    expect(canContinue(5, parent, today)).toBe(true);
    // Step 4 for the other paths is the final step.
    expect(canContinue(4, { ...INITIAL_ANSWERS, userStage: 'currently_pregnant' }, today)).toBe(true);
  });
});

describe('onboarding wizard', () => {
  it('walks the trying-to-conceive path in 4 steps and sends its payload', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/onboarding'
        ? new Response(JSON.stringify({ onboardingCompleted: true }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
        : new Response('null', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const client = renderWizard();
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    expect(badge()).toBe('Step 1 of 4');
    expect(screen.getByText('25% complete')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What best describes you?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /back/i }).hasAttribute('disabled')).toBe(true);
    expect(continueButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('radiogroup')).toBeTruthy();

    choose(/Trying to conceive/);
    expect(continueButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(continueButton());

    expect(badge()).toBe('Step 2 of 4');
    expect(screen.getByText('50% complete')).toBeTruthy();
    expect(continueButton().hasAttribute('disabled')).toBe(true);
    choose(/3-6 months/);
    fireEvent.click(continueButton());

    expect(badge()).toBe('Step 3 of 4');
    expect(continueButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByRole('checkbox').map((c) => c.textContent)).toEqual([
      'Cycle tracking',
      'Fertility education',
      'Support & stories',
      'Helpful content',
    ]);
    tick('Cycle tracking');
    tick('Helpful content');
    expect(continueButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(continueButton());

    expect(badge()).toBe('Step 4 of 4');
    expect(screen.getByText('100% complete')).toBeTruthy();
    const newsletter = screen.getByRole('checkbox', { name: 'Weekly parenting emails' });
    expect(newsletter.getAttribute('aria-checked')).toBe('true');
    fireEvent.change(screen.getByLabelText('What should we call you?'), { target: { value: '  Sam ' } });
    expect(continueButton().textContent).toBe('Complete Setup');
    fireEvent.click(continueButton());

    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/onboarding', expect.anything()));
    const init = fetchMock.mock.calls.find(([url]) => url === '/api/onboarding')![1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      userStage: 'trying_to_conceive',
      interests: ['Cycle tracking', 'Helpful content'],
      newsletterOptIn: true,
      childrenDOBs: [],
      tryingDuration: '3_to_6_months',
      parentName: 'Sam',
    });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Welcome to NestKeep! 🎉',
        description: 'Your profile has been set up successfully.',
      }),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/auth/user'] });
  });

  it('asks a parent for the number of children, one birth date each (max today), interests, then the name', async () => {
    fetchMock.mockResolvedValue(
      new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    renderWizard();
    choose(/Already a parent/);
    expect(badge()).toBe('Step 1 of 5');
    expect(screen.getByText('20% complete')).toBeTruthy();
    fireEvent.click(continueButton());

    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['1', '2', '3', '4+']);
    expect(continueButton().hasAttribute('disabled')).toBe(true);
    choose('2');
    fireEvent.click(continueButton());

    expect(badge()).toBe('Step 3 of 5');
    const first = screen.getByLabelText('Child 1 birth date');
    const second = screen.getByLabelText('Child 2 birth date');
    expect(first.getAttribute('type')).toBe('date');
    expect(first.getAttribute('max')).toBe(todayIso());
    expect(second.getAttribute('max')).toBe(todayIso());
    expect(continueButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(first, { target: { value: '2023-05-01' } });
    expect(continueButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(second, { target: { value: '2999-01-01' } });
    expect(continueButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(second, { target: { value: '2025-02-03' } });
    expect(continueButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(continueButton());

    expect(badge()).toBe('Step 4 of 5');
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    expect(continueButton().hasAttribute('disabled')).toBe(true);
    tick('Daily routines');
    fireEvent.click(continueButton());

    expect(badge()).toBe('Step 5 of 5');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Weekly parenting emails' }));
    fireEvent.click(continueButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const init = fetchMock.mock.calls.find(([url]) => url === '/api/onboarding')![1] as RequestInit;
    expect(JSON.parse(init.body as string)).toEqual({
      userStage: 'already_parent',
      interests: ['Daily routines'],
      newsletterOptIn: false,
      childrenDOBs: ['2023-05-01', '2025-02-03'],
      childrenCount: 2,
    });
  });

  it('goes back one step at a time and offers the trimesters when pregnant', () => {
    renderWizard();
    choose(/Currently pregnant/);
    fireEvent.click(continueButton());
    expect(badge()).toBe('Step 2 of 4');
    expect(screen.getByRole('radio', { name: /First trimester.*0-13 weeks/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Second trimester.*14-27 weeks/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Third trimester.*28\+ weeks/ })).toBeTruthy();
    choose(/Second trimester/);
    fireEvent.click(continueButton());
    expect(screen.getByRole('heading', { name: 'What do you need help with?' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: /back/i }));
    expect(badge()).toBe('Step 2 of 4');
    expect(screen.getByRole('radio', { name: /Second trimester/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('moves the choice with the arrow keys', () => {
    renderWizard();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    fireEvent.keyDown(radios[0], { key: 'ArrowDown' });
    expect(radios[1].getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(radios[1]);
  });

  it('stays on the last step with a destructive toast when saving fails', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: 'bad_request', message: 'nope' }), { status: 400 }),
    );
    renderWizard();
    choose(/Currently pregnant/);
    fireEvent.click(continueButton());
    choose(/First trimester/);
    fireEvent.click(continueButton());
    tick('Nutrition');
    fireEvent.click(continueButton());
    fireEvent.click(continueButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Something went wrong',
        description: 'Please try again.',
        variant: 'destructive',
      }),
    );
    expect(badge()).toBe('Step 4 of 4');
    expect(continueButton().textContent).toBe('Complete Setup');
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(JSON.parse(init.body as string)).toMatchObject({
      userStage: 'currently_pregnant',
      trimester: 'first',
    });
  });

  it('refetches the user and lands in the app, as the shell shows it, with the welcome toast', async () => {
    let completed = false;
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/onboarding') completed = true;
      return new Response(
        JSON.stringify(url === '/api/auth/user' ? { ...user, onboardingCompleted: completed } : {}),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      );
    });
    const user = {
      id: 'u1',
      email: 'a@example.com',
      displayName: null,
      plan: 'free',
      onboardingCompleted: false,
    };
    // The shell's rule: the wizard instead of the app while onboarding is not completed.
    function Gate() {
      const { user: current } = useCurrentUser();
      if (current && !current.onboardingCompleted) return <Onboarding />;
      return (
        <Routes>
          <Route path="/" element={<p>Landing page</p>} />
          <Route path="/app" element={<p>Dashboard page</p>} />
        </Routes>
      );
    }
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    client.setQueryData(USER_KEY, user);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/']}>
          <Gate />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    choose(/Trying to conceive/);
    fireEvent.click(continueButton());
    choose(/Over 6 months/);
    fireEvent.click(continueButton());
    tick('Fertility education');
    fireEvent.click(continueButton());
    fireEvent.click(continueButton());
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({
      title: 'Welcome to NestKeep! 🎉',
      description: 'Your profile has been set up successfully.',
    });
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/auth/user');
  });

  it("asks each child's name beside the birth date and sends the names in order", async () => {
    fetchMock.mockResolvedValue(
      new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    renderWizard();
    choose(/Already a parent/);
    fireEvent.click(continueButton());
    choose('2');
    fireEvent.click(continueButton());
    expect(screen.getByRole('heading', { name: 'Tell us about your children' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Child 1 name'), { target: { value: ' Mila ' } });
    fireEvent.change(screen.getByLabelText('Child 1 birth date'), { target: { value: '2023-05-01' } });
    fireEvent.change(screen.getByLabelText('Child 2 birth date'), { target: { value: '2025-02-03' } });
    // A name is welcome, not required.
    expect(continueButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(continueButton());
    tick('Daily routines');
    fireEvent.click(continueButton());
    fireEvent.click(continueButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const init = fetchMock.mock.calls.find(([url]) => url === '/api/onboarding')![1] as RequestInit;
    expect(JSON.parse(init.body as string)).toMatchObject({
      childrenDOBs: ['2023-05-01', '2025-02-03'],
      childrenNames: ['Mila', ''],
      childrenCount: 2,
    });
  });

  it("asks a pregnancy for the baby's name and due date, both optional, refusing a past due date", async () => {
    fetchMock.mockResolvedValue(
      new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    renderWizard();
    choose(/Currently pregnant/);
    fireEvent.click(continueButton());
    choose(/Second trimester/);
    expect(continueButton().hasAttribute('disabled')).toBe(false);
    fireEvent.change(screen.getByLabelText("Baby's name (optional)"), { target: { value: 'Bean' } });
    const due = screen.getByLabelText('Due date (optional)');
    fireEvent.change(due, { target: { value: '2020-01-01' } });
    expect(screen.getByText(/Due date cannot be in the past/)).toBeTruthy();
    expect(continueButton().hasAttribute('disabled')).toBe(true);
    const inFourMonths = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(due, { target: { value: inFourMonths } });
    expect(continueButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(continueButton());
    tick('Nutrition');
    fireEvent.click(continueButton());
    fireEvent.click(continueButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const init = fetchMock.mock.calls.find(([url]) => url === '/api/onboarding')![1] as RequestInit;
    expect(JSON.parse(init.body as string)).toMatchObject({
      userStage: 'currently_pregnant',
      trimester: 'second',
      babyName: 'Bean',
      dueDate: inFourMonths,
    });
  });
});
