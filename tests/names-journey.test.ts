import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameFavoritesResponse, nameGenerationResponse, type GeneratedName } from '@nestkeep/common';
import { Client } from './support/http-client.js';
import { startStack, type Stack } from './support/stack.js';

/**
 * The baby name generator through the gateway (issue 9 item 2): the real gateway, identity and
 * content, and the ai-worker's real name-generation worker over the bundled dataset.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

async function parent(email: string) {
  const client = new Client(stack.gatewayUrl);
  expect((await client.devSignIn(email, 'Sam')).status).toBe(200);
  return client;
}

async function generate(client: Client, body: object): Promise<GeneratedName[]> {
  const res = await client.post('/api/generate-baby-names', body);
  expect(res.status).toBe(200);
  return nameGenerationResponse.parse(await res.json()).names;
}

describe('baby names through the gateway', () => {
  it('a signed-out visitor generates names with the page defaults', async () => {
    const visitor = new Client(stack.gatewayUrl);
    const names = await generate(visitor, {
      gender: 'All',
      origin: 'All',
      startingLetter: 'All',
      meaningTheme: 'All',
      syllables: [1, 5],
      popularity: [1, 100],
      count: 8,
      append: false,
    });
    expect(names).toHaveLength(8);
    expect(new Set(names.map((n) => n.name)).size).toBe(8);
  });

  it('answers bad input 400 with what was wrong', async () => {
    const visitor = new Client(stack.gatewayUrl);
    const res = await visitor.post('/api/generate-baby-names', { gender: 'girl', syllables: [5, 1] });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/syllables minimum/);
  });

  it('never repeats a shown name when generating more', async () => {
    const visitor = new Client(stack.gatewayUrl);
    const shown: string[] = [];
    for (let page = 0; page < 5; page += 1) {
      const names = await generate(visitor, {
        gender: 'girl',
        origin: 'Latin',
        count: 8,
        append: page > 0,
        exclude: shown,
      });
      expect(names).toHaveLength(8);
      for (const n of names) {
        expect(shown).not.toContain(n.name);
        expect(n.origin).toBe('Latin');
        shown.push(n.name);
      }
    }
  });

  it('favourites need sign-in', async () => {
    const visitor = new Client(stack.gatewayUrl);
    expect((await visitor.get('/api/names/favorites')).status).toBe(401);
    const [card] = await generate(visitor, { count: 1 });
    expect((await visitor.post('/api/names/favorites', card)).status).toBe(401);
    expect((await visitor.delete(`/api/names/favorites/${encodeURIComponent(card!.name)}`)).status).toBe(401);
  });

  it('a parent keeps favourites that another parent can neither see nor delete', async () => {
    const a = await parent('names-a@example.com');
    const b = await parent('names-b@example.com');
    const [first, second] = await generate(a, { gender: 'boy', count: 2 });
    expect((await a.post('/api/names/favorites', first)).status).toBe(201);
    expect((await a.post('/api/names/favorites', second)).status).toBe(201);
    expect((await a.post('/api/names/favorites', first)).status).toBe(201); // idempotent

    const mine = nameFavoritesResponse.parse(await (await a.get('/api/names/favorites')).json()).favorites;
    expect(mine.map((f) => f.name).sort()).toEqual([first!.name, second!.name].sort());

    expect(await (await b.get('/api/names/favorites')).json()).toEqual({ favorites: [] });
    const path = `/api/names/favorites/${encodeURIComponent(first!.name)}`;
    expect((await b.delete(path)).status).toBe(404);
    expect((await a.delete(path)).status).toBe(204);
    expect((await a.delete(path)).status).toBe(404);
    const left = nameFavoritesResponse.parse(await (await a.get('/api/names/favorites')).json()).favorites;
    expect(left.map((f) => f.name)).toEqual([second!.name]);
  });

  it('deletes favourites whose names hold /, \\, ., .., % or _, and only those', async () => {
    const a = await parent('names-odd@example.com');
    const [card] = await generate(a, { count: 1 });
    const odd = ['a/b', 'a\\b', '.', '..', '../profile', 'Anne-Marie.', 'Jo_n', '%'];
    for (const name of [...odd, 'John']) {
      expect((await a.post('/api/names/favorites', { ...card, name })).status).toBe(201);
    }
    for (const name of odd) {
      const res = await a.delete(`/api/names/favorites?${new URLSearchParams({ name })}`);
      expect({ name, status: res.status }).toEqual({ name, status: 204 });
    }
    // 'Jo_n' and '%' were names, not patterns: John is still there.
    const left = nameFavoritesResponse.parse(await (await a.get('/api/names/favorites')).json()).favorites;
    expect(left.map((f) => f.name)).toEqual(['John']);
    // No name, or an empty one, is the request's fault.
    expect((await a.delete('/api/names/favorites')).status).toBe(400);
    expect((await a.delete('/api/names/favorites?name=')).status).toBe(400);
  });
});
