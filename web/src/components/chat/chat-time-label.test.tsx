import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { conversationTimeLabel } from './time-label';
import { starterQuestions } from './starter-questions';
import { chatUsageText } from '@/api/chat';
import { CHILD_STAGES } from '@nestkeep/common/web';

// Local times, so the labels read the same in any time zone.
const now = new Date(2026, 10, 23, 15, 30); // Monday 23 Nov 2026, 3:30 PM
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('conversationTimeLabel (part 2 §2.6, thresholds 24 hours and 7 days)', () => {
  it('shows the clock time under 24 hours', () => {
    expect(conversationTimeLabel(ago(5 * 60 * 1000), now)).toBe('3:25 PM');
    expect(conversationTimeLabel(new Date(2026, 10, 23, 9, 5).toISOString(), now)).toBe('9:05 AM');
    // Yesterday evening is still under 24 hours: clock time, not the weekday.
    expect(conversationTimeLabel(new Date(2026, 10, 22, 18, 0), now)).toBe('6:00 PM');
    expect(conversationTimeLabel(ago(DAY - 1), now)).toBe(format(ago(DAY - 1), 'h:mm a'));
  });

  it('shows the weekday from 24 hours to under 7 days', () => {
    expect(conversationTimeLabel(ago(DAY), now)).toBe('Sunday');
    expect(conversationTimeLabel(new Date(2026, 10, 20, 10, 0), now)).toBe('Friday');
    expect(conversationTimeLabel(ago(7 * DAY - 1), now)).toBe('Monday');
  });

  it('shows month and day from 7 days', () => {
    expect(conversationTimeLabel(ago(7 * DAY), now)).toBe('Nov 16');
    expect(conversationTimeLabel(new Date(2026, 0, 2, 8, 0).toISOString(), now)).toBe('Jan 2');
  });

  it('reads a clock slightly ahead as just now, and an unreadable date as nothing', () => {
    expect(conversationTimeLabel(new Date(now.getTime() + 60_000), now)).toBe('3:31 PM');
    expect(conversationTimeLabel('not a date', now)).toBe('');
  });
});

describe('starterQuestions', () => {
  it('has 3-4 questions for every stage, newborn ones when unknown', () => {
    for (const stage of CHILD_STAGES) {
      const qs = starterQuestions(stage);
      expect(qs.length, stage).toBeGreaterThanOrEqual(3);
      expect(qs.length, stage).toBeLessThanOrEqual(4);
    }
    expect(starterQuestions('toddler')).toContain('How should I deal with toddler tantrums?');
    expect(starterQuestions(undefined)).toEqual(starterQuestions('newborn'));
  });
});

describe('chatUsageText', () => {
  it('counts free questions, says urgent ones still work at the limit, and is silent when unlimited', () => {
    expect(chatUsageText({ used: 3, limit: 20 })).toBe('3 of 20 questions this month');
    expect(chatUsageText({ used: 20, limit: 20 })).toBe(
      'All 20 free questions used this month. Urgent questions are always answered.',
    );
    expect(chatUsageText({ used: 40, limit: null })).toBeNull();
    expect(chatUsageText(undefined)).toBeNull();
  });
});
