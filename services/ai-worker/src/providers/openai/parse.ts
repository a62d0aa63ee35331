import { analysisSchema, normalizeCategory, PHASES, type Analysis, type Phase } from '@nestkeep/common';
import { AiOutputError } from './errors.js';

const LIMITS = { summary: 2000, item: 500, title: 300, keyPoints: 10, actionItems: 10, hashtags: 15 };

const PHASE_ALIASES: Record<string, Phase> = {
  prenatal: 'pregnancy',
  'trying to conceive': 'fertility',
  ttc: 'fertility',
  baby: 'infant',
  toddlerhood: 'toddler',
  'pre-school': 'preschool',
  all: 'general',
  'all ages': 'general',
};

/** Reads the JSON object in a reply: bare, in a code fence, or surrounded by a sentence of prose. */
function readJson(content: string): unknown {
  const text = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    return JSON.parse(text);
  } catch {
    const start = text.indexOf('{');
    const end = text.lastIndexOf('}');
    if (start >= 0 && end > start) {
      try {
        return JSON.parse(text.slice(start, end + 1));
      } catch {
        // fall through
      }
    }
    throw new AiOutputError('not_json', 'The AI reply is not JSON', { excerpt: content });
  }
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

function cut(s: string, max: number): string {
  if (s.length <= max) return s;
  const head = s.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${space > max * 0.8 ? head.slice(0, space) : head}…`;
}

/** Trims, drops empty entries, removes duplicates (ignoring case) and caps the list. Non-lists pass through. */
function cleanList(value: unknown, max: number, each: (s: string) => string): unknown {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return value;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of value as string[]) {
    const item = each(raw);
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out.slice(0, max);
}

/** '#Baby Sleep', 'baby-sleep' and '##BabySleep' all become '#babysleep'. */
export function normalizeHashtag(raw: string): string {
  const word = raw
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_]/gu, '');
  return word ? `#${word}` : '';
}

function normalizePhase(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const key = squash(value).toLowerCase();
  return (PHASES as readonly string[]).includes(key) ? key : (PHASE_ALIASES[key] ?? value);
}

/**
 * Turns a model's reply into an `Analysis`: reads the JSON, normalises what is recognisably meant
 * (whitespace, duplicates, list lengths, hashtag form, category aliases, over-long strings), then
 * validates with the shared `analysisSchema`. Anything else throws `AiOutputError`.
 * Values of the wrong type are left as they are, so the schema rejects them rather than this
 * function guessing.
 */
export function parseAnalysisReply(content: string | null | undefined): Analysis {
  if (!content?.trim()) throw new AiOutputError('empty', 'The AI reply is empty');
  const json = readJson(content);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new AiOutputError('wrong_shape', 'The AI reply is not a JSON object', { excerpt: content });
  }
  const raw = json as Record<string, unknown>;

  let category: unknown = raw.category;
  if (typeof category === 'string') {
    const known = normalizeCategory(category);
    if (!known) {
      throw new AiOutputError(
        'unknown_category',
        `The AI reply has an unknown category "${cut(category, 60)}"`,
        {
          excerpt: content,
        },
      );
    }
    category = known;
  }

  const text = (max: number) => (v: unknown) => (typeof v === 'string' ? cut(squash(v), max) : v);
  const candidate: Record<string, unknown> = {
    summary: text(LIMITS.summary)(raw.summary),
    keyPoints: cleanList(raw.keyPoints, LIMITS.keyPoints, (s) => cut(squash(s), LIMITS.item)),
    actionItems: cleanList(raw.actionItems, LIMITS.actionItems, (s) => cut(squash(s), LIMITS.item)),
    hashtags: cleanList(raw.hashtags, LIMITS.hashtags, normalizeHashtag),
    category,
    parentingPhase: normalizePhase(raw.parentingPhase),
  };
  // null (asked for when there is nothing to suggest) and '' mean no title.
  const title = text(LIMITS.title)(raw.suggestedTitle);
  if (title !== null && title !== undefined && title !== '') candidate.suggestedTitle = title;

  const parsed = analysisSchema.safeParse(candidate);
  if (!parsed.success) {
    const where = parsed.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('; ');
    throw new AiOutputError('wrong_shape', `The AI reply does not match the analysis schema (${where})`, {
      excerpt: content,
      cause: parsed.error,
    });
  }
  const analysis = parsed.data;
  if (!analysis.summary && analysis.keyPoints.length === 0 && analysis.actionItems.length === 0) {
    throw new AiOutputError('empty', 'The AI reply has no summary, key points or action items', {
      excerpt: content,
    });
  }
  return analysis;
}
