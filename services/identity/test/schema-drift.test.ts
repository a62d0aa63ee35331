import { readFile } from 'node:fs/promises';
import { getDMMF } from '@prisma/internals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_SCHEMA } from '../src/db/client.js';
import { startIdentity, type IdentityHarness } from './harness.js';

/**
 * The migrations are written by hand (Prisma's schema engine cannot be downloaded here), so this
 * proves that migrating an empty database yields exactly the tables, columns, types, nullability
 * and enums that schema.prisma describes.
 */
let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h.close());

const SCALAR_TYPES: Record<string, string> = {
  String: 'text',
  Int: 'integer',
  BigInt: 'bigint',
  Boolean: 'boolean',
  DateTime: 'timestamp without time zone',
  Json: 'jsonb',
};
const NATIVE_TYPES: Record<string, string> = { Uuid: 'uuid', Timestamptz: 'timestamp with time zone' };

describe('identity migrations match schema.prisma', () => {
  it('has every model column with its type and nullability, and nothing else', async () => {
    const datamodel = await readFile(new URL('../prisma/schema.prisma', import.meta.url), 'utf8');
    const dmmf = await getDMMF({ datamodel });

    const expected: string[] = [];
    for (const model of dmmf.datamodel.models) {
      for (const field of model.fields) {
        if (field.kind === 'object') continue;
        const native = field.nativeType?.[0];
        let type =
          field.kind === 'enum'
            ? `enum:${field.type}`
            : native
              ? NATIVE_TYPES[native]
              : SCALAR_TYPES[field.type];
        if (field.isList) type = `${type}[]`;
        const nullable = field.isRequired && !field.isList ? 'NOT NULL' : 'NULL';
        expected.push(`${model.dbName ?? model.name}.${field.dbName ?? field.name} ${type} ${nullable}`);
      }
    }

    const { rows } = await h.pool.query(
      `SELECT c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable, e.data_type AS element_type
         FROM information_schema.columns c
         LEFT JOIN information_schema.element_types e
           ON e.object_schema = c.table_schema AND e.object_name = c.table_name
          AND e.object_type = 'TABLE' AND e.collection_type_identifier = c.dtd_identifier
        WHERE c.table_schema = $1 AND c.table_name <> '_prisma_migrations'`,
      [IDENTITY_SCHEMA],
    );
    const actual = rows.map((r) => {
      const type =
        r.data_type === 'USER-DEFINED'
          ? `enum:${r.udt_name}`
          : r.data_type === 'ARRAY'
            ? `${r.element_type}[]`
            : r.data_type;
      // Lists are nullable columns in Prisma's SQL even when the field is required.
      return `${r.table_name}.${r.column_name} ${type} ${r.is_nullable === 'YES' ? 'NULL' : 'NOT NULL'}`;
    });
    expect(actual.sort()).toEqual(expected.sort());
  });

  it('has every enum with its values', async () => {
    const datamodel = await readFile(new URL('../prisma/schema.prisma', import.meta.url), 'utf8');
    const dmmf = await getDMMF({ datamodel });
    const { rows } = await h.pool.query(
      `SELECT t.typname, array_agg(e.enumlabel::text ORDER BY e.enumsortorder)::text[] AS labels
         FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
        WHERE n.nspname = $1 GROUP BY t.typname`,
      [IDENTITY_SCHEMA],
    );
    const actual = Object.fromEntries(rows.map((r) => [r.typname, r.labels]));
    const expected = Object.fromEntries(
      dmmf.datamodel.enums.map((e) => [e.dbName ?? e.name, e.values.map((v) => v.dbName ?? v.name)]),
    );
    expect(actual).toEqual(expected);
  });
});
