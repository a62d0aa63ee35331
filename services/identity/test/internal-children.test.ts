import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentToken, gatewayToken, startIdentity, userToken, type IdentityHarness } from './harness.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h.close());

async function newUser(googleId: string) {
  const res = await request(h.app)
    .post('/internal/users/sign-in')
    .set('x-internal-token', await gatewayToken())
    .send({ googleId, email: `${googleId}@example.com` });
  const token = await userToken(res.body.id);
  return {
    id: res.body.id as string,
    addChild: async (name: string, currentStage: string) =>
      (
        await request(h.app)
          .post('/api/child-profiles')
          .set('x-internal-token', token)
          .send({ name, currentStage })
      ).body as { id: number },
    activate: (id: number) =>
      request(h.app).patch(`/api/child-profiles/${id}/activate`).set('x-internal-token', token).send({}),
  };
}

describe('children of a user (internal, for content)', () => {
  it("lists only that user's children with which one is active", async () => {
    const u = await newUser('children-1');
    const other = await newUser('children-2');
    const mia = await u.addChild('Mia', 'infant');
    const leo = await u.addChild('Leo', 'toddler');
    await other.addChild('Sam', 'newborn');
    expect((await u.activate(leo.id)).status).toBe(200);

    const res = await request(h.app)
      .get(`/internal/users/${u.id}/children`)
      .set('x-internal-token', await contentToken());
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: mia.id, isActive: false, name: 'Mia', currentStage: 'infant', dateOfBirth: null, sharedBy: null },
      { id: leo.id, isActive: true, name: 'Leo', currentStage: 'toddler', dateOfBirth: null, sharedBy: null },
    ]);
  });

  it("tells each child's date of birth as an ISO date, for the chat assistant's age", async () => {
    const u = await newUser('children-4');
    const token = await userToken(u.id);
    const born = new Date(Date.now() - 150 * 86_400_000).toISOString().slice(0, 10);
    const created = await request(h.app)
      .post('/api/child-profiles')
      .set('x-internal-token', token)
      .send({ name: 'Maya', currentStage: 'infant', dateOfBirth: born });
    expect(created.status).toBe(201);
    const res = await request(h.app)
      .get(`/internal/users/${u.id}/children`)
      .set('x-internal-token', await contentToken());
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ name: 'Maya', currentStage: 'infant' });
    expect(String(res.body[0].dateOfBirth).slice(0, 10)).toBe(born);
  });

  it('answers an empty list for a user without children, 404 for a malformed id, 401 for a user token', async () => {
    const u = await newUser('children-3');
    const list = await request(h.app)
      .get(`/internal/users/${u.id}/children`)
      .set('x-internal-token', await contentToken());
    expect(list.body).toEqual([]);
    const bad = await request(h.app)
      .get('/internal/users/not-a-uuid/children')
      .set('x-internal-token', await contentToken());
    expect(bad.status).toBe(404);
    const asUser = await request(h.app)
      .get(`/internal/users/${u.id}/children`)
      .set('x-internal-token', await userToken(u.id));
    expect([401, 403]).toContain(asUser.status);
  });
});
