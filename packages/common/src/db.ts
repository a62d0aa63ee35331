import pg from 'pg';
import type { Logger } from './logger.js';

/** One pg pool per service process; Prisma's adapter, the outbox relay and migrations share it. */
export function createPool(connectionString: string, max = 10, logger?: Logger): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  // An idle connection that breaks (database restarted) is replaced on next use; without a
  // listener its 'error' event would crash the process.
  pool.on('error', (err) => logger?.warn({ err: err.message }, 'idle database connection lost'));
  return pool;
}

export type { Pool, PoolClient } from 'pg';
