import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, migrate, type Pool } from '@nestkeep/common';
import { createTestDatabase } from '../../../tests/support/db.js';
import { schemaDrift } from '../../../tests/support/schema-drift.js';
import { BILLING_SCHEMA } from '../src/db/client.js';
import { MIGRATIONS_DIR } from '../src/db/migrations.js';

let pool: Pool;
let drop: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  pool = createPool(database.url);
  await migrate({ pool, schema: BILLING_SCHEMA, migrationsDir: MIGRATIONS_DIR });
});
afterAll(async () => {
  await pool.end();
  await drop();
});

describe('billing migrations match schema.prisma', () => {
  it('has every model column with its type and nullability, every enum with its values, and nothing else', async () => {
    const drift = await schemaDrift({
      schemaFile: new URL('../prisma/schema.prisma', import.meta.url),
      pool,
      schema: BILLING_SCHEMA,
    });
    expect(drift.actualColumns).toEqual(drift.expectedColumns);
    expect(drift.actualEnums).toEqual(drift.expectedEnums);
    expect(drift.actualColumns.length).toBeGreaterThan(20);
  });
});
