import { AppError, serviceToken } from '@nestkeep/common';
import { z } from 'zod';

const internalUser = z.object({ id: z.string(), email: z.string() });

/**
 * A user's email address, asked of identity (GET /internal/users/:id with a service token):
 * billing needs it for the Stripe customer. 503 when identity cannot answer.
 */
export function createEmailLookup(opts: { identityUrl: string; secret: string; timeoutMs?: number }) {
  return async function emailOf(userId: string): Promise<string> {
    let res: Response;
    try {
      const token = await serviceToken('billing', { secret: opts.secret, audience: 'identity' });
      res = await fetch(new URL(`/internal/users/${encodeURIComponent(userId)}`, opts.identityUrl), {
        headers: { 'x-internal-token': token },
        signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
      });
    } catch (err) {
      throw unavailable(err);
    }
    if (res.status === 404) throw new AppError(404, 'not_found', 'User not found');
    if (!res.ok) throw unavailable(`identity answered ${res.status}`);
    return internalUser.parse(await res.json()).email;
  };
}
export type EmailLookup = ReturnType<typeof createEmailLookup>;

function unavailable(cause: unknown): AppError {
  return new AppError(503, 'unavailable', 'Checkout is unavailable right now; please try again', {
    cause: String(cause),
  });
}
