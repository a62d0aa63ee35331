import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Logger } from './logger.js';

/** Prisma Migrate's own advisory lock key, so this runner and `prisma migrate deploy` exclude each other. */
const PRISMA_MIGRATE_LOCK = 72707369;

export interface MigrateOptions {
  pool: pg.Pool;
  /** The service's Postgres schema; its `_prisma_migrations` table lives there too. */
  schema: string;
  /** A Prisma-layout folder: one `<timestamp>_<name>/migration.sql` per migration. */
  migrationsDir: string;
  logger?: Logger;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Applies pending Prisma-layout migrations without Prisma's native schema engine (which cannot be
 * downloaded offline). It writes Prisma's own `_prisma_migrations` rows (same checksum, same lock),
 * so a machine with the engine can run `prisma migrate deploy` on the same history. Each migration
 * runs in a transaction; concurrent starts wait on the lock and apply each migration once.
 */
export async function migrate({ pool, schema, migrationsDir, logger }: MigrateOptions): Promise<string[]> {
  const applied: string[] = [];
  const s = quoteIdent(schema);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATE_LOCK]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${s}`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${s}."_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
    const { rows } = await client.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
    }>(
      `SELECT migration_name, checksum, finished_at FROM ${s}."_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const done = new Map(rows.map((r) => [r.migration_name, r]));

    const names = (await readdir(migrationsDir, { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    for (const name of names) {
      const sql = await readFile(path.join(migrationsDir, name, 'migration.sql'), 'utf8');
      const checksum = createHash('sha256').update(sql).digest('hex');
      const previous = done.get(name);
      if (previous?.finished_at) {
        if (previous.checksum !== checksum) {
          logger?.warn({ schema, migration: name }, 'migration was modified after it was applied');
        }
        continue;
      }
      if (previous) {
        throw new Error(
          `Migration ${schema}/${name} failed earlier and needs attention (see ${schema}._prisma_migrations.logs)`,
        );
      }
      const id = randomUUID();
      await client.query(
        `INSERT INTO ${s}."_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`,
        [id, checksum, name],
      );
      try {
        await client.query('BEGIN');
        await client.query(`SET LOCAL search_path TO ${s}`);
        await client.query(sql); // one query: the file may hold functions with `;` inside
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        await client.query(`UPDATE ${s}."_prisma_migrations" SET logs = $2 WHERE id = $1`, [id, String(err)]);
        throw new Error(`Migration ${schema}/${name} failed: ${(err as Error).message}`, { cause: err });
      }
      await client.query(
        `UPDATE ${s}."_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`,
        [id],
      );
      applied.push(name);
      logger?.info({ schema, migration: name }, 'migration applied');
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATE_LOCK]).catch(() => undefined);
    client.release();
  }
}

/**
 * What a service's main.ts runs at start: its migrations, and then, for `migrateOnly` (the
 * `--migrate-only` flag of the Kubernetes migration Job, run before the services roll), nothing
 * else: the pool is closed and the process exits 0.
 */
export async function migrateAtStart(opts: MigrateOptions & { migrateOnly: boolean }): Promise<void> {
  await migrate(opts);
  if (opts.migrateOnly) {
    await opts.pool.end();
    process.exit(0);
  }
}
