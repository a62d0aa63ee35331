import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorMiddleware,
  createLogger,
  nameFavoritesResponse,
  parseConfig,
  requireInternalToken,
  type GeneratedName,
  type InternalFamily,
  type Plan,
} from '@nestkeep/common';
import { TEST_INTERNAL_SECRET } from '../../../tests/support/db.js';
import { listen } from '../../../tests/support/servers.js';
import { createFamilyLookup, createPlanLookup } from '../src/clients/identity.js';
import { contentConfigSchema } from '../src/config.js';
import { contentUser, startContent, type ContentHarness } from './harness.js';

/**
 * Shared baby-name favourites: content asks a (fake) identity over HTTP for the user's family
 * partner, with a real internal token, and lists the partner's favourites marked sharedBy.
 */

const families = new Map<string, InternalFamily>();
const plans = new Map<string, Plan>();
let familyDown = false;
let familyCalls = 0;
let planCalls = 0;

function fakeIdentity() {
  const app = express();
  app.use(requireInternalToken({ secret: TEST_INTERNAL_SECRET, audience: 'identity' }));
  app.get('/internal/users/:id/family', (req, res) => {
    familyCalls += 1;
    if (req.principal?.kind !== 'service') return void res.status(403).end();
    if (familyDown) return void res.status(503).json({ error: 'down' });
    res.json(families.get(req.params.id) ?? { partner: null, shareNameFavorites: false });
  });
  app.get('/internal/users/:id', (req, res) => {
    planCalls += 1;
    const plan = plans.get(req.params.id);
    if (!plan) return void res.status(404).json({ error: 'not_found' });
    res.json({ id: req.params.id, email: 'x@example.com', plan, role: 'user' });
  });
  app.use(errorMiddleware(createLogger('fake-identity', 'silent')));
  return app;
}

let h: ContentHarness;
let identity: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  identity = await listen(fakeIdentity());
  h = await startContent({
    familyOf: createFamilyLookup({ identityUrl: identity.url, secret: TEST_INTERNAL_SECRET }),
  });
});
afterAll(async () => {
  await h?.close();
  await identity?.close();
});

const card = (name: string): GeneratedName => ({
  name,
  gender: 'girl',
  meaning: 'light',
  origin: 'Greek',
  syllables: 2,
  popularity: 70,
  trend: 'rising',
  variants: [],
  famousPeople: [],
});

async function favoritesOf(u: Awaited<ReturnType<typeof contentUser>>) {
  const res = await u.get('/api/names/favorites');
  expect(res.status).toBe(200);
  return nameFavoritesResponse.parse(res.body).favorites;
}

/** Two adults on one family plan, each with their own favourites. */
async function family(opts: { displayName: string | null; share?: boolean }) {
  const owner = await contentUser(h, 'family');
  const member = await contentUser(h, 'family');
  await member.post('/api/names/favorites', card('Bianca'));
  await owner.post('/api/names/favorites', card('Aurora'));
  const share = opts.share ?? true;
  families.set(owner.id, {
    partner: { userId: member.id, displayName: null, email: 'sam@example.com' },
    shareNameFavorites: share,
  });
  families.set(member.id, {
    partner: { userId: owner.id, displayName: opts.displayName, email: 'alex@example.com' },
    shareNameFavorites: share,
  });
  return { owner, member };
}

