import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  createRedis,
  nameFavoritesResponse,
  nameGenerationResponse,
  signInternalToken,
  type GeneratedName,
} from '@nestkeep/common';
import { TEST_INTERNAL_SECRET } from '../../../tests/support/db.js';
import { startTestNameWorker } from '../../ai-worker/test/jobs/test-workers.js';
import { contentUser, startContent, type ContentHarness } from './harness.js';

/** The name generator's routes against real Postgres and Redis, with the real ai-worker names worker. */

let h: ContentHarness;
let worker: ReturnType<typeof startTestNameWorker>;
const connection = createRedis(inject('redisUrl'), 'worker');
let visitorToken: string;

beforeAll(async () => {
  h = await startContent({ nameVisitorRateMax: 12 });
  worker = startTestNameWorker({ connection, prefix: h.prefix });
  await worker.worker.waitUntilReady();
  visitorToken = await signInternalToken(
    { kind: 'visitor' },
    { secret: TEST_INTERNAL_SECRET, audience: 'content' },
  );
});
afterAll(async () => {
  await worker?.close();
  connection.disconnect();
  await h?.close();
});

const visitor = (ip = '203.0.113.7') => ({
  post: (path: string, body: object) =>
    request(h.app)
      .post(path)
      .set('x-internal-token', visitorToken)
      .set('x-forwarded-for', `1.2.3.4, ${ip}`)
      .send(body),
  get: (path: string) => request(h.app).get(path).set('x-internal-token', visitorToken),
  del: (path: string) => request(h.app).delete(path).set('x-internal-token', visitorToken),
});

const card = (name: string): GeneratedName => ({
  name,
  gender: 'girl',
  meaning: 'light',
  origin: 'Greek',
  syllables: 2,
  popularity: 70,
  trend: 'rising',
  variants: ['Elena'],
  famousPeople: [],
});

describe('POST /api/generate-baby-names', () => {
  it('answers a signed-out visitor 8 names of the spec shape that fit the filters', async () => {
    const res = await visitor().post('/api/generate-baby-names', {
      gender: 'girl',
      origin: 'Greek',
      startingLetter: 'All',
      meaningTheme: 'All',
      syllables: [1, 5],
      popularity: [1, 100],
      count: 8,
      append: false,
    });
    expect(res.status).toBe(200);
    const { names } = nameGenerationResponse.parse(res.body);
    expect(names).toHaveLength(8);
    for (const n of names) {
      expect(n.origin).toBe('Greek');
      expect(['girl', 'unisex']).toContain(n.gender);
      expect(n).not.toHaveProperty('themes');
    }
  });

  it('never repeats an excluded name when appending', async () => {
    const user = await contentUser(h);
    const shown: string[] = [];
    for (let page = 0; page < 4; page += 1) {
      const res = await user.post('/api/generate-baby-names', {
        gender: 'boy',
        startingLetter: 'm',
        count: 8,
        append: page > 0,
        exclude: shown,
      });
      expect(res.status).toBe(200);
      for (const n of nameGenerationResponse.parse(res.body).names) {
        expect(shown).not.toContain(n.name);
        expect(n.name[0]).toBe('M');
        shown.push(n.name);
      }
    }
    expect(shown.length).toBeGreaterThanOrEqual(24);
  });

  it('answers an empty list when nothing fits', async () => {
    const res = await visitor().post('/api/generate-baby-names', { search: 'zzzzqq' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ names: [] });
  });

  it('refuses bad input with 400 saying what was wrong', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ gender: 'dragon' }, /gender/],
      [{ origin: 'Atlantis' }, /origin/],
      [{ startingLetter: '7' }, /startingLetter must be a letter/],
      [{ syllables: [4, 2] }, /syllables minimum must not exceed its maximum/],
      [{ popularity: [0, 100] }, /popularity/],
      [{ count: 500 }, /count/],
    ];
    for (const [body, message] of cases) {
      const res = await visitor().post('/api/generate-baby-names', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('needs a gateway token: no token is 401', async () => {
    const res = await request(h.app).post('/api/generate-baby-names').send({});
    expect(res.status).toBe(401);
  });

  it('rate-limits a visitor by address, not others', async () => {
    const ip = '198.51.100.9';
    let status = 200;
    let tries = 0;
    while (status === 200 && tries < 20) {
      tries += 1;
      status = (await visitor(ip).post('/api/generate-baby-names', { count: 1 })).status;
    }
    expect(status).toBe(429);
    expect(tries).toBe(13);
    const limited = await visitor(ip).post('/api/generate-baby-names', { count: 1 });
    expect(limited.body.message).toMatch(/Too many name generation requests: at most 12 per 10 minutes/);
    expect((await visitor('198.51.100.10').post('/api/generate-baby-names', { count: 1 })).status).toBe(200);
  });

  it('answers 503 with a clear message when no worker is running', async () => {
    await worker.close();
    try {
      const res = await visitor('192.0.2.1').post('/api/generate-baby-names', {});
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        error: 'names_unavailable',
        message: 'Unable to generate names. Please try again.',
        description: 'The name generator is not running',
      });
    } finally {
      worker = startTestNameWorker({ connection, prefix: h.prefix });
      await worker.worker.waitUntilReady();
    }
  });
});

