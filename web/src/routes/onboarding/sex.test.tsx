// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithFreshClient, stubResizeObserver } from '@/components/content/test-helpers';
import Onboarding from './index';

/** Onboarding asks each child's sex (optional) so the growth calculator knows it (issue 22 point 7). */
vi.mock('@/hooks/use-toast', () => ({ toast: vi.fn() }));

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  stubResizeObserver();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWizard() {
  renderWithFreshClient(<Onboarding />);
}

const continueButton = () => screen.getByRole('button', { name: /continue|complete setup|setting up/i });
const choose = (name: string | RegExp) => fireEvent.click(screen.getByRole('radio', { name }));
const sent = () => {
  const init = fetchMock.mock.calls.find(([url]) => url === '/api/onboarding')![1] as RequestInit;
  return JSON.parse(init.body as string) as Record<string, unknown>;
};

describe("onboarding asks each child's sex", () => {
  it("sends a parent's children's sexes in order, null where not said; the sex is optional", async () => {
    renderWizard();
    choose(/Already a parent/);
    fireEvent.click(continueButton());
    choose('2');
    fireEvent.click(continueButton());
    fireEvent.change(screen.getByLabelText('Child 1 birth date'), { target: { value: '2025-05-01' } });
    fireEvent.change(screen.getByLabelText('Child 2 birth date'), { target: { value: '2023-02-03' } });
    expect(continueButton().hasAttribute('disabled')).toBe(false);
    fireEvent.change(screen.getByLabelText('Child 2 sex (optional)'), { target: { value: 'girl' } });
    fireEvent.click(continueButton());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Daily routines' }));
    fireEvent.click(continueButton());
    fireEvent.click(continueButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sent()).toMatchObject({
      childrenDOBs: ['2025-05-01', '2023-02-03'],
      childrenSexes: [null, 'girl'],
    });
  });

  it("sends a pregnancy's babySex, and nothing when it is not said", async () => {
    renderWizard();
    choose(/Currently pregnant/);
    fireEvent.click(continueButton());
    choose(/Second trimester/);
    fireEvent.change(screen.getByLabelText("Baby's sex (optional)"), { target: { value: 'boy' } });
    fireEvent.click(continueButton());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nutrition' }));
    fireEvent.click(continueButton());
    fireEvent.click(continueButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sent()).toMatchObject({ userStage: 'currently_pregnant', babySex: 'boy' });
    expect(sent()).not.toHaveProperty('childrenSexes');
  });
});
