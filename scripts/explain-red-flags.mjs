#!/usr/bin/env node
/**
 * Shows what the red-flag rules make of questions, for tuning on the TUNING sets (never a held
 * half): each question the rules flag, with the rule and the words that made it, or that nothing
 * flags. Reads the build of packages/common, so run `npx tsc -b` first.
 *
 *   node scripts/explain-red-flags.mjs <set.json> [--missed | --flagged]
 *   node scripts/explain-red-flags.mjs --ask "<question>" [stage] [ageMonths] [pregnancyWeek]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { explainRedFlags } = await import(`${root}packages/common/dist/index.js`);
const [arg, ...rest] = process.argv.slice(2);

const describe = (q, context) => {
  const found = explainRedFlags(q, context);
  return found.length ? found.map((f) => `${f.id} <${f.because}>`).join('; ') : 'nothing';
};
const orNull = (v) => (v === undefined || v === '' ? null : Number(v));

if (arg === '--ask') {
  const [question, stage = 'infant', age, week] = rest;
  console.info(describe(question, { stage, ageMonths: orNull(age), pregnancyWeek: orNull(week) }));
} else {
  if (!arg || arg.includes('.held.')) throw new Error('give a tuning set (never a *.held.json)');
  const only = rest[0];
  for (const q of JSON.parse(readFileSync(arg, 'utf8'))) {
    const found = explainRedFlags(q.question, q.context);
    if (only === '--missed' && found.length > 0) continue;
    if (only === '--flagged' && found.length === 0) continue;
    const family = q.family ?? `looks like ${q.mimics}`;
    const c = q.context;
    console.info(
      `[${family}] (${c.stage} ${c.ageMonths ?? ''}${c.pregnancyWeek ? `w${c.pregnancyWeek}` : ''}) ${q.question}\n   -> ${describe(q.question, c)}`,
    );
  }
}
