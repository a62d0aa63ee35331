import { describe, expect, it } from 'vitest';
import { currentSubscription, isLive, planFor, statusFor } from '../src/domain/plan.js';
import { checkedReturnUrl, normaliseCheckout, withCheckoutOutcome } from '../src/domain/checkout.js';

describe('the plan rule', () => {
  it.each([
    ['pro', 'active', 'pro', 'active'],
    ['pro', 'past_due', 'pro', 'past_due'],
    ['pro', 'trialing', 'trialing', 'trialing'],
    ['family', 'active', 'family', 'active'],
    ['family', 'past_due', 'family', 'past_due'],
    ['family', 'trialing', 'family', 'trialing'],
    ['pro', 'canceled', 'free', 'canceled'],
    ['pro', 'unpaid', 'free', 'canceled'],
    ['family', 'incomplete_expired', 'free', 'canceled'],
    ['family', 'incomplete', 'free', 'canceled'],
    ['pro', 'paused', 'free', 'canceled'],
  ])('%s %s → plan %s, status %s', (plan, status, expectedPlan, expectedStatus) => {
    expect(planFor({ plan, status })).toBe(expectedPlan);
    expect(statusFor({ status })).toBe(expectedStatus);
  });

  it('no subscription is free with no status', () => {
    expect(planFor(null)).toBe('free');
    expect(statusFor(null)).toBeNull();
  });

  it('live means not ended: a second checkout is refused for these', () => {
    expect(
      ['active', 'trialing', 'past_due', 'unpaid', 'paused'].filter((status) => isLive({ status })),
    ).toHaveLength(5);
    expect(['canceled', 'incomplete', 'incomplete_expired'].some((status) => isLive({ status }))).toBe(false);
  });

  it('the deciding subscription is the newest one that gives a plan, else the newest', () => {
    const at = (d: number) => new Date(Date.UTC(2026, 0, d));
    const old = { plan: 'pro', status: 'active', createdAt: at(1) };
    const newerCanceled = { plan: 'family', status: 'canceled', createdAt: at(5) };
    expect(currentSubscription([newerCanceled, old])).toBe(old);
    expect(currentSubscription([newerCanceled, { ...old, status: 'canceled' }])).toBe(newerCanceled);
    expect(currentSubscription([])).toBeNull();
  });
});

describe('checkout requests', () => {
  it('normalises both shapes', () => {
    expect(normaliseCheckout({ planType: 'pro', billing: 'annual' })).toEqual({
      plan: 'pro',
      cycle: 'annual',
    });
    expect(normaliseCheckout({ plan: 'family', billingCycle: 'annually', returnUrl: '/x' })).toEqual({
      plan: 'family',
      cycle: 'annual',
      returnUrl: '/x',
    });
    expect(() => normaliseCheckout(null)).toThrow(/plan is required.*billing cycle is required/);
  });

  it('keeps return addresses on APP_ORIGIN and adds the outcome to the query', () => {
    const url = checkedReturnUrl('http://localhost:5000/app?tab=1#top', 'http://localhost:5000');
    expect(withCheckoutOutcome(url, 'cancel')).toBe('http://localhost:5000/app?tab=1&checkout=cancel#top');
    expect(checkedReturnUrl(undefined, 'http://localhost:5000/').toString()).toBe(
      'http://localhost:5000/app',
    );
    expect(() => checkedReturnUrl('http://localhost:5000.evil.test/app', 'http://localhost:5000')).toThrow(
      'returnUrl must be on http://localhost:5000',
    );
    expect(() => checkedReturnUrl('http://[::1', 'http://localhost:5000')).toThrow(/returnUrl must be on/);
  });
});
