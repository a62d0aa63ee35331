#!/usr/bin/env node
/**
 * Trains the red-flag safety net (packages/common/src/red-flags/safety-net.ts) on the TUNING sets
 * only and writes packages/common/src/red-flags/model.ts. Deterministic (fixed seed). Reads the
 * features through the build of model-features.ts, so run `npx tsc -b` first:
 *
 *   npx tsc -b && node scripts/train-red-flag-model.mjs [--dry-run]
 *
 * Prints 5-fold cross-validated figures on the tuning data; the threshold is the lowest urgent
 * probability that keeps cross-validated false alarms within MAX_ADDED_ALARMS.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}packages/common/dist/red-flags/`;
const { featureScale, questionFeatures } = await import(`${dist}model-features.js`);
const { detectByRules, readSignAt } = await import(`${dist}detect.js`);
// Shuffles and folds are the same on every run.
const { seededRandom: random } = await import(`${root}packages/common/dist/seeded-random.js`);

const SEED = 20;
const FOLDS = 5;
const EPOCHS = 30;
const FAMILY_EPOCHS = 15;
const L2 = 1e-3;
/** Kept features: the urgent model's strongest, and each family's strongest. */
const URGENT_FEATURES = 2500;
const FAMILY_FEATURES = 40;
/** Cross-validated false alarms the net may add, on look-alikes alone and on all negatives. */
const MAX_ADDED_ALARMS = { lookAlikes: 0.005, negatives: 0.03 };

const SETS = `${root}services/ai-worker/test/eval/sets/`;
const tuning = (name) => [
  `${name}.tune.json`,
  ...readdirSync(SETS)
    .filter((f) => f.startsWith(`${name}-extra`) && f.endsWith('.json'))
    .sort(),
];
const POSITIVE = tuning('emergencies');
// The tune halves and every *-extra*.json (the short, plainly worded ones too), never a *.held.json.
const LOOK_ALIKES = tuning('look-alikes');
const ORDINARY = tuning('ordinary');

function load(files, kind) {
  return files.flatMap((file) => {
    if (file.includes('.held.')) throw new Error(`never train on the held half: ${file}`);
    return JSON.parse(readFileSync(SETS + file, 'utf8')).map((q) => ({ ...q, kind }));
  });
}

function shuffled(items, rand) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const sigmoid = (z) => 1 / (1 + Math.exp(-z));
const round = (x) => Math.round(x * 1000) / 1000;

/** Features seen in at least two training questions. */
function vocabulary(docs) {
  const df = new Map();
  for (const d of docs) for (const f of d.features) df.set(f, (df.get(f) ?? 0) + 1);
  return new Set([...df].filter(([, n]) => n >= 2).map(([f]) => f));
}

/**
 * Weighted logistic regression by SGD over binary features scaled by featureScale (as
 * safety-net.ts scores them). `targets` maps a doc to 0/1.
 */
function trainBinary(docs, vocab, rand) {
  const w = new Map([...vocab].map((f) => [f, 0]));
  let bias = 0;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const lr = 0.5 / (1 + epoch * 0.2);
    for (const d of shuffled(docs, rand)) {
      const scale = featureScale(d.features.length);
      let z = bias;
      for (const f of d.features) z += (w.get(f) ?? 0) * scale;
      const g = (sigmoid(z) - d.y) * d.weight;
      bias -= lr * g;
      for (const f of d.features) {
        const v = w.get(f);
        if (v !== undefined) w.set(f, v - lr * (g * scale + L2 * v));
      }
    }
  }
  return { bias, w };
}

/** Multinomial logistic regression by SGD over the families of the positives. */
function trainFamilies(docs, vocab, rand) {
  const families = [...new Set(docs.map((d) => d.family))].sort();
  const W = new Map(families.map((c) => [c, new Map()]));
  const bias = new Map(families.map((c) => [c, 0]));
  for (let epoch = 0; epoch < FAMILY_EPOCHS; epoch++) {
    const lr = 0.5 / (1 + epoch * 0.2);
    for (const d of shuffled(docs, rand)) {
      const feats = d.features.filter((f) => vocab.has(f));
      const scale = featureScale(d.features.length);
      const z = families.map((c) => {
        const wc = W.get(c);
        let s = bias.get(c);
        for (const f of feats) s += (wc.get(f) ?? 0) * scale;
        return s;
      });
      const max = Math.max(...z);
      const e = z.map((x) => Math.exp(x - max));
      const sum = e.reduce((a, b) => a + b, 0);
      families.forEach((c, k) => {
        const g = e[k] / sum - (c === d.family ? 1 : 0);
        bias.set(c, bias.get(c) - lr * g);
        const wc = W.get(c);
        for (const f of feats) {
          const v = wc.get(f) ?? 0;
          wc.set(f, v - lr * (g * scale + L2 * v));
        }
      });
    }
  }
  return { families, bias, W };
}

function strongest(entries, n) {
  return entries
    .sort(([fa, a], [fb, b]) => Math.abs(b) - Math.abs(a) || (fa < fb ? -1 : 1))
    .slice(0, n)
    .filter(([, v]) => round(v) !== 0);
}

