// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stageLabel, type ChildProfile } from '@nestkeep/common/web';
import { apiRequest, queryClient } from '@/api/client';
import { CONTENT_KEY } from '@/api/content';
import { makeItem, renderWithProviders, stubFetch, type Call } from '@/components/content/test-helpers';
import { ForChildNow } from './for-child-now';

const child = (id: number, name: string, isActive: boolean, currentStage: string): ChildProfile => ({
  id,
  name,
  dateOfBirth: null,
  currentStage,
  stageLabel: stageLabel(currentStage),
  ageLabel: currentStage === 'infant' ? '5 months old' : null,
  sex: null,
  isActive,
  createdAt: '2026-01-01T00:00:00.000Z',
});

let LIBRARY = [
  makeItem({ id: 1, title: 'Starting solids', parentingPhase: 'infant' }),
  makeItem({ id: 2, title: 'Toddler tantrums', parentingPhase: 'toddler' }),
  makeItem({ id: 3, title: 'Swaddling basics', parentingPhase: 'newborn' }),
  makeItem({ id: 4, title: 'Birth plan', parentingPhase: 'pregnancy' }),
];

let calls: Call[];
function setup(children: ChildProfile[]) {
  calls = stubFetch({
    'GET /api/child-profiles': () => ({ status: 200, body: children }),
    // As content answers: only items in one of the asked phases.
    'GET /api/content': (_init, url) => {
      const phases = url.searchParams.get('phases')?.split(',') ?? [];
      return { status: 200, body: LIBRARY.filter((i) => phases.includes(i.parentingPhase ?? '')) };
    },
  });
  const onOpen = vi.fn();
  renderWithProviders(<ForChildNow enabled onOpen={onOpen} />);
  return onOpen;
}

const INITIAL_LIBRARY = [...LIBRARY];
beforeEach(() => {
  queryClient.clear();
  LIBRARY = [...INITIAL_LIBRARY];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("'For {name} now' on the dashboard", () => {
  it("lists only the saved items whose phase fits the active child's age, with its age (issue 22 point 10)", async () => {
    const onOpen = setup([child(1, 'Noa', false, 'pregnant-2nd'), child(2, 'Mila', true, 'infant')]);
    expect(await screen.findByRole('heading', { name: 'For Mila now' })).toBeInTheDocument();
    expect(calls).toContainEqual(expect.objectContaining({ path: '/api/content', search: '?phases=infant' }));
    expect(screen.getByText('Starting solids')).toBeInTheDocument();
    // A toddler's item is for later, not for a 5-month-old now.
    expect(screen.queryByText('Toddler tantrums')).toBeNull();
    expect(screen.queryByText('Swaddling basics')).toBeNull();
    expect(screen.queryByText('Birth plan')).toBeNull();
    expect(screen.getByTestId('active-child-summary')).toHaveTextContent(
      'Mila · Infant (3-12 months) · 5 months old',
    );
    await userEvent.click(screen.getByRole('button', { name: /^Open Starting solids/ }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('follows the active child: a pregnancy gets pregnancy items only', async () => {
    setup([child(1, 'Noa', true, 'pregnant-2nd'), child(2, 'Mila', false, 'infant')]);
    expect(await screen.findByRole('heading', { name: 'For Noa now' })).toBeInTheDocument();
    expect(screen.getByText('Birth plan')).toBeInTheDocument();
    expect(screen.queryByText('Swaddling basics')).toBeNull();
    expect(screen.queryByText('Starting solids')).toBeNull();
  });

  it('hides the section when nothing fits, still showing the child and its age', async () => {
    setup([child(1, 'Ari', true, 'preschool')]);
    expect(await screen.findByTestId('active-child-summary')).toHaveTextContent(
      'Ari · Preschool (3-5 years)',
    );
    await waitFor(() => expect(calls.some((c) => c.path === '/api/content')).toBe(true));
    expect(screen.queryByRole('heading', { name: /For Ari now/ })).toBeNull();
  });

  it('shows nothing without children', async () => {
    setup([]);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/child-profiles')).toBe(true));
    expect(screen.queryByTestId('active-child-summary')).toBeNull();
    expect(calls.some((c) => c.path === '/api/content')).toBe(false);
  });

  it('picks up an item once its analysis gives it a fitting phase, when the library refetches', async () => {
    LIBRARY = [makeItem({ id: 9, title: 'Night weaning', parentingPhase: null, analysisStatus: 'pending' })];
    setup([child(1, 'Ari', true, 'infant')]);
    await screen.findByTestId('active-child-summary');
    expect(screen.queryByRole('heading', { name: 'For Ari now' })).toBeNull();

    // The analysis finishes; the dashboard's own list polls and sees it.
    LIBRARY = [makeItem({ id: 9, title: 'Night weaning', parentingPhase: 'infant' })];
    await act(() =>
      queryClient.fetchQuery({
        queryKey: [...CONTENT_KEY, {}],
        queryFn: () => apiRequest('GET', '/api/content'),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'For Ari now' })).toBeInTheDocument();
    expect(screen.getByText('Night weaning')).toBeInTheDocument();
  });
});
