import type { Analysis, AnalysisInput } from '@nestkeep/common';

/**
 * One interface, two implementations chosen by config (ARCHITECTURE.md "AI providers"):
 * `local` (offline, deterministic) and `openai` (any OpenAI-compatible server).
 */
export interface AiProvider {
  readonly name: 'local' | 'openai';
  /** Key points, action steps, hashtags, category and phase for one piece of content. */
  analyze(input: AnalysisInput): Promise<Analysis>;
}
