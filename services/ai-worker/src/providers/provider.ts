import type {
  Analysis,
  AnalysisInput,
  ChatChild,
  ChatSource,
  GeneratedName,
  NameGenerationQuery,
} from '@nestkeep/common';

/**
 * One interface, two implementations chosen by config (ARCHITECTURE.md "AI providers"):
 * `local` (offline, deterministic) and `openai` (any OpenAI-compatible server).
 */
export interface AiProvider {
  readonly name: 'local' | 'openai';
  /** Key points, action steps, hashtags, category and phase for one piece of content. */
  analyze(input: AnalysisInput): Promise<Analysis>;
}

/** One passage an answer may draw on, numbered for citation ([1] is `n: 1`). */
export interface ChatPassage {
  n: number;
  kind: 'trusted' | 'saved';
  title: string;
  /** For a save that goes against guidance, its notes instead of its own text. */
  text: string;
  source: ChatSource;
  /** A save's "This goes against NHS advice: ..." notes: it is shown by these, never quoted as advice. */
  notes?: readonly string[];
  /** Its topic's "get help now if..." passage: the answer ends with its most urgent action sentence. */
  getHelp?: boolean;
}

export interface ChatAnswerInput {
  question: string;
  child: ChatChild;
  /** Best first; never empty (a question with nothing relevant is answered without a provider). */
  passages: readonly ChatPassage[];
  /** The last turns of the conversation, oldest first. */
  history: ReadonlyArray<{ role: 'user' | 'assistant'; content: string }>;
  /** The urgent-care advice the answer opens with (added by the caller, not by the provider). */
  urgentPreamble?: string;
}

export interface ChatAnswer {
  /** The guidance, citing passages as [n]; no urgent preamble and no disclaimer (the caller adds them). */
  content: string;
  /** The passage numbers cited, in order of first citation. */
  cited: number[];
}

/**
 * Answers a parent's question from retrieved passages only (issue 8 point 5), streaming the text
 * through `onToken` as it is written; the tokens joined make `content`. A separate interface from
 * AiProvider so analysis-only providers (test doubles) stay valid; both real providers have both.
 */
export interface ChatAnswerer {
  readonly name: 'local' | 'openai';
  answerQuestion(input: ChatAnswerInput, onToken: (text: string) => void): Promise<ChatAnswer>;
}

/**
 * Baby names for the generator (issue 9 item 2): names that fit the query's filters, none of its
 * `exclude` list, at most `count`. An empty list means nothing fits.
 */
export interface NameGenerator {
  readonly name: 'local' | 'openai';
  generateNames(query: NameGenerationQuery): Promise<GeneratedName[]>;
}
