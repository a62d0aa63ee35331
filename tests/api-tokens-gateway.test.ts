import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type ApiTokenCreated,
  closeRedis,
  createLogger,
  createRedis,
  parseConfig,
  verifyInternalToken,
} from '@nestkeep/common';
import { ADMIN_EMAIL } from '../services/identity/test/harness.js';
import { createApp as createGateway } from '../services/gateway/src/app.js';
import { gatewayConfigSchema } from '../services/gateway/src/config.js';
import { TEST_INTERNAL_SECRET, testPrefix } from './support/db.js';
import { Client } from './support/http-client.js';
import { freePort, listen } from './support/servers.js';
import { startStack, type Stack } from './support/stack.js';

/** Per user (all their tokens and session) in one window: low, so the limit is reached in a test. */
const API_MAX = 20;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ RATE_LIMIT_API_MAX: String(API_MAX), RATE_LIMIT_WINDOW_SECONDS: '600' });
});
afterAll(() => stack.close());

let seq = 0;
/** A signed-in browser (session cookie) and a token it created for itself. */
async function userWithToken(label: string, name = 'iPhone shortcut') {
  seq += 1;
  const browser = new Client(stack.gatewayUrl);
  const signIn = await browser.devSignIn(`${label}-${seq}@example.com`);
  expect(signIn.status).toBe(200);
  const { id } = (await signIn.json()) as { id: string };
  const created = await browser.post('/api/tokens', { name });
  expect(created.status).toBe(201);
  const token = (await created.json()) as ApiTokenCreated;
  return { browser, id, token: token.token, tokenId: token.id, bearer: bearerClient(token.token) };
}

/** A client with nothing but the bearer: no cookies, no Origin (like the iOS shortcut or curl). */
function bearerClient(token: string, origin: string | null = null) {
  const client = new Client(stack.gatewayUrl, origin);
  const auth = { authorization: `Bearer ${token}` };
  return {
    client,
    call: (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      client.request(method, path, body, { ...auth, ...headers }),
  };
}

async function expectNoCookie(res: Response) {
  expect(res.headers.getSetCookie()).toEqual([]);
}

async function tinyPng(): Promise<Blob> {
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 30, b: 90 } },
  })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

