import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { nameRecordSchema, type NameRecord } from '@nestkeep/common';

/**
 * The bundled names dataset (services/ai-worker/data/names.json, built by
 * scripts/data/build-names.mjs). Read and validated once when the worker starts: a bad file stops
 * the worker there, naming the record, not on a parent's request.
 */

/** The package's data/ file: two levels above this file, from src/names and dist/names alike. */
export const NAMES_FILE = fileURLToPath(new URL('../../data/names.json', import.meta.url));

export class NamesDatasetError extends Error {
  override readonly name = 'NamesDatasetError';
}

const recordList = z.array(z.unknown()).min(1, 'holds no names');

export function loadNamesDataset(file: string = NAMES_FILE): NameRecord[] {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new NamesDatasetError(`Names file ${file} cannot be read (${(err as Error).message})`);
  }
  const list = recordList.safeParse(raw);
  if (!list.success) throw new NamesDatasetError(`Names file ${file} must be an array of names`);
  const seen = new Set<string>();
  return list.data.map((item, i) => {
    const parsed = nameRecordSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new NamesDatasetError(
        `Names file ${file}, record ${i}: ${issue.path.join('.')} ${issue.message}`,
      );
    }
    const key = nameKey(parsed.data.name);
    if (seen.has(key)) throw new NamesDatasetError(`Names file ${file}: ${parsed.data.name} appears twice`);
    seen.add(key);
    return parsed.data;
  });
}

/** How names are compared: letters only, no accents, lower case ('Zoë' and 'zoe' are one name). */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}
