import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day, signedInUser, startIdentity, type IdentityHarness } from './harness.js';

const DAY = 86_400_000;
/** The service's clock: the real time plus however far a test has moved it on. */
let offsetDays = 0;
let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity(undefined, { now: () => new Date(Date.now() + offsetDays * DAY) });
});
afterAll(() => h.close());

describe('profile edits move the stage, and the stage follows the date', () => {
  it('a pregnancy becomes a newborn by entering the birth date with a born stage', async () => {
    offsetDays = 0;
    const u = await signedInUser(h, 'stages');
    const bump = await u.post('/api/child-profiles', {
      name: 'Bump',
      currentStage: 'pregnant-2nd',
      dateOfBirth: day(3 * 7),
    });
    // The due date decides the trimester shown, whatever stage was picked.
    expect(bump.body).toMatchObject({
      currentStage: 'pregnant-3rd',
      stageLabel: 'Pregnant (3rd Trimester)',
      ageLabel: 'Due in 3 weeks',
    });
    const born = await u.put(`/api/child-profiles/${bump.body.id}`, {
      name: 'Mia',
      dateOfBirth: day(-2),
      currentStage: 'newborn',
      sex: 'girl',
    });
    expect(born.status).toBe(200);
    expect(born.body).toMatchObject({
      name: 'Mia',
      dateOfBirth: `${day(-2)}T00:00:00.000Z`,
      currentStage: 'newborn',
      stageLabel: 'Newborn (0-3 months)',
      ageLabel: '2 days old',
      sex: 'girl',
    });
  });

  it('a born stage given with an older birth date shows the stage of that age', async () => {
    offsetDays = 0;
    const u = await signedInUser(h, 'stages');
    const res = await u.post('/api/child-profiles', {
      name: 'Leo',
      currentStage: 'newborn',
      dateOfBirth: day(-140),
    });
    expect(res.body).toMatchObject({ currentStage: 'infant', stageLabel: 'Infant (3-12 months)' });
    expect(res.body.ageLabel).toMatch(/^4 months old$/);
  });

  it('the stage moves on as the child grows, with no edit', async () => {
    offsetDays = 0;
    const u = await signedInUser(h, 'stages');
    const { body } = await u.post('/api/child-profiles', {
      name: 'Ava',
      currentStage: 'newborn',
      dateOfBirth: day(-21),
    });
    expect(body).toMatchObject({ currentStage: 'newborn', ageLabel: '3 weeks old' });
    offsetDays = 365;
    const [later] = (await u.get('/api/child-profiles')).body;
    expect(later).toMatchObject({
      currentStage: 'toddler',
      stageLabel: 'Toddler (1-3 years)',
      ageLabel: '12 months old',
    });
    offsetDays = 3 * 365 + 30;
    const [older] = (await u.get('/api/child-profiles')).body;
    expect(older).toMatchObject({ currentStage: 'preschool', ageLabel: '3 years old' });
    offsetDays = 0;
  });

  it('profiles without a date keep the stage chosen, with its one label and no age', async () => {
    offsetDays = 0;
    const u = await signedInUser(h, 'stages');
    const res = await u.post('/api/child-profiles', { name: 'Sam', currentStage: 'preschooler' });
    expect(res.body).toMatchObject({
      currentStage: 'preschooler',
      stageLabel: 'Preschool (3-5 years)',
      ageLabel: null,
    });
    const ttc = await u.post('/api/child-profiles', {
      name: 'Someday',
      currentStage: 'trying-to-conceive',
      dateOfBirth: day(400),
    });
    expect(ttc.body).toMatchObject({
      currentStage: 'trying-to-conceive',
      stageLabel: 'Trying to Conceive',
      ageLabel: null,
    });
  });

  it('a due date alone can be corrected, and the week follows it', async () => {
    offsetDays = 0;
    const u = await signedInUser(h, 'stages');
    const { body } = await u.post('/api/child-profiles', { name: 'Bean', currentStage: 'pregnant-1st' });
    const res = await u.put(`/api/child-profiles/${body.id}`, { dateOfBirth: day(16 * 7) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currentStage: 'pregnant-2nd', ageLabel: '24 weeks pregnant' });
  });
});
