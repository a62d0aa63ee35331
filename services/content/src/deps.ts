import type { ImageAnalysisResponse, Logger, Plan, Pool } from '@nestkeep/common';
import type { ImageStore } from './images/index.js';
import type { Db } from './db/client.js';

/** Everything the app needs, built in main.ts (or a test) and passed in. */
export interface ContentDeps {
  db: Db;
  pool: Pool;
  logger: Logger;
  internalTokenSecret: string;
  freeSaveLimit: number;
  planOf: (userId: string) => Promise<Plan>;
  /** The user's children with the active one marked (identity owns them); throws when unreachable. */
  childrenOf: (userId: string) => Promise<Array<{ id: number; isActive: boolean }>>;
  /** Called after a commit that wrote outbox events, so they are relayed at once. */
  onEventsWritten: () => void;
  now: () => Date;
  images: ImageStore;
  /** Reads a stored screenshot through the ai-worker and waits for its suggestions. */
  analyzeImage: (userId: string, imageKey: string) => Promise<ImageAnalysisResponse>;
}
