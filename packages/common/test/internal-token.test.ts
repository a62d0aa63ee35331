import { describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.js';
import { serviceToken, signInternalToken, userIdOf, verifyInternalToken } from '../src/internal-token.js';

const secret = 'a-test-secret-that-is-at-least-32-chars';

async function rejects(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 0;
  } catch (err) {
    return err instanceof AppError ? err.status : -1;
  }
}

describe('internal tokens', () => {
  it('carries a user for one audience', async () => {
    const token = await signInternalToken(
      { kind: 'user', userId: 'u-1', role: 'admin' },
      { secret, audience: 'content' },
    );
    expect(await verifyInternalToken(token, { secret, audience: 'content' })).toEqual({
      kind: 'user',
      userId: 'u-1',
      role: 'admin',
    });
    expect(await rejects(verifyInternalToken(token, { secret, audience: 'identity' }))).toBe(401);
  });

  it('reuses a service token per secret and audience, each valid for its audience only', async () => {
    const first = await serviceToken('content', { secret, audience: 'identity' });
    expect(await serviceToken('content', { secret, audience: 'identity' })).toBe(first);
    expect(await verifyInternalToken(first, { secret, audience: 'identity' })).toEqual({
      kind: 'service',
      service: 'content',
    });
    const forBilling = await serviceToken('content', { secret, audience: 'billing' });
    expect(forBilling).not.toBe(first);
    expect(await rejects(verifyInternalToken(forBilling, { secret, audience: 'identity' }))).toBe(401);
    const otherSecret = `${secret}-rotated`;
    const rotated = await serviceToken('content', { secret: otherSecret, audience: 'identity' });
    expect(await verifyInternalToken(rotated, { secret: otherSecret, audience: 'identity' })).toMatchObject({
      service: 'content',
    });
    expect(await rejects(verifyInternalToken(rotated, { secret, audience: 'identity' }))).toBe(401);
  });

  it('carries a service', async () => {
    const token = await signInternalToken(
      { kind: 'service', service: 'gateway' },
      { secret, audience: 'identity' },
    );
    expect(await verifyInternalToken(token, { secret, audience: 'identity' })).toEqual({
      kind: 'service',
      service: 'gateway',
    });
  });

  it('carries a signed-out visitor, who is never a user', async () => {
    const token = await signInternalToken({ kind: 'visitor' }, { secret, audience: 'content' });
    const principal = await verifyInternalToken(token, { secret, audience: 'content' });
    expect(principal).toEqual({ kind: 'visitor' });
    expect(() => userIdOf({ principal })).toThrow(AppError);
    expect(await rejects(verifyInternalToken(token, { secret, audience: 'identity' }))).toBe(401);
  });

  it('lives 60 seconds', async () => {
    const issued = new Date('2026-01-01T00:00:00Z');
    const token = await signInternalToken(
      { kind: 'user', userId: 'u', role: 'user' },
      { secret, audience: 'identity', now: issued },
    );
    const at = (s: number) => ({
      secret,
      audience: 'identity' as const,
      now: new Date(issued.getTime() + s * 1000),
    });
    expect((await verifyInternalToken(token, at(59))).kind).toBe('user');
    expect(await rejects(verifyInternalToken(token, at(61)))).toBe(401);
  });

  it('refuses another secret, a tampered payload and junk', async () => {
    const token = await signInternalToken(
      { kind: 'user', userId: 'u', role: 'user' },
      { secret, audience: 'identity' },
    );
    expect(await rejects(verifyInternalToken(token, { secret: secret + 'x', audience: 'identity' }))).toBe(
      401,
    );
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, role: 'admin' })).toString('base64url');
    expect(await rejects(verifyInternalToken(`${h}.${forged}.${s}`, { secret, audience: 'identity' }))).toBe(
      401,
    );
    expect(await rejects(verifyInternalToken('junk', { secret, audience: 'identity' }))).toBe(401);
  });
});
