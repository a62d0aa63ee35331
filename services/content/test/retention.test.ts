import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createLogger, createPool, createRedis, migrate, QUEUES, type Pool } from '@nestkeep/common';
import { createTestDatabase, testPrefix } from '../../../tests/support/db.js';
import { CONTENT_SCHEMA, createPrisma, type Db } from '../src/db/client.js';
import { MIGRATIONS_DIR } from '../src/db/migrations.js';
import {
  RETENTION_PATTERN,
  RETENTION_QUEUE,
  RETENTION_SCHEDULER_ID,
  runRetention,
  startRetention,
} from '../src/jobs/retention.js';
import { contentConfigSchema } from '../src/config.js';
import { clearAnalysisInputs, deletePublishedEvents } from '../src/db/retention.js';
import { startPrivateRedis } from '../../../tests/support/redis-server.mjs';

const DAY = 86_400_000;
const logger = createLogger('retention-test', 'silent');

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: Pool;
let db: Db;
const redis = createRedis(inject('redisUrl'), 'worker');

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, 5);
  await migrate({ pool, schema: CONTENT_SCHEMA, migrationsDir: MIGRATIONS_DIR });
  db = createPrisma(pool);
});
afterAll(async () => {
  await db.$disconnect();
  await pool.end();
  await database.drop();
  redis.disconnect();
});

/** Every row of every content table, as Postgres holds it. */
async function snapshot(): Promise<Record<string, Array<Record<string, unknown>>>> {
  const { rows: tables } = await pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = $1 AND table_type = 'BASE TABLE' AND table_name <> '_migrations'
      ORDER BY table_name`,
    [CONTENT_SCHEMA],
  );
  const out: Record<string, Array<Record<string, unknown>>> = {};
  for (const { table_name } of tables) {
    const { rows } = await pool.query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(t) AS row FROM "${CONTENT_SCHEMA}"."${table_name}" t ORDER BY to_jsonb(t)::text`,
    );
    out[table_name] = rows.map((r) => r.row);
  }
  return out;
}

/**
 * One user's library around `now`: saves 31 and 29 days old with the text sent with them,
 * a chat, an upload, usage rows, a favourite, and outbox events relayed or not.
 */
async function seed(now: Date) {
  const userId = randomUUID();
  const at = (days: number) => new Date(now.getTime() - days * DAY);
  const item = (days: number, extra: object = {}) =>
    db.contentItem.create({
      data: {
        userId,
        title: `Saved ${days} days ago`,
        description: 'What the page said',
        category: 'Sleep & Routines',
        platform: 'website',
        originalUrl: `https://example.com/${days}/${randomUUID()}`,
        normalizedUrl: `https://example.com/${days}/${randomUUID()}`,
        domain: 'example.com',
        siteName: 'Example',
        linkStatus: 'read',
        thumbnail: 'https://example.com/i.jpg',
        sourceText: `Caption sent ${days} days ago`,
        readText: `Swaddle text read ${days} days ago`,
        note: 'My note',
        analysisNotes: `Summary: babies sleep (${days})`,
        tags: ['bedtime'],
        parentingPhase: 'newborn',
        analysisStatus: 'done',
        analyzedAt: at(days),
        dateSaved: at(days),
        ...extra,
      },
    });
  const old = await item(31);
  const recent = await item(29);
  const oldWithoutText = await item(40, { sourceText: null, readText: null });
  await db.upload.create({
    data: { key: `${userId}/${randomUUID()}.png`, userId, bytes: 10, itemId: old.id, createdAt: at(31) },
  });
  await db.saveUsage.create({ data: { userId, month: '2030-01', count: 3 } });
  await db.chatUsage.create({ data: { userId, month: '2030-01', count: 1 } });
  await db.nameFavorite.create({ data: { userId, name: 'Ada', card: { name: 'Ada' }, createdAt: at(60) } });
  const chat = await db.chatConversation.create({
    data: { userId, childProfileId: 1, createdAt: at(45), lastMessageAt: at(45) },
  });
  const requestId = randomUUID();
  await db.chatMessage.createMany({
    data: [
      {
        conversationId: chat.id,
        userId,
        role: 'user',
        content: 'Why no sleep?',
        requestId,
        createdAt: at(45),
      },
      {
        conversationId: chat.id,
        userId,
        role: 'assistant',
        content: 'Try a routine.',
        sources: [{ kind: 'saved', title: 'Saved 31 days ago', url: null, itemId: old.id }],
        requestId,
        createdAt: at(45),
      },
    ],
  });
  const event = (days: number, published: boolean) =>
    db.outboxEvent.create({
      data: {
        type: 'content.saved',
        payload: { itemId: old.id, userId, text: 'Caption' },
        createdAt: at(days),
        publishedAt: published ? at(days) : null,
        attempts: published ? 1 : 0,
      },
    });
  const oldRelayed = await event(31, true);
  const oldWaiting = await event(31, false);
  const recentRelayed = await event(29, true);
  return { userId, old, recent, oldWithoutText, oldRelayed, oldWaiting, recentRelayed };
}

