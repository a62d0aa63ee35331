import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { signInternalToken } from '@nestkeep/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_INTERNAL_SECRET } from '../../../tests/support/db.js';
import { contentUser, startContent, type ContentHarness } from './harness.js';

let h: ContentHarness;
let now = new Date('2026-11-20T12:00:00Z');
beforeAll(async () => {
  h = await startContent({ now: () => now });
});
afterAll(() => h.close());

const serviceToken = () =>
  signInternalToken(
    { kind: 'service', service: 'identity' },
    { secret: TEST_INTERNAL_SECRET, audience: 'content' },
  );

const counts = async (userIds: unknown) =>
  request(h.app)
    .post('/internal/admin/user-counts')
    .set('x-internal-token', await serviceToken())
    .send({ userIds });

describe('content internal admin endpoints', () => {
  it('counts saves this month, content items and conversations per user, in one call', async () => {
    const a = await contentUser(h);
    const b = await contentUser(h);
    const nobody = randomUUID();
    // Last month's saves are items but not this month's usage.
    now = new Date('2026-10-15T12:00:00Z');
    for (let i = 0; i < 2; i++)
      expect((await a.post('/api/content', { title: `Old ${i}` })).status).toBe(201);
    now = new Date('2026-11-20T12:00:00Z');
    for (let i = 0; i < 3; i++)
      expect((await a.post('/api/content', { title: `New ${i}` })).status).toBe(201);
    expect((await b.post('/api/content', { title: 'B tip' })).status).toBe(201);
    await h.db.chatConversation.createMany({
      data: [
        { userId: a.id, childProfileId: 1 },
        { userId: a.id, childProfileId: 1 },
        { userId: b.id, childProfileId: 2 },
      ],
    });

    const res = await counts([a.id, b.id, nobody, a.id]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      [a.id]: { usageCount: 3, contentCount: 5, chatCount: 2 },
      [b.id]: { usageCount: 1, contentCount: 1, chatCount: 1 },
      [nobody]: { usageCount: 0, contentCount: 0, chatCount: 0 },
    });
    expect((await counts([])).body).toEqual({});
  });

  it('totals content and conversations across all users', async () => {
    const before = await request(h.app)
      .get('/internal/admin/stats')
      .set('x-internal-token', await serviceToken());
    expect(before.status).toBe(200);
    const u = await contentUser(h);
    await u.post('/api/content', { title: 'One more' });
    await h.db.chatConversation.create({ data: { userId: u.id, childProfileId: 3 } });
    const after = await request(h.app)
      .get('/internal/admin/stats')
      .set('x-internal-token', await serviceToken());
    expect(after.body).toEqual({
      totalContent: before.body.totalContent + 1,
      totalChats: before.body.totalChats + 1,
    });
    expect(after.body.totalContent).toBe(await h.db.contentItem.count());
  });

  it('refuses bad bodies with what is wrong', async () => {
    const tooMany = await counts(Array.from({ length: 201 }, () => randomUUID()));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('at most 200 user ids');
    const notIds = await counts(['not-a-uuid']);
    expect(notIds.status).toBe(400);
    expect(notIds.body.message).toContain('userIds.0');
    expect((await counts('x')).status).toBe(400);
  });

  it('refuses user tokens (service principal only)', async () => {
    const u = await contentUser(h);
    expect((await u.post('/internal/admin/user-counts', { userIds: [u.id] })).status).toBe(401);
    expect((await u.get('/internal/admin/stats')).status).toBe(401);
    expect((await request(h.app).get('/internal/admin/stats')).status).toBe(401);
  });
});
