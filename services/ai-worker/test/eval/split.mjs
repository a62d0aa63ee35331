#!/usr/bin/env node
/**
 * Splits the blind evaluation sets (issue 20 point 1) into a tuning half and a held-back half by a
 * fixed seed: a question goes to `held` when the first byte of sha256(SEED + text) is odd. Rules
 * are tuned on `*.tune.json` only; `*.held.json` is what the figures report. Run once on the
 * writers' raw files (sets/raw/*.json, then removed): the halves are what is committed.
 *
 *   node services/ai-worker/test/eval/split.mjs
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const SEED = 'nestkeep-eval-1';
const dir = new URL('./sets/', import.meta.url);
const SETS = {
  emergencies: ['emergencies-a.json', 'emergencies-b.json'],
  'look-alikes': ['look-alikes-a.json', 'look-alikes-b.json'],
  ordinary: ['ordinary-a.json', 'ordinary-b.json'],
  analysis: ['analysis.json'],
  practices: ['practices.json'],
  captions: ['captions.json'],
};

export function isHeld(text) {
  return (
    createHash('sha256')
      .update(SEED + text)
      .digest()[0] %
      2 ===
    1
  );
}

for (const [name, files] of Object.entries(SETS)) {
  const raw = files.map((f) => new URL(f, dir)).filter((u) => existsSync(u));
  if (raw.length === 0) continue;
  const entries = raw.flatMap((u) => JSON.parse(readFileSync(u, 'utf8')));
  const keyOf = (e) => e.question ?? e.text;
  const seen = new Set();
  const unique = entries.filter((e) => !seen.has(keyOf(e)) && seen.add(keyOf(e)));
  const tune = unique.filter((e) => !isHeld(keyOf(e)));
  const held = unique.filter((e) => isHeld(keyOf(e)));
  writeFileSync(new URL(`${name}.tune.json`, dir), JSON.stringify(tune, null, 2) + '\n');
  writeFileSync(new URL(`${name}.held.json`, dir), JSON.stringify(held, null, 2) + '\n');
  for (const u of raw) rmSync(u);
  console.log(`${name}: ${unique.length} (${tune.length} tune, ${held.length} held)`);
}
