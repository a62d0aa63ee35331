import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day, signedInUser, startIdentity, type IdentityHarness } from './harness.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h.close());

async function storedDate(id: number): Promise<Date | null> {
  const rows = await h.pool.query<{ d: string | null }>(
    'SELECT date_of_birth::text AS d FROM identity.child_profiles WHERE id = $1',
    [id],
  );
  return rows.rows[0]?.d ? new Date(rows.rows[0].d) : null;
}

describe('child profile dates are checked against the stage on every write', () => {
  it('refuses a date-only update out of range for the stored born stage, and stores nothing', async () => {
    const u = await signedInUser(h, 'dates');
    const { body } = await u.post('/api/child-profiles', {
      name: 'Mia',
      currentStage: 'infant',
      dateOfBirth: day(-200),
    });
    for (const [date, message] of [
      ['1800-01-01', 'Date of birth cannot be more than 18 years ago'],
      ['2999-01-01', 'Date of birth cannot be in the future'],
      ['9999-12-31T23:59:59-14:00', 'Date of birth cannot be in the future'],
      [day(3), 'Date of birth cannot be in the future'],
    ] as const) {
      const res = await u.put(`/api/child-profiles/${body.id}`, { dateOfBirth: date });
      expect(res.status, date).toBe(400);
      expect(res.body.message).toBe(`dateOfBirth: ${message}`);
    }
    expect((await storedDate(body.id))?.toISOString().slice(0, 10)).toBe(day(-200));
  });

  it('accepts birth dates from 18 years ago up to today', async () => {
    const u = await signedInUser(h, 'dates');
    const { body } = await u.post('/api/child-profiles', { name: 'Leo', currentStage: 'toddler' });
    for (const date of [day(0), day(-17 * 365)]) {
      const res = await u.put(`/api/child-profiles/${body.id}`, { dateOfBirth: date });
      expect(res.status, date).toBe(200);
    }
    const tooOld = new Date();
    tooOld.setUTCFullYear(tooOld.getUTCFullYear() - 18);
    tooOld.setUTCDate(tooOld.getUTCDate() - 2);
    const res = await u.put(`/api/child-profiles/${body.id}`, {
      dateOfBirth: tooOld.toISOString().slice(0, 10),
    });
    expect(res.status).toBe(400);
  });

  it('checks a date-only update on a pregnancy as a due date: today to 44 weeks ahead', async () => {
    const u = await signedInUser(h, 'dates');
    const { body } = await u.post('/api/child-profiles', {
      name: 'Bump',
      currentStage: 'pregnant-2nd',
      dateOfBirth: day(120),
    });
    expect((await u.put(`/api/child-profiles/${body.id}`, { dateOfBirth: day(44 * 7) })).status).toBe(200);
    const far = await u.put(`/api/child-profiles/${body.id}`, { dateOfBirth: day(44 * 7 + 2) });
    expect(far.status).toBe(400);
    expect(far.body.message).toBe('dateOfBirth: Due date cannot be more than 44 weeks ahead');
    const past = await u.put(`/api/child-profiles/${body.id}`, { dateOfBirth: day(-3) });
    expect(past.status).toBe(400);
    expect(past.body.message).toContain('Due date cannot be in the past');
    expect(past.body.message).toContain('set the stage to Newborn');
    expect((await storedDate(body.id))?.toISOString().slice(0, 10)).toBe(day(44 * 7));
  });

  it('creating checks the same ranges: no far-future due date, no ancient birth date', async () => {
    const u = await signedInUser(h, 'dates');
    const cases: Array<[string, string, number]> = [
      ['pregnant-1st', '2999-01-01', 400],
      ['newborn', '1800-01-01', 400],
      ['trying-to-conceive', day(-30), 400],
      ['trying-to-conceive', '2999-01-01', 400],
      ['trying-to-conceive', day(400), 201],
      ['pregnant-3rd', day(20), 201],
      ['labor-birth', day(0), 201],
    ];
    for (const [currentStage, dateOfBirth, status] of cases) {
      const res = await u.post('/api/child-profiles', { name: 'X', currentStage, dateOfBirth });
      expect(res.status, `${currentStage} ${dateOfBirth}`).toBe(status);
    }
  });

  it('a stage change that turns a stored due date into a birth date needs the birth date', async () => {
    const u = await signedInUser(h, 'dates');
    const { body } = await u.post('/api/child-profiles', {
      name: 'Bump',
      currentStage: 'pregnant-3rd',
      dateOfBirth: day(10),
    });
    const stageOnly = await u.put(`/api/child-profiles/${body.id}`, { currentStage: 'newborn' });
    expect(stageOnly.status).toBe(400);
    expect(stageOnly.body.message).toContain('dateOfBirth');
    const renamed = await u.put(`/api/child-profiles/${body.id}`, { currentStage: 'pregnant-2nd' });
    expect(renamed.status).toBe(200);
  });

  it('onboarding refuses birth dates more than 18 years ago', async () => {
    const u = await signedInUser(h, 'dates');
    const res = await u.post('/api/onboarding', {
      userStage: 'already_parent',
      childrenCount: 1,
      childrenDOBs: ['1800-01-01'],
      interests: ['Daily routines'],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('childrenDOBs.0: Date of birth cannot be more than 18 years ago');
  });
});

describe('a bad date already stored never breaks the list', () => {
  it('lists the other children and the bad one with a null date', async () => {
    const u = await signedInUser(h, 'baddate');
    await u.post('/api/child-profiles', { name: 'Good', currentStage: 'infant', dateOfBirth: day(-150) });
    const bad = (await u.post('/api/child-profiles', { name: 'Bad', currentStage: 'toddler' })).body;
    const old = (await u.post('/api/child-profiles', { name: 'Old', currentStage: 'toddler' })).body;
    await h.pool.query(
      `UPDATE identity.child_profiles SET date_of_birth = '10000-01-01T00:00:00Z' WHERE id = $1`,
      [bad.id],
    );
    await h.pool.query(
      `UPDATE identity.child_profiles SET date_of_birth = '1800-01-01T00:00:00Z' WHERE id = $1`,
      [old.id],
    );
    const res = await u.get('/api/child-profiles');
    expect(res.status).toBe(200);
    expect(
      res.body.map((p: { name: string; dateOfBirth: string | null }) => [p.name, p.dateOfBirth]),
    ).toEqual([
      ['Good', `${day(-150)}T00:00:00.000Z`],
      ['Bad', null],
      ['Old', null],
    ]);
    expect(res.body[1]).toMatchObject({ currentStage: 'toddler', ageLabel: null });
    // The bad row can still be edited and repaired.
    const fixed = await u.put(`/api/child-profiles/${bad.id}`, { dateOfBirth: day(-400) });
    expect(fixed.status).toBe(200);
    expect(fixed.body.dateOfBirth).toBe(`${day(-400)}T00:00:00.000Z`);
    const renamed = await u.put(`/api/child-profiles/${old.id}`, { name: 'Older' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Older', dateOfBirth: null });
  });
});