const sourceText = async (id: number) =>
  (await db.contentItem.findUniqueOrThrow({ where: { id } })).sourceText;
const readText = async (id: number) => (await db.contentItem.findUniqueOrThrow({ where: { id } })).readText;

describe('retention: analysis inputs older than ANALYSIS_INPUT_RETENTION_DAYS', () => {
  it('defaults to 30 days and accepts another period from the environment', () => {
    const base = {
      DATABASE_URL: 'postgres://x@127.0.0.1/x',
      REDIS_URL: 'redis://127.0.0.1:6379',
      INTERNAL_TOKEN_SECRET: 'x'.repeat(40),
    };
    expect(contentConfigSchema.parse(base).ANALYSIS_INPUT_RETENTION_DAYS).toBe(30);
    expect(
      contentConfigSchema.parse({ ...base, ANALYSIS_INPUT_RETENTION_DAYS: '7' })
        .ANALYSIS_INPUT_RETENTION_DAYS,
    ).toBe(7);
    expect(contentConfigSchema.safeParse({ ...base, ANALYSIS_INPUT_RETENTION_DAYS: '0' }).success).toBe(
      false,
    );
  });

  it('clears the text sent with old saves and the text read from them, and deletes old relayed events; nothing else changes', async () => {
    const now = new Date('2031-03-10T03:15:00Z');
    const s = await seed(now);
    const before = await snapshot();

    const report = await runRetention({ db, inputQueues: [], retentionDays: 30, now: () => now, logger });
    expect(report).toMatchObject({ eventsDeleted: 1, jobsRemoved: 0 });
    expect(report.itemsCleared).toBeGreaterThanOrEqual(1);

    expect(await sourceText(s.old.id)).toBeNull();
    expect(await sourceText(s.recent.id)).toBe('Caption sent 29 days ago');
    expect(await readText(s.old.id)).toBeNull();
    expect(await readText(s.recent.id)).toBe('Swaddle text read 29 days ago');
    const events = await db.outboxEvent.findMany({ select: { id: true } });
    expect(events.map((e) => e.id)).toContain(s.oldWaiting.id); // not relayed yet: kept
    expect(events.map((e) => e.id)).toContain(s.recentRelayed.id);
    expect(events.map((e) => e.id)).not.toContain(s.oldRelayed.id);

    // Everything else, row by row and column by column, as it was (updated_at included).
    // The search vector is generated from the texts: theirs no longer holds their words.
    const after = await snapshot();
    const oldVector = String(after.content_items!.find((row) => row.id === s.old.id)!.search_vector);
    expect(oldVector).not.toMatch(/caption|swaddl/);
    expect(oldVector).toMatch(/'save'/);
    const expected = structuredClone(before);
    expected.content_items = expected.content_items!.map((row) =>
      row.id === s.old.id ? { ...row, source_text: null, read_text: null, search_vector: oldVector } : row,
    );
    expected.outbox = expected.outbox!.filter((row) => String(row.id) !== String(s.oldRelayed.id));
    expect(after).toEqual(expected);
    expect(Object.keys(after)).toEqual(
      expect.arrayContaining(['content_items', 'uploads', 'chat_messages', 'chat_conversations', 'outbox']),
    );

    // Idempotent: a second pass finds nothing more.
    const again = await runRetention({ db, inputQueues: [], retentionDays: 30, now: () => now, logger });
    expect(again).toMatchObject({ itemsCleared: 0, eventsDeleted: 0 });
    expect(await snapshot()).toEqual(after);
  });

  it('follows the configured period', async () => {
    const now = new Date('2032-06-01T03:15:00Z');
    const s = await seed(now);
    await runRetention({ db, inputQueues: [], retentionDays: 45, now: () => now, logger });
    expect(await sourceText(s.old.id)).toBe('Caption sent 31 days ago');
    await runRetention({ db, inputQueues: [], retentionDays: 10, now: () => now, logger });
    expect(await sourceText(s.old.id)).toBeNull();
    expect(await sourceText(s.recent.id)).toBeNull();
  });

  it('works through a backlog batch after batch', async () => {
    const now = new Date('2032-09-01T03:15:00Z');
    const seeds = [await seed(now), await seed(now), await seed(now)];
    const cutoff = new Date(now.getTime() - 30 * DAY);
    const due = await db.contentItem.count({
      where: { sourceText: { not: null }, dateSaved: { lt: cutoff } },
    });
    const eventsDue = await db.outboxEvent.count({
      where: { publishedAt: { not: null }, createdAt: { lt: cutoff } },
    });
    expect(due).toBeGreaterThanOrEqual(3);
    expect(eventsDue).toBeGreaterThanOrEqual(3);
    expect(await clearAnalysisInputs(db, cutoff, 2)).toBe(due);
    expect(await deletePublishedEvents(db, cutoff, 1)).toBe(eventsDue);
    for (const s of seeds) {
      expect(await sourceText(s.old.id)).toBeNull();
      expect(await sourceText(s.recent.id)).toBe('Caption sent 29 days ago');
      expect(await db.outboxEvent.count({ where: { id: s.recentRelayed.id } })).toBe(1);
      expect(await db.outboxEvent.count({ where: { id: s.oldWaiting.id } })).toBe(1);
    }
    expect(
      await db.contentItem.count({ where: { sourceText: { not: null }, dateSaved: { lt: cutoff } } }),
    ).toBe(0);
  });

  it('removes finished analysis and chat jobs (inputs, OCR text, retrieved passages) from Redis once old', async () => {
    const prefix = testPrefix();
    const analysis = new Queue(QUEUES.contentAnalysis, { connection: redis, prefix });
    const chat = new Queue(QUEUES.chatReplies, { connection: redis, prefix });
    const worker = (name: string, fail: boolean) =>
      new Worker(
        name,
        async () => {
          if (fail) throw new Error('no');
          return { text: 'OCR text' };
        },
        { connection: redis, prefix },
      );
    const w1 = worker(QUEUES.contentAnalysis, false);
    const w2 = worker(QUEUES.chatReplies, true);
    try {
      const done = await analysis.add('a', { text: 'Caption' });
      const failed = await chat.add('c', { passages: ['my saved note'] });
      await expect.poll(async () => (await done.getState()) === 'completed', { timeout: 10_000 }).toBe(true);
      await expect.poll(async () => (await failed.getState()) === 'failed', { timeout: 10_000 }).toBe(true);
      const pending = await analysis.add('waiting', { text: 'not analysed yet' }, { delay: 60_000 });

      // Finished today: kept for the period.
      const today = await runRetention({
        db,
        inputQueues: [analysis, chat],
        retentionDays: 30,
        now: () => new Date(),
        logger,
      });
      expect(today.jobsRemoved).toBe(0);
      expect(await analysis.getJob(done.id!)).toBeDefined();

      // 31 days later: gone, completed and failed; a job still to run stays.
      const later = () => new Date(Date.now() + 31 * DAY);
      const report = await runRetention({
        db,
        inputQueues: [analysis, chat],
        retentionDays: 30,
        now: later,
        logger,
      });
      expect(report.jobsRemoved).toBe(2);
      expect(await analysis.getJob(done.id!)).toBeUndefined();
      expect(await chat.getJob(failed.id!)).toBeUndefined();
      expect(await analysis.getJob(pending.id!)).toBeDefined();
    } finally {
      await w1.close();
      await w2.close();
      await analysis.obliterate({ force: true });
      await chat.obliterate({ force: true });
      await analysis.close();
      await chat.close();
    }
  });
});

