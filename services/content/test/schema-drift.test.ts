import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaDrift } from '../../../tests/support/schema-drift.js';
import { CONTENT_SCHEMA } from '../src/db/client.js';
import { startContent, type ContentHarness } from './harness.js';

let h: ContentHarness;
beforeAll(async () => {
  h = await startContent();
});
afterAll(() => h.close());

describe('content migrations match schema.prisma', () => {
  it('has every model column with its type and nullability, every enum with its values, and nothing else', async () => {
    const drift = await schemaDrift({
      schemaFile: new URL('../prisma/schema.prisma', import.meta.url),
      pool: h.pool,
      schema: CONTENT_SCHEMA,
      sqlOnlyColumns: ['content_items.search_vector'],
    });
    expect(drift.actualColumns).toEqual(drift.expectedColumns);
    expect(drift.actualEnums).toEqual(drift.expectedEnums);
  });
});
