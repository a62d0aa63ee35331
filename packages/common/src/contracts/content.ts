import { z } from 'zod';
import { analysisSchema } from './ai.js';
import { CATEGORIES, PHASES, PLATFORMS, normalizeCategory, type Phase } from '../content-taxonomy.js';

/**
 * A category that may be left unset: null, '' and blank mean "not given" (the save dialog's
 * unset choice); anything else must be a reading of a category name (part 1 §3, any case and
 * spacing, 'and' or '&'), stored as the dashboard's name.
 */
export const optionalCategoryInput = z.string().nullish().transform(categoryOrUnset);

function categoryOrUnset(value: string | null | undefined, ctx: z.RefinementCtx) {
  if (!value?.trim()) return undefined;
  const category = normalizeCategory(value);
  if (!category) ctx.addIssue({ code: 'custom', message: `must be one of: ${CATEGORIES.join(', ')}` });
  return category;
}

/** A row id in a body or query: the same bound as the integer id column (MAX_ROW_ID in errors.ts). */
export const rowIdInput = z.number().int().positive().max(2_147_483_647);

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** A link that may be left out: null, '' and blank are "no link". */
const optionalHttpUrl = z
  .string()
  .trim()
  .max(2048, 'is too long')
  .nullish()
  .refine((value) => !value || isHttpUrl(value), 'Please enter a valid URL.')
  .transform((value) => value || undefined);

const tags = z.array(z.string().trim().min(1).max(50)).max(30);
/** Tags may be sent as null ("tags (list or null)", part 2 §7): no tags. */
const optionalTags = tags.nullish().transform((value) => value ?? undefined);