describe('retention: the daily job', () => {
  it('is scheduled once a day for all copies and one copy runs each day’s pass', async () => {
    const prefix = testPrefix();
    const fakeNow = new Date('2033-09-20T03:15:00Z');
    const s = await seed(fakeNow);
    // Two copies of content start: one schedule, one job waiting for its day.
    const copies = [1, 2].map(() =>
      startRetention({ db, connection: redis, prefix, logger, retentionDays: 30, now: () => fakeNow }),
    );
    const queue = copies[0]!.queue;
    try {
      await Promise.all(copies.map((c) => c.scheduled));
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers).toHaveLength(1);
      expect(schedulers[0]).toMatchObject({
        key: RETENTION_SCHEDULER_ID,
        pattern: RETENTION_PATTERN,
        tz: 'UTC',
      });
      const nextRun = new Date(Date.now());
      nextRun.setUTCHours(3, 15, 0, 0);
      if (nextRun.getTime() <= Date.now()) nextRun.setTime(nextRun.getTime() + DAY);
      expect(schedulers[0]!.next).toBe(nextRun.getTime());
      const delayed = await queue.getDelayed();
      expect(delayed).toHaveLength(1);
      expect(delayed[0]!.timestamp + delayed[0]!.opts.delay!).toBe(nextRun.getTime());
      expect(await sourceText(s.old.id)).not.toBeNull(); // nothing runs before its time

      // Its time comes (promoted rather than waited for): one copy runs it, once.
      await delayed[0]!.promote();
      await expect.poll(async () => (await queue.getCompleted()).length, { timeout: 15_000 }).toBe(1);
      const [run] = await queue.getCompleted();
      expect(run!.returnvalue.eventsDeleted).toBeGreaterThanOrEqual(1);
      expect(await db.outboxEvent.count({ where: { id: s.oldRelayed.id } })).toBe(0);
      expect(await db.outboxEvent.count({ where: { id: s.recentRelayed.id } })).toBe(1);
      expect(run!.returnvalue.cutoff).toBe(new Date(fakeNow.getTime() - 30 * DAY).toISOString());
      expect(await sourceText(s.old.id)).toBeNull();
      expect(await sourceText(s.recent.id)).toBe('Caption sent 29 days ago');

      // The next day's pass is waiting, a day later, and still only one.
      await expect
        .poll(async () => (await queue.getDelayed()).map((j) => j.timestamp + j.opts.delay!), {
          timeout: 5000,
        })
        .toEqual([nextRun.getTime() + DAY]);
      await new Promise((r) => setTimeout(r, 500));
      expect(await queue.getCompleted()).toHaveLength(1);
      expect(await queue.getFailed()).toHaveLength(0);

      // A copy restarting does not add a second schedule or a second job.
      const third = startRetention({
        db,
        connection: redis,
        prefix,
        logger,
        retentionDays: 30,
        now: () => fakeNow,
      });
      copies.push(third);
      await third.scheduled;
      expect(await queue.getJobSchedulers()).toHaveLength(1);
      expect(await queue.getDelayed()).toHaveLength(1);
      expect(queue.name).toBe(RETENTION_QUEUE);
    } finally {
      await queue.obliterate({ force: true });
      for (const c of copies) await c.close();
    }
  });
});

describe('retention: a Redis restarted empty', () => {
  it('gets the daily schedule back as soon as the connection returns, without a content restart', async () => {
    const privateRedis = await startPrivateRedis();
    const connection = createRedis(privateRedis.url, 'worker');
    const prefix = testPrefix();
    const retention = startRetention({ db, connection, prefix, logger, retentionDays: 30 });
    try {
      await retention.scheduled;
      expect(await retention.queue.getJobSchedulers()).toHaveLength(1);
      await privateRedis.stop();
      await privateRedis.start(); // nothing kept on disk: the schedule is gone with the rest
      await expect
        .poll(async () => (await retention.queue.getJobSchedulers().catch(() => [])).length, {
          timeout: 15_000,
        })
        .toBe(1);
      expect(await retention.queue.getDelayed()).toHaveLength(1);
    } finally {
      await retention.close();
      connection.disconnect();
      await privateRedis.stop();
    }
  });
});
