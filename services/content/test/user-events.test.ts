import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { Queue, QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import request from 'supertest';
import { createRedis, EVENTS, QUEUES, signInternalToken } from '@nestkeep/common';
import { TEST_INTERNAL_SECRET } from '../../../tests/support/db.js';
import { contentUser, startContent, type ContentHarness } from './harness.js';

let h: ContentHarness;
const redis = createRedis(inject('redisUrl'), 'worker');
let events: Queue;
let queueEvents: QueueEvents;
let analysis: Queue;
let imageAnalysis: Queue;

beforeAll(async () => {
  h = await startContent();
  h.startUserEvents();
  events = new Queue(QUEUES.contentEvents, { connection: redis, prefix: h.prefix });
  queueEvents = new QueueEvents(QUEUES.contentEvents, { connection: redis.duplicate(), prefix: h.prefix });
  analysis = new Queue(QUEUES.contentAnalysis, { connection: redis, prefix: h.prefix });
  imageAnalysis = new Queue(QUEUES.imageAnalysis, { connection: redis, prefix: h.prefix });
  await queueEvents.waitUntilReady();
});
afterAll(async () => {
  await queueEvents.close();
  await Promise.all([events.close(), analysis.close(), imageAnalysis.close()]);
  await h.close();
  redis.disconnect();
});

const png = (color: string) =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A user with a row in every content table, image files, and queued jobs. */
async function userWithEverything() {
  const u = await contentUser(h);
  const kids = [{ id: Math.floor(Math.random() * 1e6) + 1, isActive: true, name: 'Ada' }];
  h.children.set(u.id, kids);
  const link = await u.post('/api/content', {
    originalUrl: `https://example.com/${u.id}/sleep`,
    content: 'Dim the lights an hour before bed.',
  });
  expect(link.status).toBe(201);
  expect((await u.put(`/api/content/${link.body.id}`, { personalNotes: 'Ask grandma' })).status).toBe(200);
  const image = await u
    .multipart('/api/content/image')
    .field('title', 'Safe sleep card')
    .attach('image', await png('#88aaff'), 'card.png');
  expect(image.status).toBe(201);
  const orphan = await u.multipart('/api/upload-image').attach('image', await png('#aa88ff'), 'loose.png');
  expect(orphan.status).toBe(201);
  const chat = await u.post('/api/chat/conversations', { childProfileId: kids[0]!.id });
  expect(chat.status).toBe(201);
  const requestId = randomUUID();
  await h.db.chatMessage.createMany({
    data: [
      { conversationId: chat.body.id, userId: u.id, role: 'user', content: 'When do teeth come?', requestId },
      {
        conversationId: chat.body.id,
        userId: u.id,
        role: 'assistant',
        content: 'Around 6 months.',
        requestId,
      },
    ],
  });
  await h.db.chatUsage.create({ data: { userId: u.id, month: '2026-11', count: 1 } });
  await h.db.nameFavorite.create({ data: { userId: u.id, name: 'Aurora', card: { name: 'Aurora' } } });
  const payload = { itemId: link.body.id, userId: u.id, originalUrl: 'https://example.com/x' };
  await analysis.add('content.saved', { id: `x-${randomUUID()}`, type: 'content.saved', payload });
  await analysis.add(
    'content.saved',
    { id: `x-${randomUUID()}`, type: 'content.saved', payload },
    { delay: 600_000 },
  );
  await imageAnalysis.add('analyze-image', { userId: u.id, imageKey: `${u.id}/a.png` }, { delay: 600_000 });
  return { ...u, itemId: link.body.id as number, imageUrl: image.body.imageUrl as string };
}

/** Every table of schema content, every column (as text) that mentions the id. */
async function rowsMentioning(userId: string): Promise<string[]> {
  const { rows: columns } = await h.pool.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'content' AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('uuid', 'text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
  );
  expect(columns.map((c) => c.table_name)).toEqual(
    expect.arrayContaining(['content_items', 'uploads', 'chat_messages', 'name_favorites', 'outbox']),
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const { rows } = await h.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM content."${table_name}" WHERE "${column_name}"::text ILIKE $1`,
      [`%${userId}%`],
    );
    if (Number(rows[0]!.n) > 0) found.push(`${table_name}.${column_name}: ${rows[0]!.n}`);
  }
  return found;
}

async function filesOf(userId: string): Promise<string[]> {
  return readdir(path.join(h.images.root, userId)).catch(() => []);
}

async function jobsOf(userId: string): Promise<number> {
  let n = 0;
  for (const q of [analysis, imageAnalysis]) {
    const jobs = await q.getJobs(['waiting', 'delayed', 'prioritized', 'completed', 'failed']);
    n += jobs.filter((j) => JSON.stringify(j.data).includes(userId)).length;
  }
  return n;
}

async function send(type: string, payload: object, jobId: string = randomUUID()) {
  const job = await events.add(type, { id: jobId, type, occurredAt: new Date().toISOString(), payload });
  return job.waitUntilFinished(queueEvents, 20_000);
}

describe('content: user.deleted', () => {
  it('removes every row, file and queued job of the user, leaves another user alone, and is safe to replay', async () => {
    const gone = await userWithEverything();
    const kept = await userWithEverything();
    expect(await rowsMentioning(gone.id)).not.toEqual([]);
    expect((await filesOf(gone.id)).length).toBeGreaterThanOrEqual(4);
    expect(await jobsOf(gone.id)).toBe(3);

    const jobId = `identity-${randomUUID()}`;
    expect(
      await send(EVENTS.userDeleted, { userId: gone.id, reason: 'User requested account deletion' }, jobId),
    ).toBe(EVENTS.userDeleted);

    expect(await rowsMentioning(gone.id)).toEqual([]);
    expect(await filesOf(gone.id)).toEqual([]);
    expect(await jobsOf(gone.id)).toBe(0);
    expect((await gone.get(gone.imageUrl)).status).toBe(404);

    // The other user is untouched.
    const keptRows = await rowsMentioning(kept.id);
    for (const table of ['content_items', 'uploads', 'chat_messages', 'chat_conversations', 'name_favorites'])
      expect(keptRows.join(' ')).toContain(`${table}.user_id`);
    expect((await filesOf(kept.id)).length).toBeGreaterThanOrEqual(4);
    expect(await jobsOf(kept.id)).toBe(3);
    expect((await kept.get(kept.imageUrl)).status).toBe(200);
    expect((await kept.get('/api/content')).body.items ?? (await kept.get('/api/content')).body).toHaveLength(
      2,
    );

    // A replay (new job, same event) changes nothing and succeeds.
    expect(await send(EVENTS.userDeleted, { userId: gone.id, reason: 'again' })).toBe(EVENTS.userDeleted);
    expect(await rowsMentioning(gone.id)).toEqual([]);
    expect((await filesOf(kept.id)).length).toBeGreaterThanOrEqual(4);
  });

  it('ignores events that are not for it and fails a malformed one without retrying', async () => {
    expect(await send(EVENTS.userCreated, { userId: randomUUID(), email: 'a@b.c' })).toBe('ignored');
    await expect(send(EVENTS.userDeleted, { nope: true })).rejects.toThrow(/invalid user.deleted/);
  });
});

describe('content: user.anonymized', () => {
  it('removes items, chats, favourites, uploads and files, and keeps only the usage counters', async () => {
    const u = await userWithEverything();
    const other = await userWithEverything();
    expect(await send(EVENTS.userAnonymized, { userId: u.id })).toBe(EVENTS.userAnonymized);
    const left = await rowsMentioning(u.id);
    expect(left.sort()).toEqual(['chat_usage.user_id: 1', 'save_usage.user_id: 1']);
    expect(await filesOf(u.id)).toEqual([]);
    expect(await jobsOf(u.id)).toBe(0);
    expect((await rowsMentioning(other.id)).length).toBeGreaterThan(2);
  });
});

describe('content: internal export', () => {
  const service = async () =>
    signInternalToken(
      { kind: 'service', service: 'identity' },
      { secret: TEST_INTERNAL_SECRET, audience: 'content' },
    );

  it('streams items with notes, chats with messages, favourites, usage and uploads; serves the files', async () => {
    const u = await userWithEverything();
    const token = await service();
    const res = await request(h.app).get(`/internal/users/${u.id}/export`).set('x-internal-token', token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.body;
    expect(body.items).toHaveLength(2);
    expect(body.items.find((i: { id: number }) => i.id === u.itemId)).toMatchObject({
      personalNotes: 'Ask grandma',
    });
    expect(body.chats).toHaveLength(1);
    expect(body.chats[0].messages.map((m: { content: string }) => m.content)).toEqual([
      'When do teeth come?',
      'Around 6 months.',
    ]);
    expect(body.nameFavorites).toMatchObject([{ name: 'Aurora' }]);
    expect(body.usage).toEqual(
      expect.arrayContaining([
        { kind: 'saves', month: expect.any(String), count: 2 },
        { kind: 'chatQuestions', month: '2026-11', count: 1 },
      ]),
    );
    expect(body.uploads).toHaveLength(2);
    for (const upload of body.uploads) {
      expect(upload.contentType).toBe('image/png');
      const file = await request(h.app)
        .get(`/internal/users/${u.id}/files/${upload.file}`)
        .set('x-internal-token', token)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        });
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect((await sharp(file.body as Buffer).metadata()).format).toBe('png');
    }
    // Someone else's file name under this user, or a path trick: 404.
    const other = await userWithEverything();
    const theirs = (
      await request(h.app).get(`/internal/users/${other.id}/export`).set('x-internal-token', token)
    ).body.uploads[0].file;
    expect(
      (await request(h.app).get(`/internal/users/${u.id}/files/${theirs}`).set('x-internal-token', token))
        .status,
    ).toBe(404);
    expect(
      (await request(h.app).get(`/internal/users/${u.id}/files/..%2F..%2Fetc`).set('x-internal-token', token))
        .status,
    ).toBe(404);
  });

  it('refuses a user token (service principals only)', async () => {
    const u = await contentUser(h);
    expect((await u.get(`/internal/users/${u.id}/export`)).status).toBe(401);
    expect((await u.get(`/internal/users/${u.id}/files/a.png`)).status).toBe(401);
  });
});
