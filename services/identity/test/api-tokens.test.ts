import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiToken, ApiTokenCreated } from '@nestkeep/common';
import { gatewayToken, signedInUser, startIdentity, type IdentityHarness } from './harness.js';
import { hashApiToken } from '../src/domain/api-tokens.js';

let clock = new Date('2026-03-01T10:00:00.000Z');
let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity(undefined, { now: () => clock });
});
afterAll(() => h.close());

async function verify(token: unknown) {
  return request(h.app)
    .post('/internal/tokens/verify')
    .set('x-internal-token', await gatewayToken())
    .send({ token });
}

interface TokenRow {
  id: number;
  user_id: string;
  name: string;
  scope: string;
  token_hash: string;
  hint: string;
  created_at: Date;
  last_used_at: Date | null;
}
async function rowsOf(userId: string): Promise<TokenRow[]> {
  const { rows } = await h.pool.query<TokenRow>(
    'SELECT * FROM identity.api_tokens WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows;
}

describe('POST /api/tokens', () => {
  it('answers the secret once (nk_ + 43 base64url characters) and stores only its SHA-256 and hint', async () => {
    const u = await signedInUser(h, 'tok-create');
    const res = await u.post('/api/tokens', { name: '  iPhone shortcut  ' });
    expect(res.status).toBe(201);
    const created = res.body as ApiTokenCreated;
    expect(created.token).toMatch(/^nk_[A-Za-z0-9_-]{43}$/);
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'iPhone shortcut',
      scope: 'save',
      hint: `${created.token.slice(0, 10)}…`,
      createdAt: clock.toISOString(),
      lastUsedAt: null,
      token: created.token,
    });

    const rows = await rowsOf(u.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashApiToken(created.token));
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    // No column of any row holds the secret (or its random part).
    const secretPart = created.token.slice(3);
    const { rows: all } = await h.pool.query('SELECT * FROM identity.api_tokens');
    for (const row of all) {
      const text = JSON.stringify(row);
      expect(text).not.toContain(created.token);
      expect(text).not.toContain(secretPart);
    }

    // The list never shows the secret again.
    const list = await u.get('/api/tokens');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: created.id,
        name: 'iPhone shortcut',
        scope: 'save',
        hint: created.hint,
        createdAt: created.createdAt,
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(secretPart);
  });

  it('makes a different secret every time', async () => {
    const u = await signedInUser(h, 'tok-distinct');
    const a = (await u.post('/api/tokens', { name: 'A' })).body as ApiTokenCreated;
    const b = (await u.post('/api/tokens', { name: 'A' })).body as ApiTokenCreated;
    expect(a.token).not.toBe(b.token);
    expect(a.id).not.toBe(b.id);
  });

  it.each([
    [{}, 'name: Give the token a name'],
    [{ name: '' }, 'name: Give the token a name'],
    [{ name: '    ' }, 'name: Give the token a name'],
    [{ name: 42 }, 'name: Give the token a name'],
    [{ name: 'x'.repeat(61) }, 'name: The name must be at most 60 characters'],
    [{ name: 'ok', scope: 'admin' }, 'scope'],
  ])('refuses %j with 400 and says what was wrong', async (body, message) => {
    const u = await signedInUser(h, 'tok-bad');
    const res = await u.post('/api/tokens', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await rowsOf(u.id)).toHaveLength(0);
  });

  it('allows 20 tokens per user and refuses the 21st with 409 until one is revoked', async () => {
    const u = await signedInUser(h, 'tok-limit');
    const other = await signedInUser(h, 'tok-limit-other');
    const ids: number[] = [];
    for (let i = 1; i <= 20; i++) {
      const res = await u.post('/api/tokens', { name: `Token ${i}` });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const refused = await u.post('/api/tokens', { name: 'One too many' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'You already have 20 API tokens, the most allowed. Revoke one you no longer use first.',
    );
    expect(await rowsOf(u.id)).toHaveLength(20);
    // Another user's count is their own.
    expect((await other.post('/api/tokens', { name: 'Mine' })).status).toBe(201);

    expect((await u.del(`/api/tokens/${ids[0]}`)).status).toBe(204);
    expect((await u.post('/api/tokens', { name: 'Room again' })).status).toBe(201);
    expect((await u.post('/api/tokens', { name: 'Full again' })).status).toBe(409);
  });

  it('never lets 25 concurrent creates pass the limit', async () => {
    const u = await signedInUser(h, 'tok-race');
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => u.post('/api/tokens', { name: `Race ${i}` })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(20);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    expect(await rowsOf(u.id)).toHaveLength(20);
  });
});

describe('GET /api/tokens', () => {
  it("lists the caller's tokens newest first, never another user's", async () => {
    const u = await signedInUser(h, 'tok-list');
    const other = await signedInUser(h, 'tok-list-other');
    clock = new Date('2026-03-01T10:00:00.000Z');
    await u.post('/api/tokens', { name: 'Old' });
    clock = new Date('2026-03-02T10:00:00.000Z');
    await u.post('/api/tokens', { name: 'New' });
    await other.post('/api/tokens', { name: 'Theirs' });
    const list = (await u.get('/api/tokens')).body as ApiToken[];
    expect(list.map((t) => t.name)).toEqual(['New', 'Old']);
    expect((await other.get('/api/tokens')).body.map((t: ApiToken) => t.name)).toEqual(['Theirs']);
  });

  it('requires a signed-in user', async () => {
    expect((await request(h.app).get('/api/tokens')).status).toBe(401);
    const asService = await request(h.app)
      .get('/api/tokens')
      .set('x-internal-token', await gatewayToken());
    expect(asService.status).toBe(401);
  });
});

describe('DELETE /api/tokens/:id', () => {
  it('revokes: the token no longer verifies, and the row is gone', async () => {
    const u = await signedInUser(h, 'tok-revoke');
    const created = (await u.post('/api/tokens', { name: 'Revoke me' })).body as ApiTokenCreated;
    expect((await verify(created.token)).status).toBe(200);
    expect((await u.del(`/api/tokens/${created.id}`)).status).toBe(204);
    const after = await verify(created.token);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Invalid or revoked API token');
    expect(await rowsOf(u.id)).toHaveLength(0);
    // A second delete: nothing to revoke.
    expect((await u.del(`/api/tokens/${created.id}`)).status).toBe(404);
  });

  it("answers 404 for another user's token and leaves it working", async () => {
    const owner = await signedInUser(h, 'tok-owner');
    const intruder = await signedInUser(h, 'tok-intruder');
    const created = (await owner.post('/api/tokens', { name: 'Mine' })).body as ApiTokenCreated;
    const res = await intruder.del(`/api/tokens/${created.id}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Token not found');
    expect(await rowsOf(owner.id)).toHaveLength(1);
    expect((await verify(created.token)).status).toBe(200);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 404 for the id %s', async (id) => {
    const u = await signedInUser(h, 'tok-badid');
    expect((await u.del(`/api/tokens/${id}`)).status).toBe(404);
  });
});

describe('POST /internal/tokens/verify', () => {
  it('answers who the token acts for and its scope', async () => {
    const u = await signedInUser(h, 'tok-verify');
    const created = (await u.post('/api/tokens', { name: 'Verify' })).body as ApiTokenCreated;
    const res = await verify(created.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tokenId: created.id, userId: u.id, scope: 'save' });
  });

  it('answers 401 for an unknown token and 400 for a malformed body', async () => {
    const unknown = await verify(`nk_${'A'.repeat(43)}`);
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Invalid or revoked API token');
    expect((await verify('')).status).toBe(400);
    expect((await verify(12)).status).toBe(400);
  });

  it('is for services only: a user principal (even the owner) gets 401', async () => {
    const u = await signedInUser(h, 'tok-verify-user');
    const created = (await u.post('/api/tokens', { name: 'Verify' })).body as ApiTokenCreated;
    const res = await u.post('/internal/tokens/verify', { token: created.token });
    expect(res.status).toBe(401);
    expect((await request(h.app).post('/internal/tokens/verify').send({ token: created.token })).status).toBe(
      401,
    );
  });

  it('records lastUsedAt at most once a minute', async () => {
    const u = await signedInUser(h, 'tok-lastused');
    clock = new Date('2026-04-01T08:00:00.000Z');
    const created = (await u.post('/api/tokens', { name: 'Used' })).body as ApiTokenCreated;
    expect((await rowsOf(u.id))[0]!.last_used_at).toBeNull();

    clock = new Date('2026-04-01T08:00:05.000Z');
    await verify(created.token);
    expect((await rowsOf(u.id))[0]!.last_used_at?.toISOString()).toBe('2026-04-01T08:00:05.000Z');

    clock = new Date('2026-04-01T08:00:50.000Z');
    await verify(created.token);
    expect((await rowsOf(u.id))[0]!.last_used_at?.toISOString()).toBe('2026-04-01T08:00:05.000Z');

    clock = new Date('2026-04-01T08:01:05.000Z');
    await verify(created.token);
    expect((await rowsOf(u.id))[0]!.last_used_at?.toISOString()).toBe('2026-04-01T08:01:05.000Z');

    const list = (await u.get('/api/tokens')).body as ApiToken[];
    expect(list[0]!.lastUsedAt).toBe('2026-04-01T08:01:05.000Z');
  });
});

describe('account deletion', () => {
  it("removes the user's tokens with the user row", async () => {
    const u = await signedInUser(h, 'tok-cascade');
    const created = (await u.post('/api/tokens', { name: 'Gone soon' })).body as ApiTokenCreated;
    expect(await rowsOf(u.id)).toHaveLength(1);
    await h.pool.query('DELETE FROM identity.users WHERE id = $1', [u.id]);
    expect(await rowsOf(u.id)).toHaveLength(0);
    expect((await verify(created.token)).status).toBe(401);
  });
});
