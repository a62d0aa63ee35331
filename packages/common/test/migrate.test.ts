import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/db.js';
import { createPool, type Pool } from '../src/db.js';
import { migrate } from '../src/migrate.js';

let pool: Pool;
let drop: () => Promise<void>;
beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  pool = createPool(db.url, 12);
});
afterAll(async () => {
  await pool.end();
  await drop();
});

async function migrationsDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nk-migrations-'));
  for (const [name, sql] of Object.entries(files)) {
    await mkdir(path.join(dir, name));
    await writeFile(path.join(dir, name, 'migration.sql'), sql);
  }
  return dir;
}

describe('migrate', () => {
  it("applies each migration once under concurrent starts, in Prisma's table with Prisma's checksum", async () => {
    const first = 'CREATE TABLE "things" (id SERIAL PRIMARY KEY, name TEXT NOT NULL);';
    const second = `CREATE FUNCTION shout(t text) RETURNS text AS $$ BEGIN RETURN upper(t); END; $$ LANGUAGE plpgsql;
INSERT INTO "things" (name) VALUES ('one');`;
    const dir = await migrationsDir({ '20260101000000_first': first, '20260102000000_second': second });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => migrate({ pool, schema: 'concurrent', migrationsDir: dir })),
    );
    expect(results.flat().sort()).toEqual(['20260101000000_first', '20260102000000_second']);
    const { rows } = await pool.query(
      'SELECT migration_name, checksum, finished_at, applied_steps_count FROM concurrent._prisma_migrations ORDER BY migration_name',
    );
    expect(rows.map((r) => r.migration_name)).toEqual(['20260101000000_first', '20260102000000_second']);
    expect(rows[0].checksum).toBe(createHash('sha256').update(first).digest('hex'));
    expect(rows.every((r) => r.finished_at && r.applied_steps_count === 1)).toBe(true);
    expect((await pool.query('SELECT count(*)::int AS n FROM concurrent.things')).rows[0].n).toBe(1);
    expect(await migrate({ pool, schema: 'concurrent', migrationsDir: dir })).toEqual([]);
  });

  it('rolls back a failing migration, records why, and refuses to go on until it is resolved', async () => {
    const dir = await migrationsDir({
      '20260101000000_ok': 'CREATE TABLE a (id int);',
      '20260102000000_bad': 'CREATE TABLE b (id int); SELECT no_such_function();',
    });
    await expect(migrate({ pool, schema: 'failing', migrationsDir: dir })).rejects.toThrow(
      /20260102000000_bad failed/,
    );
    const tables = await pool.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'failing' ORDER BY 1",
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(['_prisma_migrations', 'a']); // b was rolled back
    const log = await pool.query(
      "SELECT logs, finished_at FROM failing._prisma_migrations WHERE migration_name = '20260102000000_bad'",
    );
    expect(log.rows[0].logs).toContain('no_such_function');
    expect(log.rows[0].finished_at).toBeNull();
    await expect(migrate({ pool, schema: 'failing', migrationsDir: dir })).rejects.toThrow(/failed earlier/);
  });
});
