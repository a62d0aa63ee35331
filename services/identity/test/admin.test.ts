import express from 'express';
import request from 'supertest';
import { adminAuditEntry, adminStats, adminUser, EVENTS, verifyInternalToken } from '@nestkeep/common';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listen } from '../../../tests/support/servers.js';
import { TEST_INTERNAL_SECRET } from '../../../tests/support/db.js';
import { createContentAdminClient, CONTENT_UNAVAILABLE } from '../src/clients/content-admin.js';
import {
  ADMIN_EMAIL,
  gatewayToken,
  signedInUser,
  startIdentity,
  userToken,
  type IdentityHarness,
} from './harness.js';

/** A tiny content: counts per user id and totals, with the calls it received; can be made to fail. */
function fakeContent() {
  const counts = new Map<string, { usageCount: number; contentCount: number; chatCount: number }>();
  const calls: string[][] = [];
  const state = { down: false, totals: { totalContent: 0, totalChats: 0 } };
  const app = express();
  app.use(express.json());
  app.use(async (req, res, next) => {
    try {
      const p = await verifyInternalToken(req.get('x-internal-token') ?? '', {
        secret: TEST_INTERNAL_SECRET,
        audience: 'content',
      });
      if (p.kind !== 'service' || p.service !== 'identity') return res.status(401).end();
    } catch {
      return res.status(401).end();
    }
    if (state.down) return res.status(503).json({ message: 'down' });
    next();
  });
  app.post('/internal/admin/user-counts', (req, res) => {
    const ids = req.body.userIds as string[];
    calls.push(ids);
    res.json(
      Object.fromEntries(
        ids.map((id) => [id, counts.get(id) ?? { usageCount: 0, contentCount: 0, chatCount: 0 }]),
      ),
    );
  });
  app.get('/internal/admin/stats', (_req, res) => res.json(state.totals));
  return { app, counts, calls, state };
}

let h: IdentityHarness;
let content: ReturnType<typeof fakeContent>;
let contentServer: Awaited<ReturnType<typeof listen>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
const now = new Date('2026-11-25T10:00:00Z'); // a Wednesday

async function signedInAdmin() {
  const res = await request(h.app)
    .post('/internal/users/sign-in')
    .set('x-internal-token', await gatewayToken())
    .send({ googleId: `admin-${Date.now()}`, email: ADMIN_EMAIL, displayName: 'The Admin' });
  expect(res.body.role).toBe('admin');
  const token = await userToken(res.body.id, 'admin');
  const t = (r: request.Test) => r.set('x-internal-token', token);
  return {
    id: res.body.id as string,
    get: (path: string) => t(request(h.app).get(path)),
    patch: (path: string, body?: unknown) => t(request(h.app).patch(path)).send(body as object),
    del: (path: string) => t(request(h.app).delete(path)),
  };
}

beforeAll(async () => {
  content = fakeContent();
  contentServer = await listen(content.app);
  h = await startIdentity(undefined, {
    now: () => now,
    contentAdmin: createContentAdminClient({ contentUrl: contentServer.url, secret: TEST_INTERNAL_SECRET }),
  });
  admin = await signedInAdmin();
});
afterAll(async () => {
  await h.close();
  await contentServer.close();
});
beforeEach(() => {
  content.state.down = false;
  content.calls.length = 0;
});

const auditRows = () => h.db.adminAuditLog.findMany({ orderBy: { id: 'asc' } });

