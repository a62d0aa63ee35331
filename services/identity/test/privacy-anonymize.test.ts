import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUsageResponse } from '@nestkeep/common';
import { gatewayToken, startIdentity, userToken, type IdentityHarness } from './harness.js';
import { identityRowsAsText, seedFullUser } from './privacy-seed.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity(undefined, {
    privacy: { analysisInputRetentionDays: 45, sessionTtlDays: 14, uploadOrphanHours: 6 },
  });
});
afterAll(() => h.close());

describe('POST /api/privacy/anonymize', () => {
  it('leaves no identifier of the user in any identity table, keeps the counts, announces user.anonymized', async () => {
    const a = await seedFullUser(h, 'anon-a');
    const b = await seedFullUser(h, 'anon-b');
    const identifiers = [
      a.user.email,
      a.user.googleId,
      `Parent ${a.tag}`,
      a.user.profilePicture!,
      `Kid ${a.tag}`,
      `Bump ${a.tag}`,
      `Smiled at grandma ${a.tag}`,
      `Fed at ${a.tag} house`,
      `Phone of ${a.tag}`,
      `hash-${a.tag}`,
      `partner-${a.tag}@example.com`,
      `pending-${a.tag}@example.com`,
    ];
    // The children's dates (the second user's children share them: looked for in a's rows only).
    const dates = ['2025-06-01', '2026-09-01'];
    const found = (rows: { table: string; text: string }[]) => [
      ...identifiers.flatMap((id) =>
        rows.filter((r) => r.text.toLowerCase().includes(id.toLowerCase())).map((r) => `${r.table}: ${id}`),
      ),
      ...dates.flatMap((d) =>
        rows.filter((r) => r.text.includes(a.id) && r.text.includes(d)).map((r) => `${r.table}: ${d}`),
      ),
    ];
    const before = await identityRowsAsText(h.pool);
    // Each identifier is really there before (so the check after can fail).
    for (const id of identifiers) {
      expect(
        before.some((r) => r.text.toLowerCase().includes(id.toLowerCase())),
        id,
      ).toBe(true);
    }
    const bBefore = before
      .filter((r) => r.text.includes(b.id) || r.text.includes(b.user.email))
      .map((r) => r.text);

    const res = await a.post('/api/privacy/anonymize');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ anonymized: true });

    const after = await identityRowsAsText(h.pool);
    expect(found(after)).toEqual([]);

    const user = await h.db.user.findUniqueOrThrow({ where: { id: a.id } });
    expect(user.email).toMatch(/^anonymized-[0-9a-f]{24}@anonymized\.invalid$/);
    expect(user.googleId).toMatch(/^anonymized:/);
    expect(user).toMatchObject({
      displayName: null,
      profilePicture: null,
      emailOptIn: false,
      emailOptInDate: null,
      role: 'user',
      // Anonymous counts and answers kept.
      plan: 'family',
      userStage: 'already_parent',
      childrenCount: 2,
      onboardingCompleted: true,
    });
    const children = await h.db.childProfile.findMany({ where: { userId: a.id }, orderBy: { id: 'asc' } });
    expect(children.map((c) => [c.name, c.dateOfBirth, c.currentStage])).toEqual([
      [null, null, 'infant'],
      [null, null, 'pregnancy'],
    ]);
    expect(
      await h.db.milestoneProgress.count({ where: { userId: a.id, isAchieved: true, notes: null } }),
    ).toBe(1);
    expect(await h.db.growthMeasurement.count({ where: { userId: a.id } })).toBe(1);
    expect(await h.db.feedingEntry.count({ where: { userId: a.id, notes: null } })).toBe(1);
    expect(await h.db.apiToken.count({ where: { userId: a.id } })).toBe(0);
    expect(
      await h.db.familyMember.count({ where: { OR: [{ ownerId: a.id }, { memberUserId: a.id }] } }),
    ).toBe(0);

    const { rows: events } = await h.pool.query<{ payload: unknown }>(
      "SELECT payload FROM identity.outbox WHERE type = 'user.anonymized' ORDER BY id",
    );
    expect(events.map((e) => e.payload)).toEqual([{ userId: a.id }]);

    // The second user is untouched.
    const bAfter = after
      .filter((r) => r.text.includes(b.id) || r.text.includes(b.user.email))
      .map((r) => r.text);
    expect(bAfter.sort()).toEqual(bBefore.sort());
  });

  it('the old Google id no longer signs in to the account: it makes a new, empty one', async () => {
    const a = await seedFullUser(h, 'anon-sign');
    expect((await a.post('/api/privacy/anonymize')).status).toBe(200);
    const signIn = await request(h.app)
      .post('/internal/users/sign-in')
      .set('x-internal-token', await gatewayToken())
      .send({ googleId: a.user.googleId, email: a.user.email, displayName: 'Back Again' });
    expect(signIn.status).toBeLessThan(300);
    expect(signIn.body.id).not.toBe(a.id);
    const fresh = await h.db.user.findUniqueOrThrow({ where: { id: signIn.body.id } });
    expect(fresh.googleId).toBe(a.user.googleId);
    expect(fresh.onboardingCompleted).toBe(false);
    expect(await h.db.childProfile.count({ where: { userId: fresh.id } })).toBe(0);
    // The anonymised account keeps its counts and still names no one.
    const old = await h.db.user.findUniqueOrThrow({ where: { id: a.id } });
    expect(old.email).toMatch(/@anonymized\.invalid$/);
    expect(await h.db.childProfile.count({ where: { userId: a.id } })).toBe(2);
  });

  it("keeps another user's pending outbox events that merely contain the anonymised user's email", async () => {
    const signIn = async (email: string) =>
      (
        await request(h.app)
          .post('/internal/users/sign-in')
          .set('x-internal-token', await gatewayToken())
          .send({ googleId: `g-${email}`, email })
      ).body.id as string;
    const annEmail = `ann-${Date.now()}@example.com`;
    const ann = await signIn(annEmail);
    const joann = await signIn(`jo${annEmail}`); // contains Ann's whole address
    const joannEvents = () =>
      h.pool
        .query("SELECT payload, published_at FROM identity.outbox WHERE payload->>'userId' = $1", [joann])
        .then((r) => r.rows);
    const before = await joannEvents();
    expect(before).toHaveLength(1);

    const res = await request(h.app)
      .post('/api/privacy/anonymize')
      .set('x-internal-token', await userToken(ann));
    expect(res.status).toBe(200);
    expect(await joannEvents()).toEqual(before);
  });
});

