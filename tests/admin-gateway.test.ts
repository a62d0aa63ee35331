import { adminStats, adminUsersResponse } from '@nestkeep/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL } from '../services/identity/test/harness.js';
import { Client } from './support/http-client.js';
import { startStack, type Stack } from './support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const ADMIN_ROUTES: Array<[string, string, unknown?]> = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/users/00000000-0000-4000-8000-000000000000'],
  ['PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000', { plan: 'pro' }],
  ['DELETE', '/api/admin/users/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/admin/audit?page=1'],
];

describe('admin API through the gateway', () => {
  it('answers anonymous callers 401 and signed-in non-admins 403 on every admin route', async () => {
    const anonymous = new Client(stack.gatewayUrl);
    for (const [method, path, body] of ADMIN_ROUTES) {
      const res = await anonymous.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    const parent = new Client(stack.gatewayUrl);
    expect((await parent.devSignIn('admin-gw-parent@example.com', 'Pat')).status).toBe(200);
    for (const [method, path, body] of ADMIN_ROUTES) {
      const res = await parent.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe('Admin access required');
    }
  });

  it('shows an admin real counts from content, changes a plan, deletes a user and lists the audit', async () => {
    const parent = new Client(stack.gatewayUrl);
    const signIn = await parent.devSignIn('admin-gw-counted@example.com', 'Counted Parent');
    const { id: parentId } = (await signIn.json()) as { id: string };
    for (const title of ['Sleep tips', 'Weaning guide', 'Teething']) {
      expect((await parent.post('/api/content', { title })).status).toBe(201);
    }
    const child = await parent.post('/api/child-profiles', {
      name: 'Maya',
      dateOfBirth: new Date(Date.now() - 150 * 86_400_000).toISOString().slice(0, 10),
      currentStage: 'infant',
      isActive: true,
    });
    expect(child.status).toBe(201);
    const { id: childProfileId } = (await child.json()) as { id: number };
    expect((await parent.post('/api/chat/conversations', { childProfileId })).status).toBe(201);

    const admin = new Client(stack.gatewayUrl);
    expect((await admin.devSignIn(ADMIN_EMAIL, 'Admin')).status).toBe(200);
    const list = await admin.get('/api/admin/users?search=COUNTED');
    expect(list.status).toBe(200);
    const { users, total } = adminUsersResponse.parse(await list.json());
    expect(total).toBe(1);
    expect(users[0]).toMatchObject({
      id: parentId,
      email: 'admin-gw-counted@example.com',
      displayName: 'Counted Parent',
      plan: 'free',
      usageCount: 3,
      contentCount: 3,
      chatCount: 1,
    });
    const stats = adminStats.parse(await (await admin.get('/api/admin/stats')).json());
    expect(stats.totalContent).toBe(await stack.content.db.contentItem.count());
    expect(stats.totalContent).toBeGreaterThanOrEqual(3);
    expect(stats.totalChats).toBeGreaterThanOrEqual(1);
    expect(stats.totalUsers).toBe(await stack.identity.db.user.count());

    // A manual grant of pro: the parent sees it at once.
    const patched = await admin.patch(`/api/admin/users/${parentId}`, { plan: 'pro' });
    expect(patched.status).toBe(200);
    expect(((await (await parent.get('/api/auth/user')).json()) as { plan: string }).plan).toBe('pro');

    const self = (await stack.identity.db.user.findFirstOrThrow({ where: { email: ADMIN_EMAIL } })).id;
    const selfDelete = await admin.delete(`/api/admin/users/${self}`);
    expect(selfDelete.status).toBe(400);
    expect(((await selfDelete.json()) as { message: string }).message).toBe(
      'You cannot delete your own account here',
    );

    const deleted = await admin.delete(`/api/admin/users/${parentId}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true });
    expect((await admin.get(`/api/admin/users/${parentId}`)).status).toBe(404);

    const audit = (await (await admin.get('/api/admin/audit?page=1')).json()) as {
      entries: Array<{ action: string; summary: string; adminEmail: string; targetUserId: string | null }>;
      total: number;
    };
    expect(audit.entries.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'user.deleted', adminEmail: ADMIN_EMAIL, targetUserId: null }),
      expect.objectContaining({ action: 'plan.changed', summary: 'Plan set to pro', targetUserId: null }),
    ]);
  });
});
