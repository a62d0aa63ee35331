import pg from 'pg';

/** One pg pool per service process; Prisma's adapter, the outbox relay and migrations share it. */
export function createPool(connectionString: string, max = 10): pg.Pool {
  return new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
}

export type { Pool, PoolClient } from 'pg';
