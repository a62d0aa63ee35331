import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLogger,
  createPool,
  DATABASE_UNAVAILABLE_MESSAGE,
  errorMiddleware,
  isDatabaseUnavailable,
  type Pool,
} from '@nestkeep/common';
import { createTestDatabase } from '../../../tests/support/db.js';
import { freePort } from '../../../tests/support/servers.js';
import { createPrisma, type Db } from '../src/db/client.js';

/** An app whose one route runs `query`, with the common error middleware every service uses. */
function appRunning(query: () => Promise<unknown>) {
  const app = express();
  app.get('/', async (_req, res) => res.json(await query()));
  app.use(errorMiddleware(createLogger('db-unavailable-test', 'silent')));
  return app;
}

describe('a database that is down or goes away mid-request', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let downPool: Pool;
  let livePool: Pool;
  let down: Db;
  let live: Db;
  beforeAll(async () => {
    // Nothing listens on this port: a Postgres that is stopped.
    downPool = createPool(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`, 2);
    down = createPrisma(downPool);
    database = await createTestDatabase();
    livePool = createPool(database.url, 2);
    live = createPrisma(livePool);
  });
  afterAll(async () => {
    await down.$disconnect();
    await live.$disconnect();
    await downPool.end();
    await livePool.end();
    await database.drop();
  });

  it('answers 503 unavailable with a clear message at once when Prisma cannot reach Postgres', async () => {
    const started = Date.now();
    const res = await request(appRunning(() => down.contentItem.findFirst())).get('/');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers 503 for a transaction and for a raw pool query against a stopped Postgres', async () => {
    for (const query of [
      () => down.$transaction(async (tx) => tx.contentItem.count()),
      () => downPool.query('SELECT 1'),
    ]) {
      const res = await request(appRunning(query)).get('/');
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('unavailable');
    }
  });

  it('answers 503 when the server ends the connection (57P01 admin_shutdown, as in a restart)', async () => {
    const client = await livePool.connect();
    client.on('error', () => undefined); // the cut connection also reports itself as an event
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const admin = await livePool.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
    admin.release();
    const res = await request(
      appRunning(() => client.query('SELECT 1').finally(() => client.release(true))),
    ).get('/');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
  });

  it('keeps 500 for errors that are not an outage (a bad query is a bug, not a retry)', async () => {
    const res = await request(appRunning(() => live.$queryRawUnsafe('SELECT * FROM no_such_table'))).get('/');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'internal_error', message: 'Something went wrong' });
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    // fetch's own failure (another service down) is not the database's.
    expect(isDatabaseUnavailable(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }))).toBe(
      false,
    );
  });
});
