import request from 'supertest';
import { inject } from 'vitest';
import {
  createLogger,
  createPool,
  createRedis,
  EndedUsers,
  migrate,
  signInternalToken,
  type Pool,
} from '@nestkeep/common';
import { createTestDatabase, TEST_INTERNAL_SECRET, testPrefix } from '../../../tests/support/db.js';
import { createApp } from '../src/app.js';
import type { IdentityDeps } from '../src/deps.js';
import { createPrisma, IDENTITY_SCHEMA, type Db } from '../src/db/client.js';
import { MIGRATIONS_DIR } from '../src/db/migrations.js';

export const ADMIN_EMAIL = 'admin@nestkeep.test';

export interface IdentityHarness {
  app: ReturnType<typeof createApp>;
  db: Db;
  pool: Pool;
  databaseUrl: string;
  eventsWritten: () => number;
  close: () => Promise<void>;
}

/**
 * The real identity app on its own fresh, migrated database (or on `databaseUrl`, left in place);
 * `now` replaces the clock, so a test can let time pass.
 */
export async function startIdentity(
  databaseUrl?: string,
  options: {
    now?: () => Date;
    family?: IdentityDeps['family'];
    contentAdmin?: IdentityDeps['contentAdmin'];
    contentUrl?: IdentityDeps['contentUrl'];
    billingUrl?: IdentityDeps['billingUrl'];
    privacy?: IdentityDeps['privacy'];
    /**
     * ADMIN_EMAILS (default [ADMIN_EMAIL]); the array is read on every request, so a test may change
     * it as a restart with another setting would.
     */
    adminEmails?: string[];
    /** The QUEUE_PREFIX its "user ended" markers go under in Redis (default: one of its own). */
    queuePrefix?: string;
  } = {},
): Promise<IdentityHarness> {
  const database = databaseUrl
    ? { url: databaseUrl, drop: async () => undefined }
    : await createTestDatabase();
  const pool = createPool(database.url);
  await migrate({ pool, schema: IDENTITY_SCHEMA, migrationsDir: MIGRATIONS_DIR });
  const db = createPrisma(pool);
  let pokes = 0;
  const redis = createRedis(inject('redisUrl'), 'queue-producer');
  const prefix = options.queuePrefix ?? testPrefix();
  const endedUsers = new EndedUsers({ redis, prefix, ttlSeconds: 3600 });
  const app = createApp({
    db,
    pool,
    logger: createLogger('identity-test', 'silent'),
    internalTokenSecret: TEST_INTERNAL_SECRET,
    adminEmails: options.adminEmails ?? [ADMIN_EMAIL],
    endedUsers,
    onEventsWritten: () => void pokes++,
    now: options.now ?? (() => new Date()),
    family: options.family,
    contentAdmin: options.contentAdmin,
    contentUrl: options.contentUrl,
    billingUrl: options.billingUrl,
    privacy: options.privacy,
  });
  return {
    app,
    db,
    pool,
    databaseUrl: database.url,
    eventsWritten: () => pokes,
    close: async () => {
      await db.$disconnect();
      await pool.end();
      redis.disconnect();
      await database.drop();
    },
  };
}

export async function userToken(userId: string, role: 'user' | 'admin' = 'user'): Promise<string> {
  return signInternalToken(
    { kind: 'user', userId, role },
    { secret: TEST_INTERNAL_SECRET, audience: 'identity' },
  );
}

export async function gatewayToken(): Promise<string> {
  return signInternalToken(
    { kind: 'service', service: 'gateway' },
    { secret: TEST_INTERNAL_SECRET, audience: 'identity' },
  );
}

/** Content's service token for identity's internal routes: content asks as a service, never as the user. */
export async function contentToken(): Promise<string> {
  return signInternalToken(
    { kind: 'service', service: 'content' },
    { secret: TEST_INTERNAL_SECRET, audience: 'identity' },
  );
}

/** YYYY-MM-DD `days` from the real today (negative: past), as the forms send dates. */
export const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let userSeq = 0;

/** A freshly signed-in user with request helpers carrying their token. */
export async function signedInUser(h: IdentityHarness, label = 'user') {
  userSeq += 1;
  const googleId = `${label}-${userSeq}-${Date.now()}`;
  const res = await request(h.app)
    .post('/internal/users/sign-in')
    .set('x-internal-token', await gatewayToken())
    .send({ googleId, email: `${googleId}@example.com` });
  const token = await userToken(res.body.id);
  return {
    id: res.body.id as string,
    get: (path: string) => request(h.app).get(path).set('x-internal-token', token),
    post: (path: string, body?: object) =>
      request(h.app).post(path).set('x-internal-token', token).send(body),
    put: (path: string, body?: object) => request(h.app).put(path).set('x-internal-token', token).send(body),
    del: (path: string) => request(h.app).delete(path).set('x-internal-token', token),
  };
}

/** A freshly signed-in parent with one child made from `child` (the create route's body). */
export async function parentWithChild(h: IdentityHarness, label: string, child: object) {
  const u = await signedInUser(h, label);
  const created = await u.post('/api/child-profiles', child);
  if (created.status !== 201) throw new Error(`child not created: ${created.status} ${created.text}`);
  return { ...u, childId: created.body.id as number };
}
