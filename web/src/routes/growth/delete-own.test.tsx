// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedingEntry, GrowthMeasurement } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import { renderWithProviders, stubFetch } from '@/components/content/test-helpers';
import { EntryList } from '../feeding/entry-list';
import { SavedMeasurements } from './saved-measurements';

/**
 * On a shared child a partner may delete only the entries they added: the lists offer Delete only
 * where the server says `canDelete`.
 */
const measurement = (id: number, measuredOn: string, canDelete: boolean): GrowthMeasurement => ({
  id,
  childProfileId: 3,
  measuredOn,
  weightKg: 7,
  lengthCm: null,
  headCm: null,
  createdAt: `${measuredOn}T10:00:00.000Z`,
  canDelete,
});
const feed = (id: number, amountMl: number, canDelete: boolean): FeedingEntry => ({
  id,
  childProfileId: 3,
  startedAt: '2026-11-20T10:00:00.000Z',
  notes: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  kind: 'bottle',
  amountMl,
  unit: 'ml',
  canDelete,
});

beforeEach(() => queryClient.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Delete only where the user may delete', () => {
  it('saved measurements: a Delete button on the own entry only', async () => {
    stubFetch({
      'GET /api/growth/3': () => ({
        status: 200,
        body: [measurement(1, '2026-10-01', false), measurement(2, '2026-11-01', true)],
      }),
    });
    renderWithProviders(
      <SavedMeasurements childId={3} childName="Maya" birthDate="" sex="" tables={undefined} />,
    );
    const deletes = await screen.findAllByRole('button', { name: /^Delete the measurement of/ });
    expect(deletes).toHaveLength(1);
    const items = document.querySelectorAll('[data-growth-list] > li');
    expect(items).toHaveLength(2);
    // Newest first: the own 2026-11-01 measurement has the button, the partner's does not.
    expect(items[0]).toContainElement(deletes[0]!);
    expect(within(items[1] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('feeding log: a Delete button on the own entry only', () => {
    render(
      <EntryList entries={[feed(1, 90, false), feed(2, 120, true)]} deletingId={null} onDelete={vi.fn()} />,
    );
    const deletes = screen.getAllByRole('button', { name: /^Delete / });
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toHaveAccessibleName(/120 ml/);
  });
});