/** Characters that end a sentence or close a bracket: not part of a link that is followed by them. */
const TRAILING_PUNCTUATION = /[.,;:!?'"\u2019\u201d\u00bb>\]})]+$/;
const OPENERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/**
 * A link written in text loses the punctuation after it ('(see https://a.b/x).' → https://a.b/x),
 * but keeps a closing bracket it opened itself (https://en.wikipedia.org/wiki/Colic_(disease)).
 */
function trimLinkEnd(candidate: string): string {
  let link = candidate;
  for (;;) {
    const tail = TRAILING_PUNCTUATION.exec(link)?.[0];
    if (!tail) return link;
    const last = link.at(-1)!;
    const opener = OPENERS[last];
    if (opener && link.split(opener).length > link.split(last).length - 1) return link;
    link = link.slice(0, -1);
  }
}

/**
 * The first http(s) link in a shared text (the iOS share sheet and Android share targets send
 * 'Look at this https://… via @app'), and the text around it: `{ url: null }` without one.
 */
export function splitSharedText(text: string): { url: string | null; rest: string } {
  const pattern = /https?:\/\/[^\s<>"'`]+/gi;
  for (const match of text.matchAll(pattern)) {
    const url = trimLinkEnd(match[0]);
    if (!isHttpUrl(url) || url.length > 2048) continue;
    const start = match.index;
    const rest = `${text.slice(0, start)} ${text.slice(start + url.length)}`
      .replace(/\(\s*\)|\[\s*\]|"\s*"|<\s*>/g, '') // brackets or quotes the link stood in
      .replace(/[ \t]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/ +([.,;:!?])/g, '$1')
      .replace(/^[\s.,;:]+/, '')
      .trim();
    return { url, rest };
  }
  return { url: null, rest: text.trim() };
}

/** The answer to a save whose shared text is empty or blank, with nothing else to save. */
export const EMPTY_SHARED_TEXT = 'Nothing to save: the shared text is empty.';

/** The longest title made from a shared text with no link (a typed title may be longer: 300). */
export const SHARED_TITLE_MAX = 120;

/**
 * The title of a note made from a shared text with no link (issue 22 point 3): its first line,
 * cut with an ellipsis to SHARED_TITLE_MAX. The share page and the quick save use this one rule.
 */
export function titleFromSharedText(text: string): string {
  const first = text.trim().split('\n')[0]!.trim();
  return first.length > SHARED_TITLE_MAX ? `${first.slice(0, SHARED_TITLE_MAX - 1).trimEnd()}…` : first;
}

/**
 * POST /api/content (part 2 §7). A link needs a valid URL; a manual note needs a title (§5).
 * `content` is the caption text the iOS shortcut sends with a link. `text` is a shared text
 * (issue 11): its first http(s) link is the link when none is given, and the rest of it the note
 * when no personalNotes are given. A text with no link and nothing else to save is a manual note
 * (issue 22 point 3): titled by its first line, the whole text its note when it says more. A blank
 * text with nothing else is refused. `userId` is accepted and ignored: the owner is always the
 * signed-in user.
 */
export const contentSaveRequest = z
  .object({
    originalUrl: optionalHttpUrl,
    url: optionalHttpUrl,
    // The platform is always detected from the link; a sent one is checked and otherwise unused.
    platform: z.enum(PLATFORMS).or(z.literal('')).nullish(),
    title: z.string().trim().max(300).nullish(),
    description: z.string().trim().max(5000).nullish(),
    category: optionalCategoryInput,
    tags: optionalTags,
    personalNotes: z.string().max(20_000).nullish(),
    content: z.string().max(20_000).nullish(),
    /** A shared text, with a link or without (the background iOS shortcut, the share target). */
    text: z.string().max(20_000).nullish(),
    isFavorite: z.boolean().nullish(),
    /** The child the save is for: left out, the active child; null, no child in particular. */
    childProfileId: rowIdInput.nullish(),
    /** An image uploaded earlier with POST /api/upload-image (its `imageUrl`), saved with the item. */
    imageUrl: z
      .string()
      .regex(
        /^\/api\/images\/[\w-]+\/[\w-]+\.(jpg|png|webp|gif)$/,
        'must be an imageUrl from /api/upload-image',
      )
      .or(z.literal(''))
      .nullish(),
    userId: z.unknown().optional(),
  })
  .transform(({ url, originalUrl, imageUrl, text, ...rest }) => {
    const given = originalUrl || url || null;
    const shared = text?.trim() ? splitSharedText(text) : null;
    const imageKey = imageUrl ? imageUrl.slice('/api/images/'.length) : null;
    // A given link wins; the shared text is then the note, less that link if it is in it.
    const note = shared ? (given && shared.url !== given ? text!.trim() : shared.rest) : '';
    // Nothing but words: a manual note titled by its first line (the text not repeated as its note).
    const title =
      rest.title || (shared && !shared.url && !given && !imageKey ? titleFromSharedText(note) : rest.title);
    return {
      ...rest,
      title,
      personalNotes: rest.personalNotes ?? (note && note !== title ? note : undefined),
      originalUrl: given || shared?.url || null,
      imageKey,
      blankText: text != null && !shared,
    };
  })
  .superRefine(({ blankText, ...body }, ctx) => {
    if (blankText && !body.originalUrl && !body.title && !body.imageKey) {
      ctx.addIssue({ code: 'custom', path: [], message: EMPTY_SHARED_TEXT });
      return;
    }
    if (!body.originalUrl && !body.title && !body.imageKey) {
      ctx.addIssue({
        code: 'custom',
        path: ['title'],
        message: 'Title required: please enter a title for your content (or a URL).',
      });
    }
  })
  .transform(({ blankText: _, ...body }) => body);
export type ContentSaveRequest = z.infer<typeof contentSaveRequest>;

/**
 * A multipart text field that may be left out. Form data cannot say null, so '', blank and the
 * words 'null' and 'undefined' (what a browser's FormData makes of them) all mean "not given".
 */
const formText = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((value) => {
      const trimmed = value?.trim();
      return !trimmed || trimmed === 'null' || trimmed === 'undefined' ? undefined : value;
    });

/** POST /api/content/image fields (part 2 §7: image, title, description, category, tags, personalNotes). */
export const contentImageSaveRequest = z.object({
  title: formText(300).transform((value) => value?.trim()),
  description: formText(5000).transform((value) => value?.trim()),
  category: formText(200).transform(categoryOrUnset),
  personalNotes: formText(20_000),
  /** Tags as a JSON list or comma-separated. */
  tags: formText(5000)
    .transform((value): unknown => {
      if (!value) return [];
      try {
        const parsed: unknown = JSON.parse(value);
        if (Array.isArray(parsed) || parsed === null) return parsed ?? [];
      } catch {
        // not JSON: a comma-separated list
      }
      return value
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
    })
    .pipe(tags),
});
export type ContentImageSaveRequest = z.infer<typeof contentImageSaveRequest>;

/**
 * PUT /api/content/:id: the category (part 1 §4), and the other fields a user may edit. An empty
 * or null category, or a null title, is "no change" (a category and a title are never unset);
 * null description, note or phase clear them, null tags clear the tags. No edit changes the AI
 * analysis (issue 22 point 6).
 */
export const contentUpdateRequest = z
  .object({
    category: optionalCategoryInput,
    title: z
      .string()
      .trim()
      .min(1, 'Title required')
      .max(300)
      .nullable()
      .transform((value) => value ?? undefined),
    description: z.string().trim().max(5000).nullable(),
    /** The parent's own note ('Edit details'); null or '' clears it. The analysis is never touched. */
    note: z.string().max(20_000).nullable(),
    /**
     * The spec's name for the note. The analysis a client read with it (the composed text written
     * back) is dropped, not copied into the note; `note` wins when both are sent.
     */
    personalNotes: z.string().max(20_000).nullable(),
    tags: tags.nullable().transform((value) => value ?? []),
    parentingPhase: z.enum(PHASES).nullable(),
    /** Another of the user's children, or null for none. */
    childProfileId: rowIdInput.nullable(),
  })
  .partial()
  .refine((v) => Object.values(v).some((value) => value !== undefined), 'Nothing to update');
export type ContentUpdateRequest = z.infer<typeof contentUpdateRequest>;

const queryFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** GET /api/content query: search, category, phase, favourites. Unknown keys (userId) are ignored. */
export const contentListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  category: z
    .string()
    .optional()
    .transform((v, ctx) => (v === 'all' || v === 'All Categories' ? undefined : categoryOrUnset(v, ctx))),
  phase: z
    .enum(PHASES)
    .or(z.literal(''))
    .optional()
    .transform((v) => v || undefined),
  /** Several phases at once, comma-separated ('newborn,infant'): the dashboard's 'For {name} now'. */
  phases: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const list = [
        ...new Set(
          (v ?? '')
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean),
        ),
      ];
      const unknown = list.filter((p) => !(PHASES as readonly string[]).includes(p));
      if (unknown.length) ctx.addIssue({ code: 'custom', message: `must be among: ${PHASES.join(', ')}` });
      return list.length ? (list as Phase[]) : undefined;
    }),
  favorites: queryFlag,
  limit: z
    .literal('')
    .transform(() => undefined)
    .or(z.coerce.number().int().min(1).max(500))
    .optional(),
});
export type ContentListQuery = z.infer<typeof contentListQuery>;