/** The whole pipeline on some questions: train, prune to the strongest features, retrain on them. */
function fit(docs) {
  const rand = random(SEED);
  const vocab = vocabulary(docs);
  const first = trainBinary(docs, vocab, rand);
  const kept = new Set(strongest([...first.w], URGENT_FEATURES).map(([f]) => f));
  const urgent = trainBinary(docs, kept, rand);
  const positives = docs.filter((d) => d.y === 1);
  // The family reads the urgent model's kept features: fewer, and the ones that mean "emergency".
  const fam = trainFamilies(positives, kept, rand);
  return {
    version: 2,
    threshold: 1,
    urgent: {
      bias: round(urgent.bias),
      weights: Object.fromEntries(strongest([...urgent.w], URGENT_FEATURES).map(([f, v]) => [f, round(v)])),
    },
    family: {
      bias: Object.fromEntries(fam.families.map((c) => [c, round(fam.bias.get(c))])),
      weights: Object.fromEntries(
        fam.families.map((c) => [
          c,
          Object.fromEntries(strongest([...fam.W.get(c)], FAMILY_FEATURES).map(([f, v]) => [f, round(v)])),
        ]),
      ),
    },
  };
}

// The same scoring as safety-net.ts, over a model object.
function score(features, bias, weights) {
  let sum = 0;
  for (const f of features) sum += weights[f] ?? 0;
  return bias + sum * featureScale(features.length);
}
const urgentProbability = (m, features) => sigmoid(score(features, m.urgent.bias, m.urgent.weights));
function likeliestFamily(m, features) {
  let best = '';
  let bestScore = -Infinity;
  for (const [c, b] of Object.entries(m.family.bias)) {
    const s = score(features, b, m.family.weights[c] ?? {});
    if (s > bestScore) [best, bestScore] = [c, s];
  }
  return best;
}

const positives = load(POSITIVE, 'emergency');
const lookAlikes = load(LOOK_ALIKES, 'look-alike');
const ordinary = load(ORDINARY, 'ordinary');
const docs = [...positives, ...lookAlikes, ...ordinary].map((q) => ({
  ...q,
  ...questionFeatures(q.question, q.context, readSignAt),
  y: q.kind === 'emergency' ? 1 : 0,
  // Look-alikes are the negatives that matter: the rules' hardest cases.
  weight: q.kind === 'look-alike' ? 4 : 1,
  rules: detectByRules(q.question, q.context).length > 0,
}));

// 5-fold cross-validation: each question scored by a model that never saw it.
const order = shuffled(
  docs.map((_, i) => i),
  random(SEED),
);
const cv = new Array(docs.length);
for (let k = 0; k < FOLDS; k++) {
  const test = new Set(order.filter((_, i) => i % FOLDS === k));
  const model = fit(docs.filter((_, i) => !test.has(i)));
  for (const i of test)
    cv[i] = {
      p: urgentProbability(model, docs[i].features),
      family: likeliestFamily(model, docs[i].features),
    };
}

const pct = (n, d) => `${((100 * n) / d).toFixed(1)} %`;
function figures(threshold) {
  // The net speaks only where no rule did and the question names a sign (safety-net.ts).
  const byNetAt = (i) => !docs[i].rules && docs[i].signs.length > 0 && cv[i].p > threshold;
  const flagged = (i) => docs[i].rules || byNetAt(i);
  const idx = docs.map((_, i) => i);
  const pos = idx.filter((i) => docs[i].y === 1);
  const look = idx.filter((i) => docs[i].kind === 'look-alike');
  const neg = idx.filter((i) => docs[i].y === 0);
  const byNet = pos.filter(byNetAt);
  return {
    recall: pos.filter(flagged).length / pos.length,
    rulesRecall: pos.filter((i) => docs[i].rules).length / pos.length,
    lookAlarms: look.filter(flagged).length / look.length,
    addedLookAlarms: look.filter(byNetAt).length / look.length,
    negAlarms: neg.filter(flagged).length / neg.length,
    addedNegAlarms: neg.filter(byNetAt).length / neg.length,
    netCaught: byNet.length,
    netFamilyRight: byNet.filter((i) => cv[i].family === docs[i].family).length,
  };
}

const candidates = [...new Set(cv.map((c) => round(c.p)))].sort((a, b) => a - b);
const threshold =
  candidates.find((t) => {
    const f = figures(t);
    return f.addedLookAlarms <= MAX_ADDED_ALARMS.lookAlikes && f.addedNegAlarms <= MAX_ADDED_ALARMS.negatives;
  }) ?? 1;

for (const t of [...new Set([0.5, 0.7, 0.8, 0.9, threshold])].sort()) {
  const f = figures(t);
  console.log(
    `threshold ${t}${t === threshold ? ' (chosen)' : ''}: recall ${pct(f.recall * 1000, 1000)} ` +
      `(rules alone ${pct(f.rulesRecall * 1000, 1000)}), net caught ${f.netCaught} with the right family ` +
      `${f.netFamilyRight}; look-alike alarms ${pct(f.lookAlarms * 1000, 1000)} ` +
      `(net adds ${pct(f.addedLookAlarms * 1000, 1000)}); all negatives ${pct(f.negAlarms * 1000, 1000)} ` +
      `(net adds ${pct(f.addedNegAlarms * 1000, 1000)})`,
  );
}

const model = { ...fit(docs), threshold };
const source =
  `// Generated by scripts/train-red-flag-model.mjs; do not edit.\n` +
  `import type { RedFlagModel } from './safety-net.js';\n\n` +
  `export const RED_FLAG_MODEL: RedFlagModel = ${JSON.stringify(model)};\n`;
console.log(
  `model: ${Object.keys(model.urgent.weights).length} urgent features, ` +
    `${Object.keys(model.family.bias).length} families, ${(source.length / 1024).toFixed(0)} KB`,
);
if (!process.argv.includes('--dry-run'))
  writeFileSync(`${root}packages/common/src/red-flags/model.ts`, source);
