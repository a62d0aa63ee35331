import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL } from '../services/identity/test/harness.js';
import { eventually } from './support/billing.js';
import { Client } from './support/http-client.js';
import { startStack, type Stack } from './support/stack.js';

/**
 * The admin role is identity's answer (ADMIN_EMAILS at read time), cached for
 * ADMIN_ROLE_CACHE_SECONDS, not what the session said at sign-in for 30 days (issue 21 point 6).
 */
let stack: Stack;
/** Identity's ADMIN_EMAILS, changed below as a restart with another setting would. */
const adminEmails = [ADMIN_EMAIL];
beforeAll(async () => {
  stack = await startStack({ ADMIN_ROLE_CACHE_SECONDS: '1' }, { adminEmails });
});
afterAll(() => stack?.close());

describe('admin role', () => {
  it('sends an admin signing in to /admin, a parent to /app, and either to a return address asked for (issue 22 point 8)', async () => {
    const redirectOf = async (email: string, redirect?: string) => {
      const res = await new Client(stack.gatewayUrl).post('/auth/dev', { email, redirect });
      expect(res.status).toBe(200);
      return ((await res.json()) as { redirect: string }).redirect;
    };
    expect(await redirectOf(ADMIN_EMAIL)).toBe('/admin');
    expect(await redirectOf('parent-role@example.com')).toBe('/app');
    expect(await redirectOf(ADMIN_EMAIL, '/saved')).toBe('/saved');
    expect(await redirectOf('parent-role@example.com', '/saved')).toBe('/saved');
  });

  it('ends admin access within the cache time once the email leaves ADMIN_EMAILS', async () => {
    const admin = new Client(stack.gatewayUrl);
    expect((await admin.devSignIn(ADMIN_EMAIL)).status).toBe(200);
    expect((await admin.get('/api/admin/users')).status).toBe(200);
    expect((await admin.get('/admin/queues/api/queues')).status).toBe(200);

    adminEmails.length = 0;
    // Same session, no new sign-in: refused once the cached role (1 s here) has expired.
    await eventually(
      async () => (await admin.get('/api/admin/users')).status,
      (status) => status === 403,
      { timeoutMs: 5000, what: 'admin access to end' },
    );
    expect((await admin.get('/admin/queues/api/queues')).status).toBe(403);
    // Still signed in as a user.
    expect((await admin.get('/api/content')).status).toBe(200);

    adminEmails.push(ADMIN_EMAIL);
    await eventually(
      async () => (await admin.get('/api/admin/users')).status,
      (status) => status === 200,
      { timeoutMs: 5000, what: 'admin access to come back' },
    );
  });
});
