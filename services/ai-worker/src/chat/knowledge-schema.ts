import { z } from 'zod';

/**
 * One passage of the trusted-guidance knowledge base (issue 8 point 3): a short summary, in our own
 * words, of one public page of a trusted organisation, tagged with the ages it applies to. The data
 * lives in services/ai-worker/knowledge/<topic>.json (one file per topic, an array of passages),
 * loaded at start.
 *
 * Every sentence of `text` must stand on its own (no "this" or "it" pointing back at the sentence
 * before): the local provider picks single sentences to answer with.
 */
export const knowledgePassage = z.object({
  /** Unique across the base, kebab-case: 'safe-sleep-back-to-sleep'. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** The file's topic: 'safe-sleep', 'fever', ... */
  topic: z.string().min(1),
  /** A short heading: 'Put babies to sleep on their back'. */
  title: z.string().min(3),
  /** 2 to 5 short, plain, self-contained sentences. */
  text: z.string().min(40),
  /** Words a parent might ask with that the text does not use: 'sids', 'cot death', 'crib'. */
  keywords: z.array(z.string().min(2)).default([]),
  source: z.object({
    /** 'American Academy of Pediatrics', 'NHS', 'CDC', 'World Health Organization', ... */
    organisation: z.string().min(2),
    /** The public page summarised (https). */
    url: z.url({ protocol: /^https$/ }),
    /** That page's title. */
    page: z.string().min(3),
  }),
  /** Who it applies to: at least one of these. Postpartum passages use the baby's age (0-12 months). */
  ages: z
    .object({
      trying: z.boolean().optional(),
      /** Weeks of pregnancy, inclusive: [1, 13] for the first trimester. */
      pregnancyWeeks: z.tuple([z.number().int().min(0), z.number().int().max(42)]).optional(),
      /** The child's age in months, inclusive: [0, 12]. */
      childMonths: z.tuple([z.number().int().min(0), z.number().int().max(216)]).optional(),
    })
    .refine((a) => a.trying || a.pregnancyWeeks || a.childMonths, 'must name at least one age range'),
});
export type KnowledgePassage = z.infer<typeof knowledgePassage>;