describe('a personal API token through the gateway', () => {
  it('saves, lists and reads usage and the user with only the bearer, never setting a cookie', async () => {
    const u = await userWithToken('saver');
    const saved = await u.bearer.call('POST', '/api/content', {
      originalUrl: 'https://www.tiktok.com/@sleepcoach/video/987',
    });
    expect(saved.status).toBe(201);
    await expectNoCookie(saved);
    const item = (await saved.json()) as { id: number; duplicate: boolean };
    expect(item).toMatchObject({ id: expect.any(Number), duplicate: false });

    const again = await u.bearer.call('POST', '/api/content', {
      originalUrl: 'https://www.tiktok.com/@sleepcoach/video/987',
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: item.id, duplicate: true });

    const list = await u.bearer.call('GET', '/api/content');
    expect(list.status).toBe(200);
    await expectNoCookie(list);
    expect(((await list.json()) as { id: number }[]).map((i) => i.id)).toEqual([item.id]);

    const usage = await u.bearer.call('GET', '/api/user/usage');
    expect(usage.status).toBe(200);
    expect(await usage.json()).toMatchObject({ usageCount: 1, plan: 'free' });

    const me = await u.bearer.call('GET', '/api/auth/user');
    expect(me.status).toBe(200);
    await expectNoCookie(me);
    expect(await me.json()).toMatchObject({ id: u.id, email: `saver-${seq}@example.com`, role: 'user' });

    // The session sees the same library.
    expect(
      ((await (await u.browser.get('/api/content')).json()) as { id: number }[]).map((i) => i.id),
    ).toEqual([item.id]);
    // The token's last use is recorded.
    const tokens = (await (await u.browser.get('/api/tokens')).json()) as {
      id: number;
      lastUsedAt: string;
    }[];
    expect(tokens.find((t) => t.id === u.tokenId)?.lastUsedAt).toEqual(expect.any(String));
  });

  it('uploads an image with the bearer and reads it back', async () => {
    const u = await userWithToken('uploader');
    const form = new FormData();
    form.append('image', await tinyPng(), 'tip.png');
    const res = await fetch(new URL('/api/upload-image', stack.gatewayUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${u.token}` },
      body: form,
    });
    expect(res.status).toBe(201);
    await expectNoCookie(res);
    const { imageUrl } = (await res.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(new RegExp(`^/api/images/${u.id}/`));
    const image = await u.bearer.call('GET', imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('refuses every route family outside the save scope with 401 and says which call', async () => {
    const u = await userWithToken('scoped');
    const item = (await (await u.bearer.call('POST', '/api/content', { title: 'Scoped tip' })).json()) as {
      id: number;
    };
    const child = await u.browser.post('/api/child-profiles', { name: 'Mia', currentStage: 'infant' });
    expect(child.status).toBe(201);
    const childId = ((await child.json()) as { id: number }).id;

    const calls: [string, string, unknown?][] = [
      // child profiles
      ['GET', '/api/child-profiles'],
      ['POST', '/api/child-profiles', { name: 'Leo', currentStage: 'infant' }],
      ['PUT', `/api/child-profiles/${childId}`, { name: 'Changed' }],
      ['PATCH', `/api/child-profiles/${childId}/activate`],
      ['DELETE', `/api/child-profiles/${childId}`],
      // onboarding
      ['POST', '/api/onboarding', { currentStage: 'infant' }],
      // profile and email preferences
      ['GET', '/api/user/profile'],
      ['PUT', '/api/user/profile', { displayName: 'Mallory' }],
      ['GET', '/api/user/email-preferences'],
      ['POST', '/api/user/email-preferences', { weeklyDigest: false }],
      // chat
      ['GET', '/api/chat/conversations'],
      ['POST', '/api/chat/conversations', { title: 'x' }],
      ['GET', '/api/chat/usage'],
      ['DELETE', '/api/chat/conversations/1'],
      // names (favourites and the generator)
      ['GET', '/api/names/favorites'],
      ['POST', '/api/names/favorites', { name: 'Ada' }],
      ['DELETE', '/api/names/favorites/Ada'],
      ['POST', '/api/generate-baby-names', { gender: 'girl' }],
      // milestones, growth, feeding
      ['GET', `/api/milestones/${childId}`],
      ['POST', '/api/milestones/toggle', { childProfileId: childId, milestoneId: 'm2-social-1' }],
      ['GET', `/api/growth/${childId}`],
      ['POST', `/api/growth/${childId}`, { measuredOn: '2026-01-01', weightKg: 5 }],
      ['DELETE', `/api/growth/${childId}/1`],
      ['GET', `/api/feeding/${childId}`],
      ['POST', `/api/feeding/${childId}`, { type: 'bottle' }],
      ['DELETE', `/api/feeding/${childId}/1`],
      // family
      ['GET', '/api/family'],
      ['GET', '/api/family/status'],
      ['GET', '/api/family/members'],
      ['POST', '/api/family/invite', { email: 'x@example.com' }],
      ['POST', '/api/family/accept', { token: 'x' }],
      ['PATCH', '/api/family/settings', { shareNameFavorites: true }],
      ['DELETE', '/api/family/membership'],
      ['DELETE', '/api/family/members/1'],
      // tokens: a token can never manage tokens
      ['GET', '/api/tokens'],
      ['POST', '/api/tokens', { name: 'Another' }],
      ['DELETE', `/api/tokens/${u.tokenId}`],
      // billing
      ['GET', '/api/subscription'],
      ['POST', '/api/create-checkout-session', { plan: 'pro' }],
      ['POST', '/api/billing/portal'],
      // stats
      ['GET', '/api/stats'],
      // content beyond saving and reading
      ['PUT', `/api/content/${item.id}`, { category: 'Parenting Tips' }],
      ['DELETE', `/api/content/${item.id}`],
      ['POST', `/api/content/${item.id}/favorite`],
      ['PATCH', `/api/content/${item.id}/favorite`],
      ['POST', `/api/content/${item.id}/analyze`],
      // sign-in and sign-out paths on /api
      ['GET', '/api/login'],
      ['GET', '/api/logout'],
      ['POST', '/api/logout'],
      // a path no service serves
      ['GET', '/api/admin/users'],
    ];
    for (const [method, path, body] of calls) {
      const res = await u.bearer.call(method, path, body);
      const answer = { method, path, status: res.status, body: await res.json().catch(() => null) };
      expect(answer).toEqual({
        method,
        path,
        status: 401,
        body: { error: 'unauthorized', message: `This token cannot be used for ${method} ${path}` },
      });
      expect(res.headers.get('www-authenticate')).toContain('Bearer');
      await expectNoCookie(res);
    }
    // A query string is not part of the path the message names.
    const withQuery = await u.bearer.call('GET', '/api/stats?x=1');
    expect((await withQuery.json()).message).toBe('This token cannot be used for GET /api/stats');

    // Nothing was changed by any of them.
    const session = u.browser;
    expect(((await (await session.get('/api/child-profiles')).json()) as unknown[]).length).toBe(1);
    const items = (await (await session.get('/api/content')).json()) as { id: number; isFavorite: boolean }[];
    expect(items).toEqual([expect.objectContaining({ id: item.id, isFavorite: false })]);
    expect(((await (await session.get('/api/tokens')).json()) as unknown[]).length).toBe(1);
    // The out-of-scope calls did not use up the token's rate limit.
    expect((await u.bearer.call('GET', '/api/content')).status).toBe(200);
  });

  it('stops working the moment it is revoked', async () => {
    const u = await userWithToken('revoked');
    expect((await u.bearer.call('GET', '/api/content')).status).toBe(200);
    expect((await u.browser.delete(`/api/tokens/${u.tokenId}`)).status).toBe(204);
    const after = await u.bearer.call('POST', '/api/content', { title: 'Too late' });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: 'unauthorized', message: 'Invalid or revoked API token' });
    await expectNoCookie(after);
    expect(await (await u.browser.get('/api/content')).json()).toEqual([]);
  });

  it("never reaches another user's items or images", async () => {
    const a = await userWithToken('owner-a');
    const b = await userWithToken('owner-b');
    const bItem = (await (await b.browser.post('/api/content', { title: "B's tip" })).json()) as {
      id: number;
    };
    const form = new FormData();
    form.append('image', await tinyPng(), 'b.png');
    const upload = await fetch(new URL('/api/upload-image', stack.gatewayUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${b.token}` },
      body: form,
    });
    const { imageUrl } = (await upload.json()) as { imageUrl: string };

    expect(await (await a.bearer.call('GET', '/api/content')).json()).toEqual([]);
    const image = await a.bearer.call('GET', imageUrl);
    expect(image.status).toBe(404);
    expect((await a.bearer.call('GET', `/api/content/${bItem.id}`)).status).toBe(404);
    // A bearer alongside B's session cookie: the bearer wins, so it is still A.
    const mixed = await a.bearer.call('GET', '/api/auth/user', undefined, {
      cookie: `nk.sid=${b.browser.cookie('nk.sid')}`,
    });
    expect(((await mixed.json()) as { id: string }).id).toBe(a.id);
    await expectNoCookie(mixed);
    const mixedList = await a.bearer.call('GET', '/api/content', undefined, {
      cookie: `nk.sid=${b.browser.cookie('nk.sid')}`,
    });
    expect(await mixedList.json()).toEqual([]);
    // B still sees their own.
    expect((await b.bearer.call('GET', imageUrl)).status).toBe(200);
  });

  it('is rate-limited per user: all their tokens and their session share one budget; another user is unaffected', async () => {
    const u = await userWithToken('limited', 'Chrome');
    const second = await u.browser.post('/api/tokens', { name: 'iPhone' });
    const other = bearerClient(((await second.json()) as ApiTokenCreated).token);
    const callers = [u.bearer.call, other.call, (m: string, p: string) => u.browser.request(m, p)];

    // The session already spent two calls of the budget: creating the two tokens.
    const statuses: number[] = [];
    for (let i = 0; i < API_MAX; i++) statuses.push((await callers[i % 3]!('GET', '/api/user/usage')).status);
    expect(statuses).toEqual([...Array<number>(API_MAX - 2).fill(200), 429, 429]);
    for (const call of [u.bearer.call, other.call]) {
      const limited = await call('POST', '/api/content', { title: 'One more' });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({
        error: 'rate_limited',
        message: 'Too many requests, please slow down',
      });
      await expectNoCookie(limited);
    }
    expect((await u.browser.get('/api/content')).status).toBe(429);

    const someoneElse = await userWithToken('not-limited');
    expect((await someoneElse.bearer.call('GET', '/api/user/usage')).status).toBe(200);
    expect((await someoneElse.browser.get('/api/content')).status).toBe(200);
  });

  it('needs no CSRF proof: a cross-site POST with a bearer saves, the same with only the session is 403', async () => {
    const u = await userWithToken('csrf');
    const evil = 'https://evil.example';
    const crossSite = bearerClient(u.token, evil);
    const saved = await crossSite.call(
      'POST',
      '/api/content',
      { title: 'From elsewhere' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(saved.status).toBe(201);

    const res = await u.browser.request(
      'POST',
      '/api/content',
      { title: 'Forged' },
      { origin: evil, 'sec-fetch-site': 'cross-site' },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'Cross-site request refused' });
    const titles = ((await (await u.browser.get('/api/content')).json()) as { title: string }[]).map(
      (i) => i.title,
    );
    expect(titles).toEqual(['From elsewhere']);
  });

  it('answers 401 for a malformed, foreign or unknown token, never falling back to the session', async () => {
    const u = await userWithToken('malformed');
    const cases: [string, string][] = [
      ['Bearer', 'Unsupported authorization'],
      ['Bearer ', 'Unsupported authorization'],
      ['Bearer eyJhbGciOiJIUzI1NiJ9.e30.x', 'Unsupported authorization'],
      ['Bearer nk_', 'Invalid or revoked API token'],
      ['Bearer nk_has spaces', 'Unsupported authorization'],
      ['Bearer nk_bad!chars', 'Invalid or revoked API token'],
      [`Bearer nk_${'A'.repeat(43)}`, 'Invalid or revoked API token'],
      [`Bearer ${u.token}x`, 'Invalid or revoked API token'],
      [`Bearer nk_${'A'.repeat(400)}`, 'Invalid or revoked API token'],
    ];
    for (const [authorization, message] of cases) {
      // With the user's own session cookie too: a bad bearer is never rescued by the cookie.
      const res = await u.browser.request('GET', '/api/content', undefined, { authorization });
      expect({ authorization, status: res.status, body: await res.json() }).toEqual({
        authorization,
        status: 401,
        body: { error: 'unauthorized', message },
      });
      await expectNoCookie(res);
    }
    // Another scheme (Basic, as a browser sends behind a password prompt) is not a token: the
    // session still applies.
    const basic = await u.browser.request('GET', '/api/content', undefined, {
      authorization: 'Basic dXNlcjpwYXNz',
    });
    expect(basic.status).toBe(200);
    // The scheme is case-insensitive.
    expect((await u.bearer.client.get('/api/content', { authorization: `bearer ${u.token}` })).status).toBe(
      200,
    );
  });

  it("deleting the account removes the user's tokens", async () => {
    const u = await userWithToken('deleted');
    expect((await u.bearer.call('GET', '/api/content')).status).toBe(200);
    const before = await stack.identity.pool.query('SELECT id FROM identity.api_tokens WHERE user_id = $1', [
      u.id,
    ]);
    expect(before.rows).toHaveLength(1);
    await stack.identity.pool.query('DELETE FROM identity.users WHERE id = $1', [u.id]);
    const after = await stack.identity.pool.query('SELECT id FROM identity.api_tokens WHERE user_id = $1', [
      u.id,
    ]);
    expect(after.rows).toEqual([]);
    const res = await u.bearer.call('GET', '/api/content');
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('Invalid or revoked API token');
  });

  it('keeps the Stripe webhook out of the bearer path', async () => {
    // A webhook carrying an Authorization header is not treated as a token call (no 401 here):
    // it reaches billing, which judges the signature.
    const res = await fetch(new URL('/api/stripe/webhook', stack.gatewayUrl), {
      method: 'POST',
      headers: { authorization: 'Bearer not-a-token', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).not.toBe(401);
    expect(res.status).toBe(400);
  });
});

/** A second gateway on the stack's Redis with its own settings and key prefix (`close` when done). */
async function standaloneGateway(env: Record<string, string>) {
  const redis = createRedis(inject('redisUrl'), 'general');
  const config = parseConfig(gatewayConfigSchema, {
    NODE_ENV: 'test',
    REDIS_URL: inject('redisUrl'),
    INTERNAL_TOKEN_SECRET: TEST_INTERNAL_SECRET,
    SESSION_SECRET: 'test-session-secret-that-is-32-chars-long',
    QUEUE_PREFIX: testPrefix(),
    ...env,
  });
  const gateway = await listen(createGateway({ config, redis, logger: createLogger('gw', 'silent') }));
  return {
    url: gateway.url,
    close: async () => {
      await gateway.close();
      await closeRedis(redis);
    },
  };
}

describe('with identity unreachable', () => {
  it('answers 503 with a clear message, and a session-less call without a bearer is still 401', async () => {
    const gateway = await standaloneGateway({ IDENTITY_URL: `http://127.0.0.1:${await freePort()}` });
    try {
      const res = await fetch(new URL('/api/content', gateway.url), {
        headers: { authorization: `Bearer nk_${'B'.repeat(43)}` },
      });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: 'service_unavailable',
        message:
          'API tokens cannot be checked right now: the identity service is unavailable. Try again shortly.',
      });
      expect(res.headers.getSetCookie()).toEqual([]);
      expect((await fetch(new URL('/api/content', gateway.url))).status).toBe(401);
    } finally {
      await gateway.close();
    }
  });
});

