import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentUser, startContent, type ContentHarness } from './harness.js';

let h: ContentHarness;
let u: Awaited<ReturnType<typeof contentUser>>;

/** A realistic library: titles as the worker or a parent would write them. */
const TITLES = [
  'Starting solids at 6 months: first foods to try',
  'A calm bedtime routine for toddlers',
  'Wake windows by age: a cheat sheet',
  'How to swaddle a newborn safely',
  'Breastfeeding positions that help a good latch',
  'The 4-month sleep regression explained',
  'Tummy time ideas for 3 month olds',
  'Reading aloud to babies: why it matters',
  'Car seat safety checklist',
  'Teething remedies that actually work',
  'Potty training in three days',
  'Toddler tantrums: what to say',
];

beforeAll(async () => {
  h = await startContent();
  u = await contentUser(h);
  for (const title of TITLES) await u.post('/api/content', { title });
});
afterAll(() => h.close());

const titles = async (search: string, extra = '') =>
  (await u.get(`/api/content?search=${encodeURIComponent(search)}${extra}`)).body.map(
    (i: { title: string }) => i.title,
  );

describe('search tolerates typos in short words', () => {
  it("finds 'solds', 'bedtme' and 'wake windws'", async () => {
    expect(await titles('solds')).toEqual(['Starting solids at 6 months: first foods to try']);
    expect(await titles('bedtme')).toEqual(['A calm bedtime routine for toddlers']);
    expect(await titles('wake windws')).toEqual(['Wake windows by age: a cheat sheet']);
  });

  it('finds other everyday slips: a missing, doubled, swapped-in or wrong letter, also while typing', async () => {
    expect(await titles('slep regresion')).toEqual(['The 4-month sleep regression explained']);
    expect(await titles('breastfeding')).toEqual(['Breastfeeding positions that help a good latch']);
    expect(await titles('teeting')).toEqual(['Teething remedies that actually work']);
    expect(await titles('tantrms')).toEqual(['Toddler tantrums: what to say']);
    expect(await titles('potty trainin')).toEqual(['Potty training in three days']);
    expect(await titles('swadle newb')).toEqual(['How to swaddle a newborn safely']);
  });

  it('keeps exact matches exact and finds nothing for unrelated words', async () => {
    // 'feeding' is two letters from 'reading': neither pulls in the other; 'feeding' inside
    // 'breastfeeding' is found.
    expect(await titles('feeding')).toEqual(['Breastfeeding positions that help a good latch']);
    expect(await titles('reading')).toEqual(['Reading aloud to babies: why it matters']);
    for (const unrelated of ['zebra', 'mortgage', 'crypto wallet', 'vaccine', 'nap', 'dog'])
      expect(await titles(unrelated), unrelated).toEqual([]);
    // Every word must match: one typo'd word and one unrelated word find nothing.
    expect(await titles('solds mortgage')).toEqual([]);
  });

  it('applies the filters to typo matches too', async () => {
    const { body: items } = await u.get('/api/content');
    const bedtime = items.find((i: { title: string }) => i.title.startsWith('A calm bedtime'));
    expect(await titles('bedtme', '&favorites=true')).toEqual([]);
    await u.post(`/api/content/${bedtime.id}/favorite`);
    expect(await titles('bedtme', '&favorites=true')).toEqual(['A calm bedtime routine for toddlers']);
    expect(await titles('bedtme', '&category=Health%20%26%20Safety')).toEqual([]);
  });
});

describe('favourites', () => {
  it('lists only favourites with favorites=true, newest first, and nothing else', async () => {
    const me = await contentUser(h);
    const saved = [];
    for (const title of ['Colic soothing holds', 'Baby-led weaning basics', 'Night weaning plan'])
      saved.push((await me.post('/api/content', { title })).body);
    await me.post(`/api/content/${saved[0].id}/favorite`);
    await me.post(`/api/content/${saved[2].id}/favorite`);
    const list = (await me.get('/api/content?favorites=true')).body;
    expect(list.map((i: { title: string }) => i.title)).toEqual([
      'Night weaning plan',
      'Colic soothing holds',
    ]);
    expect(list.every((i: { isFavorite: boolean }) => i.isFavorite)).toBe(true);
    expect((await me.get('/api/content?favorites=false')).body).toHaveLength(3);
    expect(
      (await me.get('/api/content?favorites=true&search=weaning')).body.map(
        (i: { title: string }) => i.title,
      ),
    ).toEqual(['Night weaning plan']);
  });
});
