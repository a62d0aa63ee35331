import { PrismaPg } from '@prisma/adapter-pg';
import type { Pool } from '@nestkeep/common';
import { Prisma, PrismaClient } from '../generated/prisma/client.js';

/** Billing owns this Postgres schema and no other. */
export const BILLING_SCHEMA = 'billing';

export type Db = PrismaClient;
export type Tx = Prisma.TransactionClient;

export function createPrisma(pool: Pool): Db {
  return new PrismaClient({ adapter: new PrismaPg(pool, { schema: BILLING_SCHEMA }) });
}

export function isUniqueViolation(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002';
}