describe('GET /api/privacy/data-usage', () => {
  it('states rights, purposes, what is stored where and for how long (the configured retentions), and the contact', async () => {
    const a = await seedFullUser(h, 'usage');
    const res = await a.get('/api/privacy/data-usage');
    expect(res.status).toBe(200);
    const body = dataUsageResponse.parse(res.body);
    expect(body).toEqual(res.body);
    expect(body.contact).toBe('privacy@nestkeep.app');
    expect(body.answeredWithinDays).toBe(30);
    expect(body.rights.map((r) => r.right)).toEqual(
      expect.arrayContaining(['Access and portability', 'Erasure', 'Anonymisation']),
    );
    expect(body.dataProcessing.purposes.length).toBeGreaterThanOrEqual(5);
    const stores = body.dataProcessing.stores;
    const kept = (what: RegExp) => stores.find((s) => what.test(s.what))?.kept;
    expect(kept(/analysis inputs/i)).toMatch(/^45 days/);
    expect(kept(/sessions/i)).toMatch(/^14 days/);
    expect(kept(/^Uploaded screenshots/)).toContain('6 hours');
    const wheres = stores.map((s) => s.where).join(' | ');
    for (const where of [
      'Identity service',
      'Content service',
      'Billing service',
      'Gateway, Redis',
      'AI worker',
    ]) {
      expect(wheres).toContain(where);
    }
    expect(JSON.stringify(body)).toContain('Stripe');
    expect(JSON.stringify(body)).toContain('chats');
  });

  it('needs a signed-in user', async () => {
    expect((await request(h.app).get('/api/privacy/data-usage')).status).toBe(401);
    expect((await request(h.app).post('/api/privacy/anonymize')).status).toBe(401);
    expect((await request(h.app).delete('/api/privacy/delete-account')).status).toBe(401);
  });
});
