import type { EndedUsers, Logger, Pool, RateLimit, ServiceMetrics } from '@nestkeep/common';
import type { Db } from './db/client.js';
import type { InvitationMailer } from './mail/invitation.js';
import type { ContentAdminClient } from './clients/content-admin.js';

/** Everything the app needs, built in main.ts (or a test) and passed in. */
export interface IdentityDeps {
  /** Prometheus metrics (main.ts adds its queue/outbox gauges); made by createApp when absent. */
  metrics?: ServiceMetrics;
  db: Db;
  pool: Pool;
  logger: Logger;
  internalTokenSecret: string;
  adminEmails: readonly string[];
  /**
   * "User ended" markers in Redis: set before a deletion or anonymisation commits, so the gateway
   * and content refuse the user from that moment (the events only tidy up later).
   */
  endedUsers: Pick<EndedUsers, 'ending'>;
  /** Called after a commit that wrote outbox events, so they are relayed at once. */
  onEventsWritten: () => void;
  now: () => Date;
  /** Content's counts for the admin panel (absent: the admin routes that need them answer 503). */
  contentAdmin?: ContentAdminClient;
  /** Content's internal API (privacy export; default http://127.0.0.1:5102). */
  contentUrl?: string | (() => string);
  /** Billing's internal API (privacy export; default http://127.0.0.1:5103). */
  billingUrl?: string | (() => string);
  /** What GET /api/privacy/data-usage promises (defaults: 30 days, 30 days, 24 hours). */
  privacy?: {
    analysisInputRetentionDays?: number;
    sessionTtlDays?: number;
    uploadOrphanHours?: number;
    /** How long content's or billing's answer may stall mid-body before the export gives up (30 s). */
    exportIdleTimeoutMs?: number;
  };
  /** Family invitations (defaults: http://localhost:5000, 7 days, no mailer: the owner copies the link). */
  family?: {
    appOrigin?: string;
    inviteTtlDays?: number;
    /** Counts an owner's invite requests (429 beyond FAMILY_INVITES_PER_HOUR); main.ts builds it on Redis. */
    inviteRateLimit?: RateLimit;
    /** Null when SMTP_URL is unset. */
    mailer?: InvitationMailer | null;
  };
}
