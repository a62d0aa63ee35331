import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayToken, startIdentity, userToken, type IdentityHarness } from './harness.js';
import { identityRowsAsText, identityTables, seedFullUser } from './privacy-seed.js';
import { deleteUserEverywhere } from '../src/db/privacy.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h.close());

async function outboxOf(type: string) {
  const { rows } = await h.pool.query<{ payload: Record<string, unknown>; published_at: Date | null }>(
    'SELECT payload, published_at FROM identity.outbox WHERE type = $1 ORDER BY id',
    [type],
  );
  return rows;
}

/** Signs a user in with exactly this email (no outbox relay runs here: their user.created stays pending). */
async function userWithEmail(email: string) {
  const res = await request(h.app)
    .post('/internal/users/sign-in')
    .set('x-internal-token', await gatewayToken())
    .send({ googleId: `g-${email}`, email });
  const id = res.body.id as string;
  const token = await userToken(id);
  return {
    id,
    del: () => request(h.app).delete('/api/privacy/delete-account').set('x-internal-token', token),
  };
}

describe('DELETE /api/privacy/delete-account', () => {
  it('removes every row of the user from every identity table, leaves a second user alone, announces user.deleted', async () => {
    const a = await seedFullUser(h, 'del-a');
    const b = await seedFullUser(h, 'del-b');
    const tables = await identityTables(h.pool);
    const beforeRows = await identityRowsAsText(h.pool);
    // The seed really put the user in every user table (so the check below can fail).
    const tablesWithA = new Set(beforeRows.filter((r) => r.text.includes(a.id)).map((r) => r.table));
    const expected = [
      'admin_audit_log',
      'api_tokens',
      'child_profiles',
      'family_members',
      'feeding_entries',
      'growth_measurements',
      'milestone_progress',
      'outbox',
      'users',
    ];
    for (const t of expected) expect(tables).toContain(t);
    expect([...tablesWithA].sort()).toEqual(expected);
    expect(
      beforeRows.some((r) => r.table === 'family_members' && r.text.includes(a.user.email.toLowerCase())),
    ).toBe(true);
    const bRowsBefore = beforeRows.filter((r) => r.text.includes(b.id) || r.text.includes(b.user.email));

    const res = await a.del('/api/privacy/delete-account').send({ reason: 'Moving on' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });

    const after = await identityRowsAsText(h.pool);
    const leftovers = after.filter(
      (r) =>
        (r.text.includes(a.id) || r.text.toLowerCase().includes(a.user.email.toLowerCase())) &&
        !(r.table === 'outbox' && r.text.includes('user.deleted')),
    );
    expect(leftovers).toEqual([]);
    for (const t of [a.tag]) {
      expect(after.filter((r) => r.text.includes(t))).toEqual([]);
    }
    // The second user's rows are all still there, unchanged.
    const bRowsAfter = after.filter((r) => r.text.includes(b.id) || r.text.includes(b.user.email));
    expect(bRowsAfter.map((r) => r.text).sort()).toEqual(bRowsBefore.map((r) => r.text).sort());
    // The partner (a user of their own) is still there, no longer in a family.
    expect(await h.db.user.findUnique({ where: { id: a.partner.id } })).not.toBeNull();
    expect(await h.db.familyMember.count({ where: { memberUserId: a.partner.id } })).toBe(0);
    // The audit row about the user stays, without the user's id.
    expect(await h.db.adminAuditLog.count({ where: { adminId: a.inviter.id, targetUserId: null } })).toBe(1);

    const events = await outboxOf('user.deleted');
    expect(events.map((e) => e.payload)).toEqual([{ userId: a.id, reason: 'Moving on' }]);
    expect(h.eventsWritten()).toBeGreaterThan(0);
  });

  it('defaults the reason, and a repeat is harmless (no second event)', async () => {
    const u = await seedFullUser(h, 'del-rep');
    const first = await u.del('/api/privacy/delete-account');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ deleted: true });
    const second = await u.del('/api/privacy/delete-account').send({ reason: 'again' });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ deleted: true });
    const events = (await outboxOf('user.deleted')).filter((e) => e.payload.userId === u.id);
    expect(events.map((e) => e.payload)).toEqual([
      { userId: u.id, reason: 'User requested account deletion' },
    ]);
    expect(await deleteUserEverywhere(h.db, u.id, 'x')).toBe(false);
  });

  it('refuses a reason that is too long', async () => {
    const u = await seedFullUser(h, 'del-bad');
    const res = await u.del('/api/privacy/delete-account').send({ reason: 'x'.repeat(501) });
    expect(res.status).toBe(400);
    expect(await h.db.user.findUnique({ where: { id: u.id } })).not.toBeNull();
  });

  it("keeps another user's pending outbox events that merely contain the deleted user's email", async () => {
    const annEmail = `ann-${Date.now()}@example.com`;
    const ann = await userWithEmail(annEmail);
    // Joann's address contains Ann's whole address.
    const joann = await userWithEmail(`jo${annEmail}`);
    const joannBefore = (await outboxOf('user.created')).filter((e) => e.payload.userId === joann.id);
    expect(joannBefore).toHaveLength(1);
    expect(joannBefore[0]!.published_at).toBeNull();

    expect((await ann.del()).status).toBe(200);

    const created = await outboxOf('user.created');
    expect(created.filter((e) => e.payload.userId === ann.id)).toEqual([]);
    expect(created.filter((e) => e.payload.userId === joann.id)).toEqual(joannBefore);
  });
});
