import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaDrift } from '../../../tests/support/schema-drift.js';
import { IDENTITY_SCHEMA } from '../src/db/client.js';
import { startIdentity, type IdentityHarness } from './harness.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h.close());

describe('identity migrations match schema.prisma', () => {
  it('has every model column with its type and nullability, every enum with its values, and nothing else', async () => {
    const drift = await schemaDrift({
      schemaFile: new URL('../prisma/schema.prisma', import.meta.url),
      pool: h.pool,
      schema: IDENTITY_SCHEMA,
    });
    expect(drift.actualColumns).toEqual(drift.expectedColumns);
    expect(drift.actualEnums).toEqual(drift.expectedEnums);
  });
});
