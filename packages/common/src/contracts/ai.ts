import { z } from 'zod';
import { CATEGORIES, PHASES, PLATFORMS } from '../content-taxonomy.js';

/** What any AI provider returns for a piece of content; validated before it is stored. */
export const analysisSchema = z.object({
  summary: z.string().max(2000),
  keyPoints: z.array(z.string().min(1).max(500)).max(10),
  actionItems: z.array(z.string().min(1).max(500)).max(10),
  hashtags: z.array(z.string().regex(/^#[\p{L}\p{N}_]+$/u)).max(15),
  category: z.enum(CATEGORIES),
  parentingPhase: z.enum(PHASES),
  suggestedTitle: z.string().max(300).optional(),
});
export type Analysis = z.infer<typeof analysisSchema>;

/** What the analysis of one item starts from. */
export const analysisInputSchema = z.object({
  url: z.string().nullable(),
  platform: z.enum(PLATFORMS),
  title: z.string().nullable(),
  description: z.string().nullable(),
  /** Text the user or the iOS shortcut sent (a caption, a note). */
  text: z.string().nullable(),
});
export type AnalysisInput = z.infer<typeof analysisInputSchema>;
