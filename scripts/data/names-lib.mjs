/**
 * The rules of the baby-names dataset build (build-names.mjs), as pure functions so tests can
 * prove them: reading the curated TSVs, syllables, popularity and trend from the US Social
 * Security counts, the unisex rule, validation and de-duplication.
 */

/** Columns every curated TSV has, in this order (header row first). */
export const TSV_COLUMNS = ['name', 'gender', 'origin', 'meaning', 'themes', 'variants', 'famous'];

/** Years of SSA counts behind popularity, and the two halves compared for the trend. */
export const POPULARITY_YEARS = 10;
export const TREND_YEARS = 5;
/** A name's last five years must differ from the five before by more than this to rise or decline. */
export const TREND_THRESHOLD = 0.15;
/** The less common sex's share of births that makes a name unisex. */
export const UNISEX_SHARE = 0.2;

/** One TSV as rows of named cells; fails naming the file and line on a wrong header or column count. */
export function parseNamesTsv(text, file = 'tsv') {
  const lines = text.replace(/\r/g, '').split('\n');
  const header = lines[0].split('\t').map((c) => c.trim().toLowerCase());
  if (header.join('\t') !== TSV_COLUMNS.join('\t')) {
    throw new Error(`${file}: header must be ${TSV_COLUMNS.join(', ')} (got ${header.join(', ')})`);
  }
  const rows = [];
  lines.slice(1).forEach((line, i) => {
    if (!line.trim() || line.startsWith('#')) return;
    const cells = line.split('\t');
    while (cells.length < TSV_COLUMNS.length && cells.length >= 4) cells.push('');
    if (cells.length !== TSV_COLUMNS.length) {
      throw new Error(`${file}:${i + 2}: ${cells.length} columns, expected ${TSV_COLUMNS.length}`);
    }
    rows.push({
      ...Object.fromEntries(TSV_COLUMNS.map((c, j) => [c, cells[j].trim()])),
      where: `${file}:${i + 2}`,
    });
  });
  return rows;
}

const list = (cell, sep) =>
  cell
    .split(sep)
    .map((s) => s.trim())
    .filter(Boolean);

