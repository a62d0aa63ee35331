import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day, signedInUser, startIdentity, type IdentityHarness } from './harness.js';

/**
 * Onboarding asks each child's sex (optional), so the growth calculator knows it from the first
 * visit (issue 22 point 7): a parent's `childrenSexes` in the order of the birth dates, a
 * pregnancy's `babySex`; not said stays null.
 */
let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h.close());

type Kid = { name: string; sex: string | null };

describe("onboarding keeps each child's sex", () => {
  it("a parent's children get the sex given, in order, and null where it is not said", async () => {
    const u = await signedInUser(h, 'sex');
    const res = await u.post('/api/onboarding', {
      userStage: 'already_parent',
      childrenCount: 3,
      childrenDOBs: [day(-30), day(-400), day(-900)],
      childrenNames: ['Mia', 'Leo', 'Sam'],
      childrenSexes: ['girl', 'boy'],
      interests: ['Daily routines'],
    });
    expect(res.status).toBe(200);
    const kids: Kid[] = (await u.get('/api/child-profiles')).body;
    expect(kids.map((k) => [k.name, k.sex])).toEqual([
      ['Mia', 'girl'],
      ['Leo', 'boy'],
      ['Sam', null],
    ]);
  });

  it("a pregnancy's babySex is stored on the baby's profile", async () => {
    const u = await signedInUser(h, 'sex');
    const res = await u.post('/api/onboarding', {
      userStage: 'currently_pregnant',
      trimester: 'second',
      babySex: 'girl',
      interests: ['Nutrition'],
    });
    expect(res.status).toBe(200);
    expect((await u.get('/api/child-profiles')).body).toMatchObject([{ name: 'Baby', sex: 'girl' }]);
  });

  it('refuses a sex that is not one of the values, and more sexes than children, with 400', async () => {
    const u = await signedInUser(h, 'sex');
    const bad = await u.post('/api/onboarding', {
      userStage: 'already_parent',
      childrenCount: 1,
      childrenDOBs: [day(-30)],
      childrenSexes: ['dragon'],
      interests: ['Daily routines'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/must be male, female, boy, girl or prefer-not-to-say/);
    const tooMany = await u.post('/api/onboarding', {
      userStage: 'already_parent',
      childrenCount: 1,
      childrenDOBs: [day(-30)],
      childrenSexes: ['girl', 'boy'],
      interests: ['Daily routines'],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/more entries than birth dates/);
    expect((await u.get('/api/child-profiles')).body).toEqual([]);
  });
});
