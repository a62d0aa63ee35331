import { readFile } from 'node:fs/promises';
import { getDMMF } from '@prisma/internals';
import type { Pool } from '@nestkeep/common';

/**
 * Migrations are written by hand (Prisma's schema engine cannot be downloaded here), so each
 * service proves that migrating an empty database yields exactly the tables, columns, types,
 * nullability and enums its schema.prisma describes. `sqlOnlyColumns` names the columns kept in
 * SQL alone (e.g. a generated tsvector), as "table.column".
 */
const SCALAR_TYPES: Record<string, string> = {
  String: 'text',
  Int: 'integer',
  BigInt: 'bigint',
  Float: 'double precision',
  Boolean: 'boolean',
  DateTime: 'timestamp without time zone',
  Json: 'jsonb',
};
const NATIVE_TYPES: Record<string, string> = {
  Uuid: 'uuid',
  Timestamptz: 'timestamp with time zone',
  Date: 'date',
};

export async function schemaDrift(opts: {
  schemaFile: URL;
  pool: Pool;
  schema: string;
  sqlOnlyColumns?: string[];
}) {
  const dmmf = await getDMMF({ datamodel: await readFile(opts.schemaFile, 'utf8') });
  const expectedColumns: string[] = [];
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
      // Lists are nullable columns in Prisma's SQL even when the field is required.
      const nullable = field.isRequired && !field.isList ? 'NOT NULL' : 'NULL';
      expectedColumns.push(`${model.dbName ?? model.name}.${field.dbName ?? field.name} ${type} ${nullable}`);
    }
  }
  const { rows } = await opts.pool.query(
    `SELECT c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable, e.data_type AS element_type
       FROM information_schema.columns c
       LEFT JOIN information_schema.element_types e
         ON e.object_schema = c.table_schema AND e.object_name = c.table_name
        AND e.object_type = 'TABLE' AND e.collection_type_identifier = c.dtd_identifier
      WHERE c.table_schema = $1 AND c.table_name <> '_prisma_migrations'`,
    [opts.schema],
  );
  const actualColumns = rows
    .filter((r) => !(opts.sqlOnlyColumns ?? []).includes(`${r.table_name}.${r.column_name}`))
    .map((r) => {
      const type =
        r.data_type === 'USER-DEFINED'
          ? `enum:${r.udt_name}`
          : r.data_type === 'ARRAY'
            ? `${r.element_type}[]`
            : r.data_type;
      return `${r.table_name}.${r.column_name} ${type} ${r.is_nullable === 'YES' ? 'NULL' : 'NOT NULL'}`;
    });

  const enums = await opts.pool.query(
    `SELECT t.typname, array_agg(e.enumlabel::text ORDER BY e.enumsortorder)::text[] AS labels
       FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = $1 GROUP BY t.typname`,
    [opts.schema],
  );
  return {
    expectedColumns: expectedColumns.sort(),
    actualColumns: actualColumns.sort(),
    expectedEnums: Object.fromEntries(
      dmmf.datamodel.enums.map((e) => [e.dbName ?? e.name, e.values.map((v) => v.dbName ?? v.name)]),
    ),
    actualEnums: Object.fromEntries(enums.rows.map((r) => [r.typname, r.labels])),
  };
}
