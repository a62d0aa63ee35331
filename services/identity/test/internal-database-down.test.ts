import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createPool, DATABASE_UNAVAILABLE_MESSAGE, type Pool } from '@nestkeep/common';
import { TEST_INTERNAL_SECRET } from '../../../tests/support/db.js';
import { freePort } from '../../../tests/support/servers.js';
import { createApp } from '../src/app.js';
import { createPrisma, type Db } from '../src/db/client.js';
import { contentToken as serviceToken, startIdentity, type IdentityHarness } from './harness.js';

describe("identity's user lookup for other services", () => {
  let h: IdentityHarness;
  let downPool: Pool;
  let down: Db;
  beforeAll(async () => {
    h = await startIdentity();
    // Nothing listens on this port: a Postgres that is stopped.
    downPool = createPool(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`, 2);
    down = createPrisma(downPool);
  });
  afterAll(async () => {
    await down.$disconnect();
    await downPool.end();
    await h.close();
  });

  it('answers 404 for an id that names no user, whatever its shape', async () => {
    const token = await serviceToken();
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await request(h.app).get(`/internal/users/${id}`).set('x-internal-token', token);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('User not found');
    }
  });

  it('answers 503, not 404, while its database is down (content keeps the plan it knew)', async () => {
    const app = createApp({
      db: down,
      pool: downPool,
      logger: createLogger('identity-test', 'silent'),
      internalTokenSecret: TEST_INTERNAL_SECRET,
      adminEmails: [],
      endedUsers: { ending: (_userId, end) => end() },
      onEventsWritten: () => undefined,
      now: () => new Date(),
    });
    const res = await request(app)
      .get('/internal/users/00000000-0000-4000-8000-000000000000')
      .set('x-internal-token', await serviceToken());
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
  });
});