export const ANALYSIS_STATUSES = ['pending', 'done', 'skipped', 'failed'] as const;
export const LINK_STATUSES = ['pending', 'read', 'unreadable'] as const;

/**
 * Advice in a saved item that NHS or AAP guidance says never to follow (common's unsafe-advice
 * rules), with the guidance to show: "This goes against NHS advice: <guidance>".
 */
export const guidanceConflict = z.object({
  id: z.string(),
  says: z.string(),
  guidance: z.string(),
  organisation: z.enum(['NHS', 'AAP']),
  url: z.string(),
});
export type GuidanceConflictResponse = z.infer<typeof guidanceConflict>;

export const contentItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  platform: z.enum(PLATFORMS),
  thumbnail: z.string().nullable(),
  originalUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  dateSaved: z.string(),
  isFavorite: z.boolean(),
  parentingPhase: z.string().nullable(),
  /**
   * The spec's notes text (part 1 §3: AI analysis text or user note): the parent's note, a blank
   * line, then the analysis (common's composePersonalNotes); the detail modal's parser reads it.
   */
  personalNotes: z.string().nullable(),
  /** The parent's own note alone (issue 22 point 6): what 'Edit details' edits. */
  note: z.string().nullable(),
  /** The AI analysis alone (formatAnalysisNotes text): replaced by a re-analysis, never by an edit. */
  analysisNotes: z.string().nullable(),
  tags: z.array(z.string()),
  analysisStatus: z.enum(ANALYSIS_STATUSES),
  analysisError: z.string().nullable(),
  /** The child profile the save was made for (the active child at save time; changeable). */
  childProfileId: z.number().int().nullable(),
  /** Where a link points: host without www (e.g. 'babycenter.com'); null without a link. */
  domain: z.string().nullable(),
  /** The site's own name when its page said it (og:site_name), else null. */
  siteName: z.string().nullable(),
  /**
   * Whether the linked page could be read: 'pending' until the worker tried, 'read' when its
   * text was fetched, 'unreadable' when it was not (the web shows "Couldn't read this page" with a
   * retry). null for items without a link (notes, screenshots).
   */
  linkStatus: z.enum(LINK_STATUSES).nullable(),
  /** What the item recommends that guidance says never to follow; the web shows each as a note. */
  guidanceConflicts: z.array(guidanceConflict),
});
export type ContentItem = z.infer<typeof contentItem>;

