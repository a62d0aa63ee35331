import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day, signedInUser, startIdentity, type IdentityHarness } from './harness.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h.close());

type Kid = { name: string; currentStage: string; dateOfBirth: string | null; ageLabel: string | null };

describe('onboarding names the children it creates', () => {
  it("a parent's children get the names given, in order, and 'Child N' where a name is blank", async () => {
    const u = await signedInUser(h, 'names');
    const res = await u.post('/api/onboarding', {
      userStage: 'already_parent',
      childrenCount: 3,
      childrenDOBs: [day(-3), day(-400), day(-1200)],
      childrenNames: [' Mia ', ''],
      interests: ['Daily routines'],
    });
    expect(res.status).toBe(200);
    const kids: Kid[] = (await u.get('/api/child-profiles')).body;
    expect(kids.map((k) => [k.name, k.currentStage])).toEqual([
      ['Mia', 'newborn'], // born 3 days ago: a newborn, not 'pregnant-3rd'
      ['Child 2', 'toddler'],
      ['Child 3', 'preschool'],
    ]);
    expect(kids[0].ageLabel).toBe('3 days old');
    const stored = await h.db.childProfile.findMany({ where: { userId: u.id }, orderBy: { id: 'asc' } });
    expect(stored.map((k) => k.currentStage)).toEqual(['newborn', 'toddler', 'preschool']);
  });

  it("a pregnancy is named from babyName, else 'Baby', never after its stage", async () => {
    const named = await signedInUser(h, 'names');
    await named.post('/api/onboarding', {
      userStage: 'currently_pregnant',
      trimester: 'third',
      babyName: 'Bean',
      interests: ['Nutrition'],
    });
    expect((await named.get('/api/child-profiles')).body).toMatchObject([
      { name: 'Bean', currentStage: 'pregnant-3rd', stageLabel: 'Pregnant (3rd Trimester)', ageLabel: null },
    ]);
    const unnamed = await signedInUser(h, 'names');
    await unnamed.post('/api/onboarding', {
      userStage: 'currently_pregnant',
      trimester: 'first',
      babyName: '  ',
      interests: ['Nutrition'],
    });
    const [kid] = (await unnamed.get('/api/child-profiles')).body as Kid[];
    expect(kid.name).toBe('Baby');
    expect(kid.name).not.toContain('Trimester');
  });

  it('a due date sets the pregnancy week and trimester, with or without the trimester answer', async () => {
    const u = await signedInUser(h, 'names');
    const res = await u.post('/api/onboarding', {
      userStage: 'currently_pregnant',
      dueDate: day(16 * 7),
      interests: ['Birth planning'],
    });
    expect(res.status).toBe(200);
    const [kid] = (await u.get('/api/child-profiles')).body as Kid[];
    expect(kid).toMatchObject({
      name: 'Baby',
      currentStage: 'pregnant-2nd',
      dateOfBirth: `${day(16 * 7)}T00:00:00.000Z`,
      ageLabel: '24 weeks pregnant',
    });
    const user = await h.db.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(user.trimester).toBe('second');

    // A trimester answer the due date contradicts gives way to the date: the record and the
    // profile never disagree.
    const v = await signedInUser(h, 'names');
    const contradicted = await v.post('/api/onboarding', {
      userStage: 'currently_pregnant',
      trimester: 'third',
      dueDate: day(16 * 7),
      interests: ['Birth planning'],
    });
    expect(contradicted.status).toBe(200);
    expect((await h.db.user.findUniqueOrThrow({ where: { id: v.id } })).trimester).toBe('second');
    const [bump] = (await v.get('/api/child-profiles')).body as Kid[];
    expect(bump).toMatchObject({ currentStage: 'pregnant-2nd' });
  });
});