describe('with identity refusing the gateway itself', () => {
  it('answers 503, not "invalid token", when the internal token secret differs', async () => {
    const u = await userWithToken('misconfigured');
    const gateway = await standaloneGateway({
      IDENTITY_URL: stack.identityUrl,
      INTERNAL_TOKEN_SECRET: 'a-different-internal-secret-of-32-characters',
    });
    try {
      const res = await fetch(new URL('/api/content', gateway.url), {
        headers: { authorization: `Bearer ${u.token}` },
      });
      expect(res.status).toBe(503);
      expect((await res.json()).message).toBe(
        'API tokens cannot be checked right now: the identity service is unavailable. Try again shortly.',
      );
    } finally {
      await gateway.close();
    }
  });
});

describe('refused tokens, per address', () => {
  it('stops an address after RATE_LIMIT_API_MAX refused tokens (then any bearer from it is 429); good calls do not count', async () => {
    const u = await userWithToken('guessing');
    // The per-user limit is the same low number here: each address uses a user of its own.
    const [second, third] = [
      (await userWithToken('guessing-b')).token,
      (await userWithToken('guessing-c')).token,
    ];
    const gateway = await standaloneGateway({
      IDENTITY_URL: stack.identityUrl,
      RATE_LIMIT_API_MAX: '3',
      RATE_LIMIT_WINDOW_SECONDS: '600',
      TRUST_PROXY: '1',
    });
    const from = (address: string, token: string, path = '/api/auth/user') =>
      fetch(new URL(path, gateway.url), {
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
      });
    try {
      // Good calls from the guesser's address are refunded: with them, 3 guesses are still allowed.
      for (let i = 0; i < 2; i++) expect((await from('203.0.113.7', u.token)).status).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await from('203.0.113.7', `nk_guess${i}`)).status);
      statuses.push((await from('203.0.113.7', 'nk_guess-more')).status);
      statuses.push((await from('203.0.113.7', 'not-even-a-token')).status);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // Once stopped, the address is stopped for the window, whatever it sends.
      const stopped = await from('203.0.113.7', u.token);
      expect(stopped.status).toBe(429);
      expect(await stopped.json()).toEqual({
        error: 'rate_limited',
        message: 'Too many requests, please slow down',
      });
      // Another address is unaffected.
      expect((await from('198.51.100.2', second)).status).toBe(200);
      expect((await from('198.51.100.2', 'nk_wrong')).status).toBe(401);
      // Out-of-scope calls of a valid token are not guesses (nor do they use up its user's budget).
      for (let i = 0; i < 4; i++) expect((await from('192.0.2.9', third, '/api/stats')).status).toBe(401);
      expect((await from('192.0.2.9', third)).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});

describe('what the service behind the gateway sees of a bearer call', () => {
  let seen: http.IncomingHttpHeaders[];
  let service: http.Server;
  let recording: Stack;
  beforeAll(async () => {
    seen = [];
    service = http.createServer((req, res) => {
      seen.push(req.headers);
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    recording = await startStack({ CONTENT_URL: url });
  });
  afterAll(async () => {
    await recording.close();
    service.closeAllConnections();
    await new Promise((resolve) => service.close(resolve));
  });

  it("an admin's token acts as a plain user, and neither the bearer nor a cookie is passed on", async () => {
    const browser = new Client(recording.gatewayUrl);
    const signIn = await browser.devSignIn(ADMIN_EMAIL);
    const { id, role } = (await signIn.json()) as { id: string; role: string };
    expect(role).toBe('admin');
    const { token } = (await (
      await browser.post('/api/tokens', { name: 'Admin shortcut' })
    ).json()) as ApiTokenCreated;

    // The session call: the service is told it is the admin.
    expect((await browser.get('/api/content')).status).toBe(200);
    const bySession = await verifyInternalToken(String(seen.at(-1)!['x-internal-token']), {
      secret: TEST_INTERNAL_SECRET,
      audience: 'content',
    });
    expect(bySession).toEqual({ kind: 'user', userId: id, role: 'admin' });

    // The same user's bearer, with their session cookie alongside: a plain user, nothing forwarded.
    const res = await browser.request(
      'POST',
      '/api/content',
      { title: 'x' },
      { authorization: `Bearer ${token}` },
    );
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    const headers = seen.at(-1)!;
    expect(headers.authorization).toBeUndefined();
    expect(headers.cookie).toBeUndefined();
    expect(JSON.stringify(headers)).not.toContain(token);
    expect(
      await verifyInternalToken(String(headers['x-internal-token']), {
        secret: TEST_INTERNAL_SECRET,
        audience: 'content',
      }),
    ).toEqual({ kind: 'user', userId: id, role: 'user' });
  });
});
