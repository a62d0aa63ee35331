import { defineConfig } from 'prisma/config';

// Prisma 7 does not read .env and env() throws when a variable is unset; generate needs no URL.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? '' },
});
