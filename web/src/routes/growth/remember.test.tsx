// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWhoGrowthTables, type ChildProfile, type WhoGrowthTables } from '@nestkeep/common/web';
import { queryClient } from '@/api/client';
import { renderWithProviders, stubFetch, USER } from '@/components/content/test-helpers';
import { GrowthChart } from './growth-chart';
import GrowthCalculatorPage from './index';

/**
 * The growth calculator remembers the child (issue 22 point 7): the sex chosen for one's own
 * child is saved to its profile; the weight unit is kept; the chart plots weight in lb for a
 * parent who uses lbs and keeps its right-hand labels inside a phone-wide drawing.
 */
let tables: WhoGrowthTables;
beforeEach(async () => {
  tables ??= await loadWhoGrowthTables();
  queryClient.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A ResizeObserver that reports the given width for every element it observes. */
function stubWidth(width: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private cb: ResizeObserverCallback) {}
      observe(el: Element) {
        this.cb([{ target: el, contentRect: { width } } as unknown as ResizeObserverEntry], this as never);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

const point = { months: 4, value: 7, date: '2026-07-01' };

describe('the WHO chart', () => {
  it('plots weight in lb for a parent who uses lbs, in kg otherwise; lengths stay cm', () => {
    const { container, rerender } = render(
      <GrowthChart
        tables={tables}
        measure="weight"
        sex="girl"
        points={[point]}
        childName="Maya"
        weightUnit="lb"
      />,
    );
    const svg = () => container.querySelector('svg')!;
    expect(svg()).toHaveAttribute('data-chart-unit', 'lb');
    expect(container.querySelector('[data-growth-point] title')).toHaveTextContent('2026-07-01: 15.43 lb');
    expect(svg().querySelector('desc')).toHaveTextContent('the latest 15.43 lb at 4.0 months');
    rerender(
      <GrowthChart
        tables={tables}
        measure="weight"
        sex="girl"
        points={[point]}
        childName="Maya"
        weightUnit="kg"
      />,
    );
    expect(container.querySelector('[data-growth-point] title')).toHaveTextContent('2026-07-01: 7 kg');
    rerender(
      <GrowthChart
        tables={tables}
        measure="length"
        sex="girl"
        points={[{ ...point, value: 62 }]}
        childName="Maya"
        weightUnit="lb"
      />,
    );
    expect(svg()).toHaveAttribute('data-chart-unit', 'cm');
  });

  it('is drawn at the width it has, so the percentile labels end inside a 340 px phone card', () => {
    stubWidth(340);
    const { container } = render(
      <GrowthChart tables={tables} measure="weight" sex="boy" points={[point]} childName="Leo" />,
    );
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toMatch(/^0 0 340 /);
    expect(svg).toHaveAttribute('width', '340');
    const labels = [...svg.querySelectorAll('text')].filter((t) => /^(3rd|\d+th)$/.test(t.textContent ?? ''));
    expect(labels.map((t) => t.textContent)).toEqual(['3rd', '15th', '50th', '85th', '97th']);
    // 11 px text: 'NNth' is under 30 px wide, so it ends inside the drawing.
    for (const label of labels) expect(Number(label.getAttribute('x')) + 30).toBeLessThanOrEqual(340);
    // Nothing in the figure scrolls sideways.
    expect(container.querySelector('.overflow-x-auto')).toBeNull();
  });
});

const child = (over: Partial<ChildProfile> = {}): ChildProfile => ({
  id: 3,
  name: 'Maya',
  dateOfBirth: '2026-03-01T00:00:00.000Z',
  currentStage: 'infant',
  stageLabel: 'Infant (4-12 months)',
  ageLabel: '8 months old',
  sex: null,
  isActive: true,
  createdAt: '2026-03-02T00:00:00.000Z',
  sharedWithFamily: false,
  sharedBy: null,
  ...over,
});

function stubApi(kids: ChildProfile[]) {
  let stored = kids;
  return stubFetch({
    'GET /api/auth/user': () => ({ status: 200, body: USER }),
    'GET /api/child-profiles': () => ({ status: 200, body: stored }),
    'GET /api/growth/3': () => ({ status: 200, body: [] }),
    'GET /api/growth/4': () => ({ status: 200, body: [] }),
    'PUT /api/child-profiles/3': (init) => {
      const changes = JSON.parse(String(init?.body)) as Partial<ChildProfile>;
      stored = stored.map((k) => (k.id === 3 ? { ...k, ...changes } : k));
      return { status: 200, body: stored.find((k) => k.id === 3) };
    },
  });
}

describe('the calculator remembers the child', () => {
  it("saves the sex chosen for one's own child to its profile, and picks it again next time", async () => {
    stubWidth(600);
    const calls = stubApi([child()]);
    renderWithProviders(<GrowthCalculatorPage />);
    await screen.findByRole('option', { name: 'Maya' });
    await waitFor(() => expect(screen.getByLabelText('Child')).toHaveValue('3'));
    fireEvent.click(screen.getByRole('radio', { name: 'Girl' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT')).toEqual([
        expect.objectContaining({ path: '/api/child-profiles/3', body: { sex: 'girl' } }),
      ]),
    );
    expect(await screen.findByText('Saved to the child profile')).toBeInTheDocument();

    // A fresh visit: the stored sex is chosen without asking.
    cleanup();
    queryClient.clear();
    renderWithProviders(<GrowthCalculatorPage />);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Girl' })).toBeChecked());
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it("does not try to edit a partner's shared child", async () => {
    stubWidth(600);
    const calls = stubApi([child({ id: 4, sharedBy: 'Sam' })]);
    renderWithProviders(<GrowthCalculatorPage />);
    await waitFor(() => expect(screen.getByLabelText('Child')).toHaveValue('4'));
    fireEvent.click(screen.getByRole('radio', { name: 'Boy' }));
    expect(screen.getByRole('radio', { name: 'Boy' })).toBeChecked();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('keeps the weight unit the parent chose across visits', async () => {
    stubWidth(600);
    stubApi([child({ sex: 'girl' })]);
    renderWithProviders(<GrowthCalculatorPage />);
    const unit = await screen.findByLabelText('Weight unit');
    expect(unit).toHaveValue('lb');
    fireEvent.change(unit, { target: { value: 'kg' } });
    cleanup();
    renderWithProviders(<GrowthCalculatorPage />);
    expect(await screen.findByLabelText('Weight unit')).toHaveValue('kg');
    expect(screen.getByLabelText('Weight (kg)')).toBeInTheDocument();
  });
});
