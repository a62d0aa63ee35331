import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../scripts/embedded-postgres.mjs';
import {
  gatewayToken,
  startIdentity,
  userToken,
  type IdentityHarness,
} from '../services/identity/test/harness.js';
import { freePort } from './support/servers.js';

/**
 * The embedded Postgres of `npm start` (PGlite over the wire protocol, with our session queue) must
 * behave like Postgres for the services: here through `pg`, and with the real identity app on it.
 */
let server: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
let dataDir: string;
let pool: pg.Pool;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'nk-pglite-'));
  server = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  pool = new pg.Pool({ connectionString: server.url, max: 10 });
  pool.on('error', () => undefined);
  await pool.query(`CREATE SCHEMA checks;
    CREATE TABLE checks.account (id int PRIMARY KEY, balance int NOT NULL);
    INSERT INTO checks.account VALUES (1, 0), (2, 0);`);
});
afterAll(async () => {
  await pool.end();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function inTransaction<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

describe('embedded Postgres', () => {
  it('answers 200 parallel operations, half inside transactions, each with its own result', async () => {
    const rows = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2
          ? pool.query('SELECT $1::int AS n', [i]).then((r) => r.rows[0])
          : inTransaction((c) => c.query('SELECT $1::int AS n', [i])).then((r) => r.rows[0]),
      ),
    );
    expect(rows.map((r) => r.n)).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });

  it('loses no update under parallel SELECT ... FOR UPDATE transactions', async () => {
    await Promise.all(
      Array.from({ length: 10 }, () =>
        inTransaction(async (client) => {
          const { rows } = await client.query('SELECT balance FROM checks.account WHERE id = 1 FOR UPDATE');
          await new Promise((r) => setTimeout(r, 5));
          await client.query('UPDATE checks.account SET balance = $1 WHERE id = 1', [rows[0].balance + 1]);
        }),
      ),
    );
    const { rows } = await pool.query('SELECT balance FROM checks.account WHERE id = 1');
    expect(rows[0].balance).toBe(10);
  });

  it('rolls back the transaction of a client that dies, and blocks nobody', async () => {
    const doomed = new pg.Client(server.url);
    doomed.on('error', () => undefined);
    await doomed.connect();
    await doomed.query('BEGIN');
    await doomed.query('UPDATE checks.account SET balance = -1 WHERE id = 2');
    const waiting = pool.query('SELECT balance FROM checks.account WHERE id = 2');
    (doomed as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy();
    expect((await waiting).rows[0].balance).toBe(0);
  });

  describe('with the identity service on it', () => {
    let identity: IdentityHarness;
    beforeAll(async () => {
      identity = await startIdentity(server.url);
    });
    afterAll(() => identity.close());

    it('migrates, takes 20 sign-ins at once, and keeps one active child under concurrent activations', async () => {
      const token = await gatewayToken();
      const signIns = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          request(identity.app)
            .post('/internal/users/sign-in')
            .set('x-internal-token', token)
            .send({ googleId: `pglite-${i}`, email: `p${i}@example.com` }),
        ),
      );
      expect(signIns.map((r) => r.status)).toEqual(Array(20).fill(201));

      const asUser = await userToken(signIns[0]!.body.id);
      const ids: number[] = [];
      for (const name of ['A', 'B', 'C']) {
        const res = await request(identity.app)
          .post('/api/child-profiles')
          .set('x-internal-token', asUser)
          .send({ name, currentStage: 'infant' });
        ids.push(res.body.id);
      }
      const activations = await Promise.all(
        ids.map((id) =>
          request(identity.app).patch(`/api/child-profiles/${id}/activate`).set('x-internal-token', asUser),
        ),
      );
      expect(activations.map((r) => r.status)).toEqual([200, 200, 200]);
      const list = await request(identity.app).get('/api/child-profiles').set('x-internal-token', asUser);
      expect(list.body.filter((p: { isActive: boolean }) => p.isActive)).toHaveLength(1);
    });
  });
});