describe('admin access', () => {
  it('refuses every admin route to a signed-in non-admin with 403 Admin access required', async () => {
    const u = await signedInUser(h, 'plain');
    const token = await userToken(u.id, 'user');
    const calls = [
      request(h.app).get('/api/admin/stats'),
      request(h.app).get('/api/admin/users'),
      request(h.app).get(`/api/admin/users/${u.id}`),
      request(h.app).patch(`/api/admin/users/${u.id}`).send({ plan: 'pro' }),
      request(h.app).delete(`/api/admin/users/${admin.id}`),
      request(h.app).get('/api/admin/audit'),
    ];
    for (const call of calls) {
      const res = await call.set('x-internal-token', token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Admin access required');
    }
    // Nothing was changed by the refused calls.
    expect((await h.db.user.findUniqueOrThrow({ where: { id: u.id } })).plan).toBe('free');
    expect(await h.db.user.findUnique({ where: { id: admin.id } })).not.toBeNull();
    // Without any token the service refuses too (the gateway answers anonymous callers 401).
    expect((await request(h.app).get('/api/admin/stats')).status).toBe(401);
  });
});

describe('admin users', () => {
  it('lists users newest first with content counts from one batch call per page, and pages', async () => {
    const a = await signedInUser(h, 'paging');
    const b = await signedInUser(h, 'paging');
    // Distinct creation times (two sign-ins may fall in the same millisecond).
    await h.db.user.update({ where: { id: a.id }, data: { createdAt: new Date('2030-01-01T00:00:00Z') } });
    await h.db.user.update({ where: { id: b.id }, data: { createdAt: new Date('2030-01-02T00:00:00Z') } });
    content.counts.set(a.id, { usageCount: 3, contentCount: 7, chatCount: 2 });
    const page1 = await admin.get('/api/admin/users?pageSize=2');
    expect(page1.status).toBe(200);
    expect(page1.body.users.map((u: { id: string }) => u.id)).toEqual([b.id, a.id]);
    expect(adminUser.parse(page1.body.users[1])).toMatchObject({
      id: a.id,
      email: expect.stringContaining('@example.com'),
      plan: 'free',
      role: 'user',
      usageCount: 3,
      contentCount: 7,
      chatCount: 2,
      emailOptIn: false,
      emailOptInDate: null,
    });
    expect(page1.body).toMatchObject({ page: 1, pageSize: 2, total: await h.db.user.count() });
    expect(content.calls).toEqual([[b.id, a.id]]);
    const page2 = await admin.get('/api/admin/users?pageSize=2&page=2');
    expect(page2.body.users).toHaveLength(2);
    expect(page2.body.users.map((u: { id: string }) => u.id)).not.toContain(a.id);
    expect(content.calls).toHaveLength(2);
    const all = await admin.get('/api/admin/users?pageSize=100');
    const created = all.body.users.map((u: { createdAt: string }) => u.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('searches email or display name, case-insensitively', async () => {
    const u = await signedInUser(h, 'searchme');
    await h.db.user.update({ where: { id: u.id }, data: { displayName: 'Zelda Quokka_100%' } });
    const byName = await admin.get('/api/admin/users?search=zELDA%20quo');
    expect(byName.body.users.map((x: { id: string }) => x.id)).toEqual([u.id]);
    expect(byName.body.total).toBe(1);
    const email = (await h.db.user.findUniqueOrThrow({ where: { id: u.id } })).email;
    const byEmail = await admin.get(`/api/admin/users?search=${encodeURIComponent(email.toUpperCase())}`);
    expect(byEmail.body.users.map((x: { id: string }) => x.id)).toEqual([u.id]);
    const literal = await admin.get(`/api/admin/users?search=${encodeURIComponent('KKA_100%')}`);
    expect(literal.body.users.map((x: { id: string }) => x.id)).toEqual([u.id]);
    // LIKE wildcards are matched literally, not as "anything": only the name holding them matches.
    for (const wildcard of ['%', '_']) {
      const res = await admin.get(`/api/admin/users?search=${encodeURIComponent(wildcard)}`);
      expect(res.body.users.map((x: { id: string }) => x.id)).toEqual([u.id]);
    }
    const none = await admin.get('/api/admin/users?search=no-such-person-anywhere');
    expect(none.body).toMatchObject({ users: [], total: 0 });
    expect((await admin.get('/api/admin/users?page=0')).status).toBe(400);
    expect((await admin.get('/api/admin/users?pageSize=500')).body.message).toContain('pageSize');
  });

  it('answers 503 with a clear message when content is down', async () => {
    content.state.down = true;
    for (const path of ['/api/admin/users', '/api/admin/stats', `/api/admin/users/${admin.id}`]) {
      const res = await admin.get(path);
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(CONTENT_UNAVAILABLE);
    }
  });

  it('shows one user, and 404 for an unknown or malformed id', async () => {
    const u = await signedInUser(h, 'detail');
    content.counts.set(u.id, { usageCount: 1, contentCount: 4, chatCount: 5 });
    const one = await admin.get(`/api/admin/users/${u.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: u.id, contentCount: 4, chatCount: 5, usageCount: 1 });
    expect((await admin.get('/api/admin/users/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await admin.get('/api/admin/users/not-a-uuid')).status).toBe(404);
  });
});

describe('admin changes', () => {
  it('sets a plan and writes an audit row with who, what and when, naming no personal data', async () => {
    const u = await signedInUser(h, 'planned');
    const before = (await auditRows()).length;
    const res = await admin.patch(`/api/admin/users/${u.id}`, { plan: 'pro' });
    expect(res.status).toBe(200);
    expect(res.body.plan).toBe('pro');
    expect((await h.db.user.findUniqueOrThrow({ where: { id: u.id } })).plan).toBe('pro');
    const rows = await auditRows();
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({
      adminId: admin.id,
      adminEmail: ADMIN_EMAIL,
      action: 'plan.changed',
      targetUserId: u.id,
      summary: 'Plan set to pro',
      createdAt: now,
    });
    const email = (await h.db.user.findUniqueOrThrow({ where: { id: u.id } })).email;
    expect(row.summary).not.toContain(email);
    expect((await admin.patch(`/api/admin/users/${u.id}`, { plan: 'free' })).body.plan).toBe('free');
    expect((await auditRows()).at(-1)!.summary).toBe('Plan set to free');
  });

  it('turns email opt-in on with the date now (or the one given) and off with null', async () => {
    const u = await signedInUser(h, 'optin');
    const on = await admin.patch(`/api/admin/users/${u.id}`, { emailOptIn: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ emailOptIn: true, emailOptInDate: now.toISOString() });
    const row = await h.db.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(row.emailOptIn).toBe(true);
    expect(row.emailOptInDate).toEqual(now);
    expect((await auditRows()).at(-1)).toMatchObject({
      action: 'email-opt-in.changed',
      summary: 'Email opt-in turned on',
      targetUserId: u.id,
    });
    const off = await admin.patch(`/api/admin/users/${u.id}`, { emailOptIn: false, emailOptInDate: null });
    expect(off.body).toMatchObject({ emailOptIn: false, emailOptInDate: null });
    expect((await h.db.user.findUniqueOrThrow({ where: { id: u.id } })).emailOptInDate).toBeNull();
    expect((await auditRows()).at(-1)!.summary).toBe('Email opt-in turned off');
    const given = await admin.patch(`/api/admin/users/${u.id}`, {
      emailOptIn: true,
      emailOptInDate: '2026-11-01T08:00:00.000Z',
    });
    expect(given.body.emailOptInDate).toBe('2026-11-01T08:00:00.000Z');
  });

  it('refuses bad bodies naming what is wrong, and unknown users with 404; nothing is written', async () => {
    const u = await signedInUser(h, 'badbody');
    const before = (await auditRows()).length;
    const plan = await admin.patch(`/api/admin/users/${u.id}`, { plan: 'family' });
    expect(plan.status).toBe(400);
    expect(plan.body.message).toContain('plan');
    const empty = await admin.patch(`/api/admin/users/${u.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Send plan or emailOptIn');
    const optIn = await admin.patch(`/api/admin/users/${u.id}`, { emailOptIn: 'yes' });
    expect(optIn.status).toBe(400);
    expect(optIn.body.message).toContain('emailOptIn');
    const dateAlone = await admin.patch(`/api/admin/users/${u.id}`, { plan: 'pro', emailOptInDate: null });
    expect(dateAlone.status).toBe(400);
    expect(dateAlone.body.message).toContain('emailOptInDate');
    const unknown = await admin.patch('/api/admin/users/00000000-0000-4000-8000-000000000000', {
      plan: 'pro',
    });
    expect(unknown.status).toBe(404);
    expect((await admin.patch('/api/admin/users/nope', { plan: 'pro' })).status).toBe(404);
    expect((await auditRows()).length).toBe(before);
    expect((await h.db.user.findUniqueOrThrow({ where: { id: u.id } })).plan).toBe('free');
  });

  it('refuses to let an admin demote or delete themselves', async () => {
    const before = (await auditRows()).length;
    const demote = await admin.patch(`/api/admin/users/${admin.id}`, { plan: 'free' });
    expect(demote.status).toBe(400);
    expect(demote.body.message).toBe('You cannot change your own plan here');
    const del = await admin.del(`/api/admin/users/${admin.id}`);
    expect(del.status).toBe(400);
    expect(del.body.message).toBe('You cannot delete your own account here');
    expect(await h.db.user.findUnique({ where: { id: admin.id } })).not.toBeNull();
    expect((await auditRows()).length).toBe(before);
  });

  it('deletes a user everywhere (user.deleted to the outbox), writes an audit row without their id, then 404', async () => {
    const u = await signedInUser(h, 'doomed');
    expect((await admin.patch(`/api/admin/users/${u.id}`, { plan: 'pro' })).status).toBe(200);
    const pokes = h.eventsWritten();
    const res = await admin.del(`/api/admin/users/${u.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect(await h.db.user.findUnique({ where: { id: u.id } })).toBeNull();
    expect(h.eventsWritten()).toBe(pokes + 1);
    const events = await h.db.outboxEvent.findMany({ where: { type: EVENTS.userDeleted } });
    expect(events.map((e) => e.payload)).toContainEqual({
      userId: u.id,
      reason: 'Deleted by an administrator',
    });
    const rows = await auditRows();
    expect(rows.at(-1)).toMatchObject({
      adminId: admin.id,
      adminEmail: ADMIN_EMAIL,
      action: 'user.deleted',
      targetUserId: null,
      summary: 'User account permanently deleted',
    });
    // The earlier plan change no longer points at the deleted user.
    expect(rows.filter((r) => r.targetUserId === u.id)).toEqual([]);
    expect((await admin.get(`/api/admin/users/${u.id}`)).status).toBe(404);
    expect((await admin.del(`/api/admin/users/${u.id}`)).status).toBe(404);
    expect((await auditRows()).length).toBe(rows.length);
  });

  it('lists the audit log newest first, paged', async () => {
    const u = await signedInUser(h, 'audited');
    await admin.patch(`/api/admin/users/${u.id}`, { plan: 'pro' });
    await admin.patch(`/api/admin/users/${u.id}`, { emailOptIn: true });
    const res = await admin.get('/api/admin/audit?page=1&pageSize=2');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(await h.db.adminAuditLog.count());
    const [first, second] = res.body.entries.map((e: unknown) => adminAuditEntry.parse(e));
    expect(first).toMatchObject({
      action: 'email-opt-in.changed',
      targetUserId: u.id,
      adminEmail: ADMIN_EMAIL,
    });
    expect(second).toMatchObject({ action: 'plan.changed', summary: 'Plan set to pro' });
    const page2 = await admin.get('/api/admin/audit?page=2&pageSize=2');
    expect(page2.body.entries).toHaveLength(2);
    expect(page2.body.entries[0].id).toBeLessThan(second.id);
    expect((await admin.get('/api/admin/audit?page=abc')).status).toBe(400);
  });
});

describe('admin stats', () => {
  it('counts users, paid and opted-in users, new users in UTC windows, and content totals', async () => {
    content.state.totals = { totalContent: 42, totalChats: 9 };
    const base = adminStats.parse((await admin.get('/api/admin/stats')).body);
    expect(base).toMatchObject({ totalContent: 42, totalChats: 9, totalUsers: await h.db.user.count() });
    const fresh = [await signedInUser(h, 's1'), await signedInUser(h, 's2'), await signedInUser(h, 's3')];
    const mk = (iso: string) => new Date(iso);
    // Today (Wed 25th), earlier this week (Mon 23rd), earlier this month (2nd): UTC.
    await h.db.user.update({
      where: { id: fresh[0]!.id },
      data: { createdAt: mk('2026-11-25T00:00:00Z'), plan: 'trialing' },
    });
    await h.db.user.update({
      where: { id: fresh[1]!.id },
      data: { createdAt: mk('2026-11-23T00:00:00Z'), plan: 'family' },
    });
    await h.db.user.update({
      where: { id: fresh[2]!.id },
      data: { createdAt: mk('2026-11-02T00:00:00Z'), emailOptIn: true, emailOptInDate: now },
    });
    const other = await signedInUser(h, 's4');
    await h.db.user.update({ where: { id: other.id }, data: { createdAt: mk('2026-10-31T23:59:59Z') } });
    // Everyone else: move them out of all windows to count exactly.
    await h.db.user.updateMany({
      where: { id: { notIn: [...fresh.map((f) => f.id), other.id] } },
      data: { createdAt: mk('2026-01-01T00:00:00Z') },
    });
    const s = adminStats.parse((await admin.get('/api/admin/stats')).body);
    expect(s.totalUsers).toBe(base.totalUsers + 4);
    expect(s.newUsersToday).toBe(1);
    expect(s.newUsersThisWeek).toBe(2);
    expect(s.newUsersThisMonth).toBe(3);
    expect(s.proUsers).toBe(
      await h.db.user.count({ where: { plan: { in: ['pro', 'trialing', 'family'] } } }),
    );
    expect(s.proUsers).toBeGreaterThanOrEqual(2);
    expect(s.emailOptInUsers).toBe(await h.db.user.count({ where: { emailOptIn: true } }));
    expect(s.emailOptInUsers).toBe(base.emailOptInUsers + 1);
  });
});

describe('audit rows commit with their change', () => {
  it('rolls the change back when its audit row cannot be written (plan, opt-in and delete)', async () => {
    const u = await signedInUser(h, 'atomic');
    await h.pool.query(`
      CREATE FUNCTION identity.refuse_audit() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'audit refused'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_audit BEFORE INSERT ON identity.admin_audit_log
        FOR EACH ROW EXECUTE FUNCTION identity.refuse_audit();`);
    try {
      const deletedEvents = () => h.db.outboxEvent.count({ where: { type: EVENTS.userDeleted } });
      const eventsBefore = await deletedEvents();
      expect((await admin.patch(`/api/admin/users/${u.id}`, { plan: 'pro' })).status).toBe(500);
      expect((await admin.patch(`/api/admin/users/${u.id}`, { emailOptIn: true })).status).toBe(500);
      expect((await admin.del(`/api/admin/users/${u.id}`)).status).toBe(500);
      const row = await h.db.user.findUniqueOrThrow({ where: { id: u.id } });
      expect(row).toMatchObject({ plan: 'free', emailOptIn: false, emailOptInDate: null });
      expect(await deletedEvents()).toBe(eventsBefore);
    } finally {
      await h.pool.query(`DROP TRIGGER refuse_audit ON identity.admin_audit_log;
        DROP FUNCTION identity.refuse_audit();`);
    }
    expect((await admin.del(`/api/admin/users/${u.id}`)).status).toBe(200);
  });
});

describe('the admin panel tells the truth (issue 22 point 9)', () => {
  const emailOf = async (id: string) => (await h.db.user.findUniqueOrThrow({ where: { id } })).email;
  const search = async (email: string) => {
    const res = await admin.get(`/api/admin/users?search=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    expect(res.body.users).toHaveLength(1);
    return adminUser.parse(res.body.users[0]);
  };

  it("shows a family member's effective plan, Family via the owner, as /api/auth/user does", async () => {
    const owner = await signedInUser(h, 'fam-owner');
    const member = await signedInUser(h, 'fam-member');
    const [ownerEmail, memberEmail] = [await emailOf(owner.id), await emailOf(member.id)];
    await h.db.user.update({ where: { id: owner.id }, data: { plan: 'family' } });
    await h.db.familyMember.create({
      data: {
        ownerId: owner.id,
        email: memberEmail,
        memberUserId: member.id,
        status: 'active',
        acceptedAt: now,
      },
    });
    // The member's own view of themselves: Family.
    expect((await member.get('/api/auth/user')).body.plan).toBe('family');

    expect(await search(memberEmail)).toMatchObject({
      plan: 'free',
      effectivePlan: 'family',
      familyOwnerEmail: ownerEmail,
    });
    expect(await search(ownerEmail)).toMatchObject({
      plan: 'family',
      effectivePlan: 'family',
      familyOwnerEmail: null,
    });
    const one = adminUser.parse((await admin.get(`/api/admin/users/${member.id}`)).body);
    expect(one).toMatchObject({ effectivePlan: 'family', familyOwnerEmail: ownerEmail });

    // The owner's Family plan ends (here by an admin): the member is back on their own plan, in
    // the panel as in their own view.
    const ended = await admin.patch(`/api/admin/users/${owner.id}`, { plan: 'free' });
    expect(adminUser.parse(ended.body)).toMatchObject({ effectivePlan: 'free', familyOwnerEmail: null });
    expect((await member.get('/api/auth/user')).body.plan).toBe('free');
    expect(await search(memberEmail)).toMatchObject({
      plan: 'free',
      effectivePlan: 'free',
      familyOwnerEmail: null,
    });
  });

  it('names the user of each audit entry by email while the account exists, none after deletion', async () => {
    const u = await signedInUser(h, 'named');
    const email = await emailOf(u.id);
    await admin.patch(`/api/admin/users/${u.id}`, { plan: 'pro' });
    const entryOf = async () => {
      const res = await admin.get('/api/admin/audit?page=1&pageSize=100');
      expect(res.status).toBe(200);
      const entries = res.body.entries.map((e: unknown) => adminAuditEntry.parse(e));
      return entries.find((e: { summary: string; id: number }) => e.id === planEntryId);
    };
    const planEntryId = (await auditRows()).at(-1)!.id;
    expect(await entryOf()).toMatchObject({
      targetUserId: u.id,
      targetEmail: email,
      summary: 'Plan set to pro',
    });
    // The log itself still keeps no personal data: the email is read from the account when listed.
    expect(JSON.stringify((await auditRows()).at(-1))).not.toContain(email);
    // A changed address shows as it is now.
    await h.db.user.update({ where: { id: u.id }, data: { email: `renamed-${email}` } });
    expect((await entryOf()).targetEmail).toBe(`renamed-${email}`);

    expect((await admin.del(`/api/admin/users/${u.id}`)).status).toBe(200);
    expect(await entryOf()).toMatchObject({ targetUserId: null, targetEmail: null });
  });
});
