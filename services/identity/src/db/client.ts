import { PrismaPg } from '@prisma/adapter-pg';
import type { Pool } from '@nestkeep/common';
import { Prisma, PrismaClient } from '../generated/prisma/client.js';

/** Identity owns this Postgres schema and no other. */
export const IDENTITY_SCHEMA = 'identity';

export type Db = PrismaClient;
export type Tx = Prisma.TransactionClient;

export function createPrisma(pool: Pool): Db {
  return new PrismaClient({ adapter: new PrismaPg(pool, { schema: IDENTITY_SCHEMA }) });
}

export function isUniqueViolation(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002';
}

/**
 * Serialises a user's multi-row changes (activation, create, delete) behind their user row, so two
 * concurrent requests cannot both leave a profile active.
 */
export async function lockUser(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx.$queryRawUnsafe<unknown[]>(
    `SELECT 1 FROM "${IDENTITY_SCHEMA}"."users" WHERE id = $1::uuid FOR UPDATE`,
    userId,
  );
  return rows.length > 0;
}
