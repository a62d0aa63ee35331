import { describe, expect, it } from 'vitest';
import { describeEntry, formatAmount, formatClock, formatDuration, timeAgo } from './describe';

const base = { id: 1, childProfileId: 1, startedAt: '', notes: null, createdAt: '', canDelete: true };

describe('feeding texts', () => {
  it("says how long ago the last feed was, as '2 h 10 min ago'", () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const ago = (minutes: number) => timeAgo(new Date(now.getTime() - minutes * 60_000), now);
    expect(ago(0.5)).toBe('Just now');
    expect(ago(45)).toBe('45 min ago');
    expect(ago(130)).toBe('2 h 10 min ago');
    expect(ago(180)).toBe('3 h ago');
    expect(ago(3 * 24 * 60)).toBe('3 days ago');
  });

  it('shows amounts in the unit chosen and durations and timers readably', () => {
    expect(formatAmount(118.294, 'oz')).toBe('4 oz');
    expect(formatAmount(100, 'oz')).toBe('3.4 oz');
    expect(formatAmount(118.294, 'ml')).toBe('118 ml');
    expect(formatDuration(42)).toBe('42 s');
    expect(formatDuration(12 * 60 + 20)).toBe('12 min');
    expect(formatDuration(65 * 60)).toBe('1 h 5 min');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
  });

  it('describes each kind of entry in one line', () => {
    expect(describeEntry({ ...base, kind: 'breast', side: 'both', durationSeconds: 900 })).toBe(
      'Breast · Both sides · 15 min',
    );
    expect(describeEntry({ ...base, kind: 'bottle', amountMl: 88.7205, unit: 'oz' })).toBe('Bottle · 3 oz');
    expect(describeEntry({ ...base, kind: 'solids', food: 'Avocado', firstTime: true })).toBe(
      'Solids · Avocado',
    );
  });
});
