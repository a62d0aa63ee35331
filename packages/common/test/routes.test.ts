import { describe, expect, it } from 'vitest';
import { isWebhookPath, resolveRoute, type RouteEntry } from '../src/routes.js';

describe('route table', () => {
  it('sends identity paths to identity, with sub-paths', () => {
    expect(resolveRoute('/api/auth/user')?.service).toBe('identity');
    expect(resolveRoute('/api/child-profiles/12/activate')?.service).toBe('identity');
    expect(resolveRoute('/api/onboarding')?.service).toBe('identity');
  });

  it('sends the library, stats, usage and images to content', () => {
    expect(resolveRoute('/api/content/12/favorite')?.service).toBe('content');
    expect(resolveRoute('/api/user/usage')?.service).toBe('content');
    expect(resolveRoute('/api/user/profile')?.service).toBe('identity');
    expect(resolveRoute('/api/images/abc.thumb')?.service).toBe('content');
  });

  it('matches whole path segments only', () => {
    expect(resolveRoute('/api/auth/username')).toBeUndefined();
    expect(resolveRoute('/api/child-profilesX')).toBeUndefined();
    expect(resolveRoute('/internal/users/sign-in')).toBeUndefined();
  });

  it('lets the longest prefix win', () => {
    const table: RouteEntry[] = [
      { prefix: '/api/user', service: 'identity' },
      { prefix: '/api/user/usage', service: 'content' },
    ];
    expect(resolveRoute('/api/user/usage', table)?.service).toBe('content');
    expect(resolveRoute('/api/user/profile', table)?.service).toBe('identity');
  });

  it('sends checkout, subscription, portal and the Stripe webhook to billing, family to identity', () => {
    expect(resolveRoute('/api/create-checkout-session')?.service).toBe('billing');
    expect(resolveRoute('/api/subscription')?.service).toBe('billing');
    expect(resolveRoute('/api/billing/portal')?.service).toBe('billing');
    expect(resolveRoute('/api/stripe/webhook')?.service).toBe('billing');
    expect(resolveRoute('/api/family/invite')?.service).toBe('identity');
  });

  it('marks only the Stripe webhook as a webhook (no session, CSRF check or rate limit), and public', () => {
    expect(isWebhookPath('/api/stripe/webhook')).toBe(true);
    expect(resolveRoute('/api/stripe/webhook')?.public).toBe(true);
    expect(isWebhookPath('/api/stripe/webhookx')).toBe(false);
    expect(isWebhookPath('/api/create-checkout-session')).toBe(false);
    expect(isWebhookPath('/api/billing/portal')).toBe(false);
  });
});
