import type {
  EndedUsers,
  InternalFamily,
  Logger,
  Plan,
  Pool,
  RateLimit,
  ServiceMetrics,
} from '@nestkeep/common';
import type { ImageStore } from './images/index.js';
import type { Db } from './db/client.js';
import type { UploadLimits } from './domain/uploads.js';
import type { AnalyzeImage } from './jobs/image-analysis.js';
import type { ChildRef, UserStageRef } from './clients/identity.js';
import type { ChatReplies } from './jobs/chat-replies.js';
import type { GenerateNames } from './jobs/name-generation.js';

/** Everything the app needs, built in main.ts (or a test) and passed in. */
export interface ContentDeps {
  /** Prometheus metrics (main.ts adds its queue/outbox gauges); made by createApp when absent. */
  metrics?: ServiceMetrics;
  db: Db;
  pool: Pool;
  logger: Logger;
  internalTokenSecret: string;
  freeSaveLimit: number;
  /** QUICK_SAVE_TITLE_WAIT_MS: how long a quick save waits for the page's title (absent: 0). */
  quickSaveTitleWaitMs?: number;
  planOf: (userId: string) => Promise<Plan>;
  /** The user's children with the active one marked (identity owns them); throws when unreachable. */
  childrenOf: (userId: string) => Promise<ChildRef[]>;
  /** The user's own onboarding stage (identity owns it): a question about no child is answered for it. */
  userStageOf: (userId: string) => Promise<UserStageRef>;
  /** The user's family partner and name-favourite sharing (identity owns it); throws when unreachable. */
  familyOf: (userId: string) => Promise<InternalFamily>;
  /** Identity's "user ended" markers: a save of a deleted or anonymised user is refused (401). */
  endedUsers: Pick<EndedUsers, 'isEnded'>;
  /** Called after a commit that wrote outbox events, so they are relayed at once. */
  onEventsWritten: () => void;
  now: () => Date;
  images: ImageStore;
  /** Reads a stored screenshot through the ai-worker and waits for its suggestions. */
  analyzeImage: AnalyzeImage;
  /** Per-user storage quota for uploaded images. */
  uploadLimits: UploadLimits;
  /** Counts an analysis request (each may be a paid provider call); throws 429 over the rate. */
  analyzeRate: RateLimit;
  /** The baby name generator (issue 9). */
  names: {
    /** Queues a request for the ai-worker and waits for the names (503 when it cannot answer). */
    generate: GenerateNames;
    /** Generations per signed-in user, and per visitor address (tighter), per window. */
    userRate: RateLimit;
    visitorRate: RateLimit;
  };
  /** The AI chat (issue 8). */
  chat: {
    /** Reply jobs on the chat-replies queue and their Redis streams. */
    replies: ChatReplies;
    /** Questions per calendar month (UTC) on the free plan. */
    freeLimit: number;
    /** How long a reply may take (also caps an SSE stream, with a margin). */
    replyTimeoutMs: number;
  };
}
