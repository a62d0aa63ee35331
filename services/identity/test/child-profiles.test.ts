import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayToken, startIdentity, userToken, type IdentityHarness } from './harness.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h.close());

let seq = 0;
async function newUser() {
  seq += 1;
  const res = await request(h.app)
    .post('/internal/users/sign-in')
    .set('x-internal-token', await gatewayToken())
    .send({ googleId: `cp-${seq}`, email: `cp${seq}@example.com` });
  const token = await userToken(res.body.id);
  return {
    id: res.body.id as string,
    get: (path: string) => request(h.app).get(path).set('x-internal-token', token),
    post: (path: string, body?: object) =>
      request(h.app).post(path).set('x-internal-token', token).send(body),
    put: (path: string, body?: object) => request(h.app).put(path).set('x-internal-token', token).send(body),
    patch: (path: string) => request(h.app).patch(path).set('x-internal-token', token).send({}),
    del: (path: string) => request(h.app).delete(path).set('x-internal-token', token),
  };
}

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('child profiles', () => {
  it('the first profile becomes active; later ones only when asked', async () => {
    const u = await newUser();
    const first = await u.post('/api/child-profiles', {
      name: 'Mia',
      currentStage: 'infant',
      dateOfBirth: '2026-03-01',
      sex: 'girl',
      isActive: false,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      name: 'Mia',
      currentStage: 'infant',
      sex: 'girl',
      isActive: true,
      dateOfBirth: '2026-03-01T00:00:00.000Z',
    });
    const second = await u.post('/api/child-profiles', {
      name: 'Leo',
      currentStage: 'toddler',
      isActive: false,
    });
    expect(second.body.isActive).toBe(false);
    const third = await u.post('/api/child-profiles', {
      name: 'Ava',
      currentStage: 'pregnant-2nd',
      dateOfBirth: future(100),
      sex: null,
      isActive: true,
    });
    expect(third.status).toBe(201);
    expect(third.body.isActive).toBe(true);
    const list = await u.get('/api/child-profiles');
    expect(list.body.map((p: { name: string; isActive: boolean }) => [p.name, p.isActive])).toEqual([
      ['Mia', false],
      ['Leo', false],
      ['Ava', true],
    ]);
  });

  it("uses the spec's messages for a missing name or stage, and stores nothing", async () => {
    const u = await newUser();
    const noName = await u.post('/api/child-profiles', { name: '  ', currentStage: 'infant' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toContain("Child's name is required");
    const noStage = await u.post('/api/child-profiles', { name: 'Mia' });
    expect(noStage.status).toBe(400);
    expect(noStage.body.message).toContain('Current stage is required');
    const badStage = await u.post('/api/child-profiles', { name: 'Mia', currentStage: 'teenager' });
    expect(badStage.status).toBe(400);
    const futureBirth = await u.post('/api/child-profiles', {
      name: 'Mia',
      currentStage: 'newborn',
      dateOfBirth: future(10),
    });
    expect(futureBirth.status).toBe(400);
    expect(futureBirth.body.message).toContain('Date of birth cannot be in the future');
    const badSex = await u.post('/api/child-profiles', { name: 'Mia', currentStage: 'newborn', sex: 'x' });
    expect(badSex.status).toBe(400);
    expect(await h.db.childProfile.count({ where: { userId: u.id } })).toBe(0);
  });

  it('accepts both stage lists (preschool and preschooler, labor-birth) and both sex readings', async () => {
    const u = await newUser();
    for (const [stage, sex] of [
      ['preschool', 'male'],
      ['preschooler', 'boy'],
      ['labor-birth', 'prefer-not-to-say'],
      ['postpartum-recovery', 'female'],
    ]) {
      const res = await u.post('/api/child-profiles', { name: stage, currentStage: stage, sex });
      expect(res.status).toBe(201);
    }
  });

  it('renames and edits; a blank rename is refused and changes nothing', async () => {
    const u = await newUser();
    const { body } = await u.post('/api/child-profiles', { name: 'Mia', currentStage: 'infant' });
    const renamed = await u.put(`/api/child-profiles/${body.id}`, { name: ' Mila ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Mila');
    const blank = await u.put(`/api/child-profiles/${body.id}`, { name: '   ' });
    expect(blank.status).toBe(400);
    const empty = await u.put(`/api/child-profiles/${body.id}`, {});
    expect(empty.status).toBe(400);
    const edited = await u.put(`/api/child-profiles/${body.id}`, {
      currentStage: 'toddler',
      dateOfBirth: null,
    });
    expect(edited.body).toMatchObject({ name: 'Mila', currentStage: 'toddler', dateOfBirth: null });
  });

  it('deleting the active profile makes the oldest remaining one active', async () => {
    const u = await newUser();
    const a = (await u.post('/api/child-profiles', { name: 'A', currentStage: 'infant' })).body;
    const b = (await u.post('/api/child-profiles', { name: 'B', currentStage: 'toddler' })).body;
    const c = (await u.post('/api/child-profiles', { name: 'C', currentStage: 'toddler', isActive: true }))
      .body;
    expect((await u.del(`/api/child-profiles/${c.id}`)).status).toBe(204);
    const list = (await u.get('/api/child-profiles')).body;
    expect(list.map((p: { id: number; isActive: boolean }) => [p.id, p.isActive])).toEqual([
      [a.id, true],
      [b.id, false],
    ]);
    expect((await u.del(`/api/child-profiles/${c.id}`)).status).toBe(404);
  });

  it('activation switches the one active profile', async () => {
    const u = await newUser();
    const a = (await u.post('/api/child-profiles', { name: 'A', currentStage: 'infant' })).body;
    const b = (await u.post('/api/child-profiles', { name: 'B', currentStage: 'toddler' })).body;
    const res = await u.patch(`/api/child-profiles/${b.id}/activate`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: b.id, isActive: true });
    const list = (await u.get('/api/child-profiles')).body;
    expect(list.find((p: { id: number }) => p.id === a.id).isActive).toBe(false);
  });

  it('keeps exactly one active profile under concurrent activations', async () => {
    const u = await newUser();
    const ids: number[] = [];
    for (const name of ['A', 'B', 'C', 'D'])
      ids.push((await u.post('/api/child-profiles', { name, currentStage: 'infant' })).body.id);
    for (let round = 0; round < 10; round++) {
      const results = await Promise.all(ids.map((id) => u.patch(`/api/child-profiles/${id}/activate`)));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(await h.db.childProfile.count({ where: { userId: u.id, isActive: true } })).toBe(1);
    }
  });

  it("answers 404 for another user's profile on every route and leaves it unchanged", async () => {
    const owner = await newUser();
    const other = await newUser();
    const mine = (await owner.post('/api/child-profiles', { name: 'Mine', currentStage: 'infant' })).body;
    await other.post('/api/child-profiles', { name: 'Theirs', currentStage: 'infant' });
    expect((await other.put(`/api/child-profiles/${mine.id}`, { name: 'Stolen' })).status).toBe(404);
    expect((await other.patch(`/api/child-profiles/${mine.id}/activate`)).status).toBe(404);
    expect((await other.del(`/api/child-profiles/${mine.id}`)).status).toBe(404);
    const otherList = (await other.get('/api/child-profiles')).body;
    expect(otherList.map((p: { name: string }) => p.name)).toEqual(['Theirs']);
    const stored = await h.db.childProfile.findUniqueOrThrow({ where: { id: mine.id } });
    expect(stored).toMatchObject({ name: 'Mine', isActive: true });
  });

  it('answers 404 for ids that cannot exist', async () => {
    const u = await newUser();
    for (const id of ['abc', '0', '-1', '1.5', '99999999']) {
      expect((await u.put(`/api/child-profiles/${id}`, { name: 'x' })).status).toBe(404);
    }
  });
});