describe('shared name favourites', () => {
  it("lists the partner's favourites after the user's own, marked with the partner's name or email", async () => {
    const { owner, member } = await family({ displayName: 'Alex' });
    const seenByMember = await favoritesOf(member);
    // Aurora is the newest, yet the member's own come first.
    expect(seenByMember.map((f) => [f.name, f.sharedBy])).toEqual([
      ['Bianca', undefined],
      ['Aurora', 'Alex'],
    ]);
    expect(seenByMember.find((f) => f.name === 'Bianca')).not.toHaveProperty('sharedBy');
    // The owner's partner has no display name: the email names them.
    const seenByOwner = await favoritesOf(owner);
    expect(seenByOwner.find((f) => f.name === 'Bianca')?.sharedBy).toBe('sam@example.com');
    expect(seenByOwner.find((f) => f.name === 'Aurora')).not.toHaveProperty('sharedBy');
  });

  it("the other adult cannot delete a partner's favourite (404), and it stays", async () => {
    const { owner, member } = await family({ displayName: 'Alex' });
    expect((await member.del('/api/names/favorites/Aurora')).status).toBe(404);
    expect((await member.del('/api/names/favorites/aurora')).status).toBe(404);
    expect((await favoritesOf(owner)).map((f) => f.name)).toContain('Aurora');
    expect((await favoritesOf(member)).map((f) => f.name)).toContain('Aurora');
    // Their own still goes.
    expect((await member.del('/api/names/favorites/Bianca')).status).toBe(204);
    expect((await favoritesOf(owner)).map((f) => f.name)).toEqual(['Aurora']);
  });

  it('sharing turned off, or the family ended: only the own favourites', async () => {
    const { owner, member } = await family({ displayName: 'Alex', share: false });
    expect((await favoritesOf(member)).map((f) => f.name)).toEqual(['Bianca']);
    families.set(owner.id, { partner: null, shareNameFavorites: true });
    expect((await favoritesOf(owner)).map((f) => f.name)).toEqual(['Aurora']);
  });

  it('identity unreachable or failing: the list still answers with the own favourites', async () => {
    const { member } = await family({ displayName: 'Alex' });
    const before = familyCalls;
    familyDown = true;
    try {
      expect((await favoritesOf(member)).map((f) => f.name)).toEqual(['Bianca']);
    } finally {
      familyDown = false;
    }
    expect(familyCalls).toBeGreaterThan(before);
    // Nothing listening at all.
    const dead = await startContent({
      familyOf: createFamilyLookup({ identityUrl: 'http://127.0.0.1:9', secret: TEST_INTERNAL_SECRET }),
    });
    try {
      const u = await contentUser(dead, 'family');
      await u.post('/api/names/favorites', card('Celeste'));
      const res = await u.get('/api/names/favorites');
      expect(res.status).toBe(200);
      expect(nameFavoritesResponse.parse(res.body).favorites.map((f) => f.name)).toEqual(['Celeste']);
    } finally {
      await dead.close();
    }
  });

  it('a family answer that breaks the contract is not trusted', async () => {
    const lookup = createFamilyLookup({ identityUrl: identity.url, secret: TEST_INTERNAL_SECRET });
    families.set('broken', { partner: { userId: 7 }, shareNameFavorites: true } as unknown as InternalFamily);
    await expect(lookup('broken')).rejects.toThrow();
  });
});

describe('plan cache (PLAN_CACHE_MS)', () => {
  it('defaults to 2 s in the config and can be set', () => {
    const base = {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      REDIS_URL: 'redis://127.0.0.1:6379',
      INTERNAL_TOKEN_SECRET: TEST_INTERNAL_SECRET,
    };
    expect(parseConfig(contentConfigSchema, base).PLAN_CACHE_MS).toBe(2000);
    expect(parseConfig(contentConfigSchema, { ...base, PLAN_CACHE_MS: '0' }).PLAN_CACHE_MS).toBe(0);
  });

  it('a plan change is seen once the cache time has passed', async () => {
    const planOf = createPlanLookup({ identityUrl: identity.url, secret: TEST_INTERNAL_SECRET, ttlMs: 200 });
    plans.set('u-cache', 'free');
    expect(await planOf('u-cache')).toBe('free');
    plans.set('u-cache', 'pro');
    const calls = planCalls;
    expect(await planOf('u-cache')).toBe('free'); // within the cache time
    expect(planCalls).toBe(calls);
    await new Promise((r) => setTimeout(r, 250));
    expect(await planOf('u-cache')).toBe('pro');
  });
});
