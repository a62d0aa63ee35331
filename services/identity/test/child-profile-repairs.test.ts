import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPool, migrate, type Pool } from '@nestkeep/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/db.js';
import { IDENTITY_SCHEMA } from '../src/db/client.js';
import { MIGRATIONS_DIR } from '../src/db/migrations.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: Pool;
let initOnly: string;
beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url);
  // The schema as it was before the repair: only the first migration.
  initOnly = await mkdtemp(path.join(tmpdir(), 'identity-init-'));
  await cp(path.join(MIGRATIONS_DIR, '20261121000000_init'), path.join(initOnly, '20261121000000_init'), {
    recursive: true,
  });
  await migrate({ pool, schema: IDENTITY_SCHEMA, migrationsDir: initOnly });
});
afterAll(async () => {
  await pool.end();
  await database.drop();
  await rm(initOnly, { recursive: true, force: true });
});

describe('the child profile repair migration', () => {
  it('names the unnamed profiles onboarding made and clears dates no person could mean', async () => {
    const users = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
    for (const [i, id] of users.entries()) {
      await pool.query(
        `INSERT INTO identity.users (id, google_id, email, updated_at) VALUES ($1, $2, $3, now())`,
        [id, `g${i}`, `u${i}@example.com`],
      );
    }
    const rows: Array<[string, string | null, string, string | null]> = [
      [users[0], null, 'newborn', '2026-01-01'],
      [users[0], 'Mia', 'toddler', '2024-01-01'],
      [users[0], ' ', 'infant', '10000-01-01'],
      [users[0], null, 'pregnant-2nd', null],
      [users[1], null, 'preschool', '1800-06-01'],
    ];
    for (const [userId, name, stage, date] of rows) {
      await pool.query(
        `INSERT INTO identity.child_profiles (user_id, name, current_stage, date_of_birth, updated_at)
         VALUES ($1, $2, $3, $4::timestamptz, now())`,
        [userId, name, stage, date],
      );
    }
    await migrate({ pool, schema: IDENTITY_SCHEMA, migrationsDir: MIGRATIONS_DIR });
    const { rows: after } = await pool.query<{ name: string; d: string | null }>(
      `SELECT name, to_char(date_of_birth AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS d
       FROM identity.child_profiles ORDER BY id`,
    );
    expect(after.map((r) => [r.name, r.d])).toEqual([
      ['Child 1', '2026-01-01'],
      ['Mia', '2024-01-01'],
      ['Child 2', null],
      ['Baby', null],
      ['Child 1', null],
    ]);
  });
});
