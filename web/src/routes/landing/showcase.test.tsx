// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Showcase, SHOWCASE_INTERVAL_MS, SHOWCASE_STEPS } from '@/components/marketing/showcase';

const current = () =>
  SHOWCASE_STEPS.findIndex(
    (s) => screen.getByRole('button', { name: new RegExp(s.label) }).getAttribute('aria-pressed') === 'true',
  );
const tick = (ms = SHOWCASE_INTERVAL_MS) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('homepage showcase', () => {
  it('has the three steps', () => {
    expect(SHOWCASE_STEPS.map((s) => s.label)).toEqual(['Save content', 'AI chat', 'Organised']);
    expect(SHOWCASE_INTERVAL_MS).toBe(3000);
  });

  it('advances every 3000 ms and wraps after the last step', () => {
    render(<Showcase />);
    expect(current()).toBe(0);
    tick(2999);
    expect(current()).toBe(0);
    tick(1);
    expect(current()).toBe(1);
    tick();
    expect(current()).toBe(2);
    tick();
    expect(current()).toBe(0);
    tick();
    expect(current()).toBe(1);
  });

  it('a chosen step restarts the 3000 ms wait from there', () => {
    render(<Showcase />);
    tick(2000);
    fireEvent.click(screen.getByRole('button', { name: /Organised/ }));
    expect(current()).toBe(2);
    tick(2000);
    expect(current()).toBe(2);
    tick(1000);
    expect(current()).toBe(0);
  });

  it('can be paused and played', () => {
    render(<Showcase />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause showcase' }));
    tick(10_000);
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play showcase' }));
    tick();
    expect(current()).toBe(1);
  });

  it('stays still when the visitor prefers reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      (q: string) => ({ matches: q.includes('reduce'), media: q }) as MediaQueryList,
    );
    render(<Showcase />);
    tick(10_000);
    expect(current()).toBe(0);
    expect(screen.getByRole('button', { name: 'Play showcase' })).toBeInTheDocument();
  });
});
