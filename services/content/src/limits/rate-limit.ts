// The per-user Redis rate limit lives in common (identity limits family invitations with it too).
export { createRateLimit, type RateLimit } from '@nestkeep/common';
