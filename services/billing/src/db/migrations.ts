import { fileURLToPath } from 'node:url';

/** Billing's Prisma-layout migration history (the same path from src/ and dist/). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));