/** The key a name is counted and de-duplicated by: letters only, no accents, lower case ('Zoë' is 'zoe'). */
export function nameKey(name) {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** Origins whose spellings sound a final 'e' (Giuseppe, Kale, Ade); English spellings mostly do not (Grace). */
const SOUNDED_FINAL_E = new Set([
  'Italian',
  'Hawaiian',
  'West African',
  'East African',
  'North African',
  'South Asian',
  'East Asian',
  'North Asian',
  'Native American',
]);

/** English-spelled names whose final 'e' is its own syllable. */
const SOUNDED_E_NAMES = new Set([
  'penelope',
  'calliope',
  'persephone',
  'phoebe',
  'daphne',
  'ariadne',
  'psyche',
  'nike',
  'hebe',
  'niobe',
  'antigone',
  'kore',
  'chaske',
]);

const VOWELS = 'aeiouy';
const isVowel = (c) => c !== undefined && VOWELS.includes(c);

/**
 * Syllables of a name, by vowel groups with the English exceptions names meet most: a silent final
 * 'e' (Grace 1, Jade 1, but Chloe 2, Penelope 4, and a sounded 'e' in Italian, Hawaiian, African
 * and Asian names), 'ia', 'io', 'iu', 'eo' and 'ue'/'ie' before a final consonant heard as two
 * (Olivia 4, Mario 3, Leo 2, Samuel 3, Gabriel 3), a final 'ea(h)' or 'oa(h)' heard as two (Leah 2, Noah 2),
 * 'y' a consonant before a vowel at the start or after a vowel (Yara, Maya), a vowel otherwise
 * (Ryan 2, Lily 2). Clamped to 1..5: a heuristic, good enough for a filter, not a dictionary.
 */
export function countSyllables(name, origin) {
  const accentedE = /é|è|ë$/i.test(name);
  const word = nameKey(name);
  if (!word) return 1;
  // Each vowel run, split where English names split it.
  let count = 0;
  let i = 0;
  while (i < word.length) {
    const c = word[i];
    const consonantY = c === 'y' && (i === 0 || isVowel(word[i - 1])) && isVowel(word[i + 1]);
    if (!isVowel(c) || consonantY) {
      i += 1;
      continue;
    }
    let j = i + 1;
    while (j < word.length && isVowel(word[j]) && !(word[j] === 'y' && isVowel(word[j + 1]))) j += 1;
    const run = word.slice(i, j);
    count += 1 + splitsInRun(run, word, i, j);
    i = j;
  }
  if (endsInSilentE(word, origin, accentedE) && count > 1) count -= 1;
  return Math.min(5, Math.max(1, count));
}

/** Extra syllables inside one vowel run. */
function splitsInRun(run, word, start, end) {
  if (run.length < 2) return 0;
  let extra = 0;
  const before = word[start - 1];
  const atEnd = end === word.length || (word[end] === 'h' && end + 1 === word.length);
  for (let k = 0; k < run.length - 1; k += 1) {
    const pair = run.slice(k, k + 2);
    const pairEnd = start + k + 2 === word.length || (atEnd && k + 2 === run.length);
    if (pair === 'iu' && k === 0 && before === 'g') continue; // Giuseppe, Giulia
    if (pair === 'ia' || pair === 'io' || pair === 'iu') {
      // 'cia', 'gia', 'sia' at the end are one (Lucia 3 is ambiguous; Georgia, Alicia, Asia are not).
      if (!(pairEnd && k === 0 && ['c', 'g', 's', 't'].includes(before) && pair === 'ia')) extra += 1;
    } else if (pair === 'eo' && !(k === 0 && before === 'g')) extra += 1;
    else if ((pair === 'ue' || pair === 'ie') && k + 2 === run.length && !atEnd && end + 1 === word.length)
      extra += 1;
    else if (pair === 'ea' && atEnd && k + 2 === run.length) extra += 1;
    else if (pair === 'ya' && k === 0 && !isVowel(before) && start > 0) extra += 1;
    else if (pair === 'oa' && atEnd && k + 2 === run.length)
      extra += 1; // Noah
    else if (pair === 'oe' && atEnd && (before === 'l' || before === 'z')) extra += 1;
  }
  return extra;
}

function endsInSilentE(word, origin, accentedE) {
  if (!word.endsWith('e') || accentedE) return false;
  if (origin && SOUNDED_FINAL_E.has(origin)) return false;
  if (SOUNDED_E_NAMES.has(word)) return false;
  // Irish 'bhe' and 'mhe' end in a sounded vowel (Ailbhe, Caoimhe).
  if (/[bm]he$/.test(word)) return false;
  const prev = word[word.length - 2];
  // 'ee', 'ie', 'oe', 'ye', 'ue' endings are one vowel run already counted once.
  if (isVowel(prev)) return false;
  // A consonant + 'le' is its own syllable (Mable), a doubled 'll' is not (Belle).
  if (prev === 'l' && !isVowel(word[word.length - 3]) && word[word.length - 3] !== 'l') return false;
  return true;
}

/** Births per year of one name, both sexes, from the SSA rows (name, sex 'M'|'F', year, births). */
export function indexSsaCounts(rows) {
  const byName = new Map();
  for (const r of rows) {
    const key = nameKey(r.name);
    let entry = byName.get(key);
    if (!entry) byName.set(key, (entry = { M: new Map(), F: new Map() }));
    const bySex = entry[r.sex === 'M' ? 'M' : 'F'];
    bySex.set(r.year, (bySex.get(r.year) ?? 0) + r.births);
  }
  return byName;
}

const sumYears = (bySex, from, to) => {
  let total = 0;
  for (let y = from; y <= to; y += 1) total += bySex.get(y) ?? 0;
  return total;
};

/** Births of a name over years from..to, per sex and together. */
export function birthsBetween(entry, from, to) {
  if (!entry) return { M: 0, F: 0, total: 0 };
  const M = sumYears(entry.M, from, to);
  const F = sumYears(entry.F, from, to);
  return { M, F, total: M + F };
}

/** Rising or declining when the last years differ from the years before by more than 15%. */
export function trendOf(recent, earlier) {
  if (recent === 0 && earlier === 0) return 'steady';
  if (earlier === 0) return 'rising';
  const change = (recent - earlier) / earlier;
  if (change > TREND_THRESHOLD) return 'rising';
  if (change < -TREND_THRESHOLD) return 'declining';
  return 'steady';
}

/** The curated gender, made unisex when the SSA counts give the less common sex at least 20%. */
export function genderOf(curated, births) {
  if (curated === 'unisex' || births.total === 0) return curated;
  return Math.min(births.M, births.F) / births.total >= UNISEX_SHARE ? 'unisex' : curated;
}

/**
 * Popularity 1-100 for each total: the percentile rank of the name's births among the dataset's
 * names that have any (the most given name is 100); names with none are 1.
 */
export function popularityRanks(totals) {
  const present = totals.filter((t) => t > 0).sort((a, b) => a - b);
  const atOrBelow = (t) => {
    let lo = 0;
    let hi = present.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (present[mid] <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return totals.map((t) =>
    t > 0 ? Math.min(100, Math.max(1, Math.round((100 * atOrBelow(t)) / present.length))) : 1,
  );
}

/**
 * The dataset: curated rows (first of a name wins) with syllables, popularity, trend and gender from
 * the SSA index, each checked by `schema` (nameRecordSchema). Returns the records, the rows dropped
 * (duplicates, invalid) with why, and the count per origin.
 */
export function buildNameRecords({ rows, ssa, lastYear, schema }) {
  const seen = new Set();
  const dropped = [];
  const kept = [];
  for (const row of rows) {
    const key = nameKey(row.name);
    if (!key) {
      dropped.push({ where: row.where, name: row.name, why: 'no letters in the name' });
      continue;
    }
    if (seen.has(key)) {
      dropped.push({ where: row.where, name: row.name, why: 'duplicate' });
      continue;
    }
    seen.add(key);
    kept.push(row);
  }
  const windowFrom = lastYear - POPULARITY_YEARS + 1;
  const counts = kept.map((row) => {
    const entry = ssa.get(nameKey(row.name));
    return {
      decade: birthsBetween(entry, windowFrom, lastYear),
      recent: birthsBetween(entry, lastYear - TREND_YEARS + 1, lastYear).total,
      earlier: birthsBetween(entry, windowFrom, lastYear - TREND_YEARS).total,
    };
  });
  const popularity = popularityRanks(counts.map((c) => c.decade.total));
  const records = [];
  kept.forEach((row, i) => {
    const c = counts[i];
    const candidate = {
      name: row.name,
      gender: genderOf(row.gender, c.decade),
      meaning: row.meaning,
      origin: row.origin,
      syllables: countSyllables(row.name, row.origin),
      popularity: popularity[i],
      trend: trendOf(c.recent, c.earlier),
      variants: list(row.variants, ',').filter((v) => nameKey(v) !== nameKey(row.name)),
      famousPeople: list(row.famous, ';'),
      themes: [...new Set(list(row.themes, ','))],
    };
    const parsed = schema.safeParse(candidate);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      dropped.push({ where: row.where, name: row.name, why: `${issue.path.join('.')}: ${issue.message}` });
      return;
    }
    records.push(parsed.data);
  });
  const perOrigin = {};
  for (const r of records) perOrigin[r.origin] = (perOrigin[r.origin] ?? 0) + 1;
  return { records, dropped, perOrigin };
}
