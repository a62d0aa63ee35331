import type { ChildProfile, FeedingLogResponse } from '@nestkeep/common/web';
import { stubFetch, USER } from '@/components/content/test-helpers';

const zero = { breastFeeds: 0, breastMinutes: 0, bottleFeeds: 0, bottleMl: 0, solids: 0 };
/** A feeding log with nothing in it yet. */
export const EMPTY_LOG: FeedingLogResponse = {
  entries: [],
  lastFeed: null,
  today: zero,
  days: [],
  timeZone: 'UTC',
};

/**
 * The API the feeding tracker page calls, for one child (id 3) with an empty log: a posted feed is
 * answered as saved, with what was sent. The calls made, for assertions.
 */
export function serveFeeding(child: ChildProfile) {
  return stubFetch({
    'GET /api/auth/user': () => ({ status: 200, body: USER }),
    'GET /api/child-profiles': () => ({ status: 200, body: [child] }),
    'GET /api/feeding/3': () => ({ status: 200, body: EMPTY_LOG }),
    'POST /api/feeding/3': (init) => ({
      status: 201,
      body: {
        id: 9,
        childProfileId: 3,
        notes: null,
        createdAt: new Date().toISOString(),
        canDelete: true,
        ...(JSON.parse(String(init?.body)) as object),
      },
    }),
  });
}