describe('a slow name generator', () => {
  it('answers 503 once the wait runs out', async () => {
    await worker.close();
    let release = () => undefined as void;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    worker = startTestNameWorker({
      connection,
      prefix: h.prefix,
      generator: {
        name: 'openai',
        generateNames: async () => {
          await stuck;
          return [];
        },
      },
    });
    await worker.worker.waitUntilReady();
    try {
      const started = Date.now();
      const res = await visitor('192.0.2.2').post('/api/generate-baby-names', {});
      expect(res.status).toBe(503);
      expect(res.body.description).toBe('The name generator did not answer in time');
      expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
    } finally {
      release();
      await worker.close();
      worker = startTestNameWorker({ connection, prefix: h.prefix });
      await worker.worker.waitUntilReady();
    }
  });
});

describe('name favourites', () => {
  it('are for signed-in users only', async () => {
    const v = visitor();
    expect((await v.get('/api/names/favorites')).status).toBe(401);
    expect((await v.post('/api/names/favorites', card('Helena'))).status).toBe(401);
    expect((await v.del('/api/names/favorites/Helena')).status).toBe(401);
  });

  it('adds (idempotent on the name), lists newest first and removes', async () => {
    const user = await contentUser(h);
    const first = await user.post('/api/names/favorites', card('Helena'));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: 'Helena', savedAt: expect.any(String) });
    expect((await user.post('/api/names/favorites', card('helena'))).status).toBe(201);
    await user.post('/api/names/favorites', card('Iris'));
    const listed = nameFavoritesResponse.parse((await user.get('/api/names/favorites')).body).favorites;
    expect(listed.map((f) => f.name)).toEqual(['Iris', 'Helena']);
    expect(listed[1]).toMatchObject({ ...card('Helena') });
    expect(listed[1]).not.toHaveProperty('sharedBy');

    expect((await user.del('/api/names/favorites/helena')).status).toBe(204);
    expect((await user.del('/api/names/favorites/Helena')).status).toBe(404);
    const after = nameFavoritesResponse.parse((await user.get('/api/names/favorites')).body).favorites;
    expect(after.map((f) => f.name)).toEqual(['Iris']);
  });

  it("keeps each user's favourites apart: another's is neither listed nor removable", async () => {
    const a = await contentUser(h);
    const b = await contentUser(h);
    await a.post('/api/names/favorites', card('Daphne'));
    expect((await b.get('/api/names/favorites')).body).toEqual({ favorites: [] });
    expect((await b.del('/api/names/favorites/Daphne')).status).toBe(404);
    expect((await a.get('/api/names/favorites')).body.favorites).toHaveLength(1);
  });

  it('refuses a card that is not of the contract with 400', async () => {
    const user = await contentUser(h);
    const res = await user.post('/api/names/favorites', { ...card('Zed'), popularity: 101 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/popularity/);
    expect((await user.post('/api/names/favorites', { name: 'Zed' })).status).toBe(400);
  });
});