/**
 * The answer to a save (POST /api/content, POST /api/content/image): the item, and whether it
 * was already saved (200, the existing item, nothing counted) rather than new (201).
 */
export const contentSaveResponse = contentItem.extend({ duplicate: z.boolean() });
export type ContentSaveResponse = z.infer<typeof contentSaveResponse>;

export const usageResponse = z.object({
  usageCount: z.number().int(),
  freeUsageLimit: z.number().int(),
  plan: z.string(),
  unlimited: z.boolean(),
});
export type UsageResponse = z.infer<typeof usageResponse>;

export const statsResponse = z.object({
  totalItems: z.number().int(),
  favoriteItems: z.number().int(),
  categoryCounts: z.record(z.string(), z.number().int()),
  /** The user's AI chat conversations (the dashboard's AI chat card, issue 8 point 9). */
  conversationCount: z.number().int(),
});
export type StatsResponse = z.infer<typeof statsResponse>;

/** Job: analyse one saved item (content → ai-worker). Carries what the worker needs, as it never reads content's schema. */
export const analysisJob = z.object({
  itemId: z.number().int(),
  userId: z.string(),
  url: z.string().nullable(),
  platform: z.enum(PLATFORMS),
  title: z.string().nullable(),
  description: z.string().nullable(),
  text: z.string().nullable(),
  imageKey: z.string().nullable(),
});
export type AnalysisJob = z.infer<typeof analysisJob>;

/** How much of a page's or image's text is kept for search. */
export const READ_TEXT_MAX_CHARS = 20_000;

/** Job: the outcome of an analysis (ai-worker → content). */
export const analysisResult = z.object({
  itemId: z.number().int(),
  userId: z.string(),
  status: z.enum(['done', 'skipped', 'failed']),
  analysis: analysisSchema.optional(),
  /** What the page itself said (title, description, image), when it was fetched. */
  metadata: z
    .object({
      title: z.string().nullable(),
      description: z.string().nullable(),
      image: z.string().nullable(),
      siteName: z.string().nullable().optional(),
    })
    .optional(),
  /** For a link: true when the page's text was fetched, false when it could not be read. */
  pageRead: z.boolean().optional(),
  /**
   * The text read from the page or the image (OCR), for search: an analysis input, so content
   * keeps it only as long as those (ANALYSIS_INPUT_RETENTION_DAYS).
   */
  readText: z.string().max(READ_TEXT_MAX_CHARS).optional(),
  error: z.string().optional(),
});
export type AnalysisResult = z.infer<typeof analysisResult>;

/**
 * The reason an image-analysis job fails with when OCR read no text: content answers it with 422
 * (the image's fault, not the service's), every other failure with 502.
 */
export const NO_TEXT_IN_IMAGE = 'No text found in the image';

/** Job: read a screenshot and suggest a title, category, summary and tags (content waits for it). */
export const imageAnalysisJob = z.object({ userId: z.string(), imageKey: z.string() });
export const imageAnalysisResponse = z.object({
  suggestedTitle: z.string(),
  suggestedCategory: z.string(),
  summary: z.string(),
  extractedTags: z.array(z.string()),
  text: z.string(),
});
export type ImageAnalysisResponse = z.infer<typeof imageAnalysisResponse>;
