import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayToken, startIdentity, userToken, type IdentityHarness } from './harness.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h.close());

let seq = 0;
async function newUser(): Promise<{ id: string; token: string }> {
  seq += 1;
  const res = await request(h.app)
    .post('/internal/users/sign-in')
    .set('x-internal-token', await gatewayToken())
    .send({ googleId: `onb-${seq}`, email: `onb${seq}@example.com`, displayName: 'Google Name' });
  return { id: res.body.id, token: await userToken(res.body.id) };
}

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('POST /api/onboarding', () => {
  it('a parent of two gets two child profiles with stages from their birth dates, the first active', async () => {
    const u = await newUser();
    const res = await request(h.app)
      .post('/api/onboarding')
      .set('x-internal-token', u.token)
      .send({
        userStage: 'already_parent',
        childrenCount: 2,
        childrenDOBs: [isoDaysAgo(30), isoDaysAgo(2 * 365)],
        interests: ['Milestone tracker', 'Daily routines'],
        newsletterOptIn: true,
        parentName: 'Alex',
      });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      onboardingCompleted: true,
      displayName: 'Alex',
      emailOptIn: true,
      userStage: 'already_parent',
      interests: ['Milestone tracker', 'Daily routines'],
    });
    expect(res.body.emailOptInDate).not.toBeNull();
    const kids = await request(h.app).get('/api/child-profiles').set('x-internal-token', u.token);
    expect(
      kids.body.map((k: { currentStage: string; isActive: boolean }) => [k.currentStage, k.isActive]),
    ).toEqual([
      ['newborn', true],
      ['toddler', false],
    ]);
    expect(kids.body[0].dateOfBirth).toBe(`${isoDaysAgo(30)}T00:00:00.000Z`);
    expect(h.eventsWritten()).toBeGreaterThan(0);
    const events = await h.db.outboxEvent.findMany({ where: { type: 'user.onboarded' } });
    expect(events.some((e) => (e.payload as { userId: string }).userId === u.id)).toBe(true);
  });

  it('a pregnancy becomes one profile at the trimester stage; newsletter off leaves no opt-in', async () => {
    const u = await newUser();
    const res = await request(h.app)
      .post('/api/onboarding')
      .set('x-internal-token', u.token)
      .send({
        userStage: 'currently_pregnant',
        trimester: 'second',
        interests: ['Birth planning'],
        newsletterOptIn: false,
      });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ emailOptIn: false, emailOptInDate: null, displayName: 'Google Name' });
    const kids = await request(h.app).get('/api/child-profiles').set('x-internal-token', u.token);
    expect(kids.body).toHaveLength(1);
    expect(kids.body[0]).toMatchObject({
      currentStage: 'pregnant-2nd',
      isActive: true,
      name: 'Baby',
      dateOfBirth: null,
    });
  });

  it('trying to conceive creates no profile, and newsletterOptIn defaults to on', async () => {
    const u = await newUser();
    const res = await request(h.app)
      .post('/api/onboarding')
      .set('x-internal-token', u.token)
      .send({
        userStage: 'trying_to_conceive',
        tryingDuration: '3_to_6_months',
        interests: ['Cycle tracking'],
      });
    expect(res.status).toBe(200);
    expect(res.body.emailOptIn).toBe(true);
    const kids = await request(h.app).get('/api/child-profiles').set('x-internal-token', u.token);
    expect(kids.body).toEqual([]);
  });

  it('submitting again updates the answers without duplicating children', async () => {
    const u = await newUser();
    const body = {
      userStage: 'already_parent',
      childrenCount: 1,
      childrenDOBs: [isoDaysAgo(200)],
      interests: ['Daily routines'],
    };
    await request(h.app).post('/api/onboarding').set('x-internal-token', u.token).send(body);
    const again = await request(h.app)
      .post('/api/onboarding')
      .set('x-internal-token', u.token)
      .send({ ...body, interests: ['Smart parenting tips'] });
    expect(again.body.interests).toEqual(['Smart parenting tips']);
    expect(await h.db.childProfile.count({ where: { userId: u.id } })).toBe(1);
  });

  const invalid: Array<[string, Record<string, unknown>, RegExp]> = [
    ['no stage', { interests: ['Nutrition'] }, /userStage/],
    ['an unknown stage', { userStage: 'grandparent', interests: ['Nutrition'] }, /userStage/],
    [
      'no interests',
      { userStage: 'trying_to_conceive', tryingDuration: 'over_6_months', interests: [] },
      /interest/,
    ],
    [
      "another path's interest",
      { userStage: 'trying_to_conceive', tryingDuration: 'over_6_months', interests: ['Registry tips'] },
      /interests\.0/,
    ],
    [
      'trying without a duration',
      { userStage: 'trying_to_conceive', interests: ['Cycle tracking'] },
      /tryingDuration/,
    ],
    [
      'pregnant without a trimester',
      { userStage: 'currently_pregnant', interests: ['Nutrition'] },
      /trimester/,
    ],
    [
      'a parent without a count',
      { userStage: 'already_parent', interests: ['Daily routines'] },
      /childrenCount/,
    ],
    [
      'fewer dates than children',
      {
        userStage: 'already_parent',
        childrenCount: 2,
        childrenDOBs: [isoDaysAgo(10)],
        interests: ['Daily routines'],
      },
      /childrenDOBs/,
    ],
    [
      'a birth date after today',
      {
        userStage: 'already_parent',
        childrenCount: 1,
        childrenDOBs: [isoDaysAgo(-3)],
        interests: ['Daily routines'],
      },
      /childrenDOBs\.0: Date of birth cannot be in the future/,
    ],
    [
      'a due date in the past',
      {
        userStage: 'currently_pregnant',
        dueDate: isoDaysAgo(5),
        interests: ['Nutrition'],
      },
      /dueDate: Due date cannot be in the past/,
    ],
    [
      'more names than birth dates',
      {
        userStage: 'already_parent',
        childrenCount: 1,
        childrenDOBs: [isoDaysAgo(100)],
        childrenNames: ['Mia', 'Leo'],
        interests: ['Daily routines'],
      },
      /childrenNames: has more names than birth dates/,
    ],
    [
      'a date that does not exist',
      {
        userStage: 'already_parent',
        childrenCount: 1,
        childrenDOBs: ['2024-02-30'],
        interests: ['Daily routines'],
      },
      /calendar date/,
    ],
    [
      'five children',
      {
        userStage: 'already_parent',
        childrenCount: 5,
        childrenDOBs: Array(5).fill(isoDaysAgo(100)),
        interests: ['Daily routines'],
      },
      /childrenCount/,
    ],
    [
      'a non-boolean newsletter',
      {
        userStage: 'trying_to_conceive',
        tryingDuration: 'over_6_months',
        interests: ['Cycle tracking'],
        newsletterOptIn: 'yes',
      },
      /newsletterOptIn/,
    ],
  ];

  for (const [what, body, message] of invalid) {
    it(`refuses ${what} with 400 and stores nothing`, async () => {
      const u = await newUser();
      const res = await request(h.app).post('/api/onboarding').set('x-internal-token', u.token).send(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('validation_error');
      expect(res.body.message).toMatch(message);
      const user = await h.db.user.findUniqueOrThrow({ where: { id: u.id } });
      expect(user.onboardingCompleted).toBe(false);
      expect(user.userStage).toBeNull();
      expect(await h.db.childProfile.count({ where: { userId: u.id } })).toBe(0);
    });
  }
});
