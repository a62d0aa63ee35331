import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentToken, day, signedInUser, startIdentity, type IdentityHarness } from './harness.js';

/**
 * Issue 22 point 2: trying to conceive is a first-class start. Onboarding asks no date and makes
 * no child; content learns the user's stage from identity to answer their chat; a
 * trying-to-conceive profile's hoped-for date is optional while the other stages keep their rules.
 */
let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h.close());

describe('trying to conceive', () => {
  it('finishes onboarding with no date and no child, and tells content the stage', async () => {
    const u = await signedInUser(h, 'ttc');
    const done = await u.post('/api/onboarding', {
      userStage: 'trying_to_conceive',
      tryingDuration: '3_to_6_months',
      interests: ['Cycle tracking'],
      newsletterOptIn: false,
    });
    expect(done.status).toBe(200);
    expect((await u.get('/api/auth/user')).body).toMatchObject({
      onboardingCompleted: true,
      userStage: 'trying_to_conceive',
    });
    expect((await u.get('/api/child-profiles')).body).toEqual([]);

    const internal = await request(h.app)
      .get(`/internal/users/${u.id}`)
      .set('x-internal-token', await contentToken());
    expect(internal.status).toBe(200);
    expect(internal.body).toMatchObject({ userStage: 'trying_to_conceive', trimester: null });
  });

  it('tells content a pregnancy trimester too', async () => {
    const u = await signedInUser(h, 'pregnant');
    const done = await u.post('/api/onboarding', {
      userStage: 'currently_pregnant',
      trimester: 'second',
      interests: ['Nutrition'],
      newsletterOptIn: false,
    });
    expect(done.status).toBe(200);
    const internal = await request(h.app)
      .get(`/internal/users/${u.id}`)
      .set('x-internal-token', await contentToken());
    expect(internal.body).toMatchObject({ userStage: 'currently_pregnant', trimester: 'second' });
  });

  it('creates a trying-to-conceive profile with or without a hoped-for date; other stages keep their rules', async () => {
    const u = await signedInUser(h, 'ttc-profile');
    const noDate = await u.post('/api/child-profiles', { name: 'Hope', currentStage: 'trying-to-conceive' });
    expect(noDate.status).toBe(201);
    expect(noDate.body).toMatchObject({
      currentStage: 'trying-to-conceive',
      stageLabel: 'Trying to Conceive',
      dateOfBirth: null,
      ageLabel: null,
    });
    const nullDate = await u.post('/api/child-profiles', {
      name: 'Hope 2',
      currentStage: 'trying-to-conceive',
      dateOfBirth: null,
    });
    expect(nullDate.status).toBe(201);
    const hoped = await u.post('/api/child-profiles', {
      name: 'Hope 3',
      currentStage: 'trying-to-conceive',
      dateOfBirth: day(400),
    });
    expect(hoped.status).toBe(201);
    expect(hoped.body.currentStage).toBe('trying-to-conceive');

    const past = await u.post('/api/child-profiles', {
      name: 'Hope 4',
      currentStage: 'trying-to-conceive',
      dateOfBirth: day(-30),
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toMatch(/cannot be in the past/);
    const futureBirth = await u.post('/api/child-profiles', {
      name: 'Leo',
      currentStage: 'newborn',
      dateOfBirth: day(30),
    });
    expect(futureBirth.status).toBe(400);
    expect(futureBirth.body.message).toMatch(/Date of birth cannot be in the future/);
  });
});
