import { describe, expect, it } from 'vitest';
import { formatDate, phaseLabel } from './format';

describe('display rules', () => {
  it("formats dates as 'MMM d, yyyy'", () => {
    expect(formatDate(new Date(2026, 10, 3))).toBe('Nov 3, 2026');
  });
  it("capitalises a phase and shows a hyphen as ' & '", () => {
    expect(phaseLabel('newborn')).toBe('Newborn');
    expect(phaseLabel('newborn-infant')).toBe('Newborn & Infant');
  });
});
