import {
  serviceToken,
  userUpsertResponse,
  type UserUpsertRequest,
  type UserUpsertResponse,
} from '@nestkeep/common';

/** Tells identity who just signed in; identity creates or refreshes the user and names its role. */
export async function recordSignIn(
  opts: { identityUrl: string; secret: string; requestId?: string },
  user: UserUpsertRequest,
): Promise<UserUpsertResponse> {
  const token = await serviceToken('gateway', { secret: opts.secret, audience: 'identity' });
  const res = await fetch(new URL('/internal/users/sign-in', opts.identityUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-internal-token': token,
      ...(opts.requestId ? { 'x-request-id': opts.requestId } : {}),
    },
    body: JSON.stringify(user),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`identity refused the sign-in: ${res.status} ${await res.text()}`);
  return userUpsertResponse.parse(await res.json());
}
