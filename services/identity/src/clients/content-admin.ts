import { AppError, serviceToken } from '@nestkeep/common';
import { z } from 'zod';

/** One user's counts as content keeps them. */
const userCounts = z.object({
  /** Saves counted against the free limit this calendar month (UTC). */
  usageCount: z.number().int(),
  contentCount: z.number().int(),
  /** Chat conversations. */
  chatCount: z.number().int(),
});
export type UserCounts = z.infer<typeof userCounts>;
const userCountsResponse = z.record(z.string(), userCounts);
const statsResponse = z.object({ totalContent: z.number().int(), totalChats: z.number().int() });

/** Content's part of the admin panel: counts for one page of users (one call), and totals. */
export interface ContentAdminClient {
  userCounts(userIds: string[]): Promise<Record<string, UserCounts>>;
  stats(): Promise<z.infer<typeof statsResponse>>;
}

export const CONTENT_UNAVAILABLE =
  'The content service is unavailable, so content and chat counts cannot be shown right now. Please try again shortly.';

export const contentUnavailable = (cause?: unknown) =>
  new AppError(
    503,
    'unavailable',
    CONTENT_UNAVAILABLE,
    cause === undefined ? undefined : { cause: String(cause) },
  );

/**
 * Asks content's /internal/admin routes as the identity service. `contentUrl` may be a function
 * (a test stack learns content's port after identity starts). Any failure is a 503 with a clear message.
 */
export function createContentAdminClient(opts: {
  contentUrl: string | (() => string);
  secret: string;
  timeoutMs?: number;
}): ContentAdminClient {
  const call = async <T>(path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> => {
    try {
      const base = typeof opts.contentUrl === 'function' ? opts.contentUrl() : opts.contentUrl;
      const token = await serviceToken('identity', { secret: opts.secret, audience: 'content' });
      const res = await fetch(new URL(path, base), {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'x-internal-token': token, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
      });
      if (!res.ok) throw new Error(`content answered ${res.status}`);
      return schema.parse(await res.json());
    } catch (err) {
      throw contentUnavailable(err);
    }
  };
  return {
    userCounts: async (userIds) =>
      userIds.length === 0 ? {} : call('/internal/admin/user-counts', userCountsResponse, { userIds }),
    stats: () => call('/internal/admin/stats', statsResponse),
  };
}
