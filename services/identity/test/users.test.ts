import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInternalToken } from '@nestkeep/common';
import { TEST_INTERNAL_SECRET } from '../../../tests/support/db.js';
import { ADMIN_EMAIL, gatewayToken, startIdentity, userToken, type IdentityHarness } from './harness.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h.close());

async function signIn(googleId: string, email: string, displayName = 'Sam Parent') {
  return request(h.app)
    .post('/internal/users/sign-in')
    .set('x-internal-token', await gatewayToken())
    .send({ googleId, email, displayName, profilePicture: 'https://example.com/p.png' });
}

describe('sign-in upsert (internal)', () => {
  it('creates a user on first sign-in with a user.created event, then finds the same user', async () => {
    const first = await signIn('g-1', 'sam@example.com');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ role: 'user', created: true });
    const events = await h.db.outboxEvent.findMany({ where: { type: 'user.created' } });
    expect(events.map((e) => (e.payload as { userId: string }).userId)).toContain(first.body.id);

    const again = await signIn('g-1', 'sam.new@example.com', 'Google Name');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ id: first.body.id, role: 'user', created: false });
    const user = await h.db.user.findUniqueOrThrow({ where: { id: first.body.id } });
    expect(user.email).toBe('sam.new@example.com');
    expect(user.displayName).toBe('Sam Parent'); // a later Google name does not overwrite it
  });

  it('tells a first sign-in from a return: firstSignIn until the user signs in again (issue 22 point 8)', async () => {
    const first = await signIn('g-first', 'first@example.com');
    const token = await userToken(first.body.id);
    const me = () => request(h.app).get('/api/auth/user').set('x-internal-token', token);
    expect((await me()).body.firstSignIn).toBe(true);
    // Reading the user again (another visit in the same session) is still the first sign-in.
    expect((await me()).body.firstSignIn).toBe(true);
    await signIn('g-first', 'first@example.com');
    expect((await me()).body.firstSignIn).toBe(false);
    const user = await h.db.user.findUniqueOrThrow({ where: { id: first.body.id } });
    expect(user.previousLoginAt).not.toBeNull();
    expect(user.previousLoginAt!.getTime()).toBeLessThanOrEqual(user.lastLoginAt!.getTime());
  });

  it('gives the admin role to emails in ADMIN_EMAILS, whatever their case', async () => {
    const res = await signIn('g-admin', ADMIN_EMAIL.toUpperCase());
    expect(res.body.role).toBe('admin');
  });

  it('shows the role ADMIN_EMAILS gives now, not the one stored at sign-in (issue 21)', async () => {
    const { body } = await signIn('g-was-admin', 'was-admin@example.com');
    // Stored as admin by an earlier configuration that named this address.
    await h.db.user.update({ where: { id: body.id }, data: { role: 'admin' } });
    const me = await request(h.app)
      .get('/api/auth/user')
      .set('x-internal-token', await userToken(body.id));
    expect(me.body).toMatchObject({ role: 'user', isAdmin: false });
    const admin = await signIn('g-admin', ADMIN_EMAIL);
    const shown = await request(h.app)
      .get('/api/auth/user')
      .set('x-internal-token', await userToken(admin.body.id));
    expect(shown.body).toMatchObject({ role: 'admin', isAdmin: true });
  });

  it('creates one user when the same first sign-in arrives twice at once', async () => {
    const [a, b] = await Promise.all([
      signIn('g-race', 'race@example.com'),
      signIn('g-race', 'race@example.com'),
    ]);
    expect(a.body.id).toBe(b.body.id);
    expect(await h.db.user.count({ where: { googleId: 'g-race' } })).toBe(1);
  });

  it('refuses a user token, a missing token and a bad body', async () => {
    const asUser = await request(h.app)
      .post('/internal/users/sign-in')
      .set('x-internal-token', await userToken('00000000-0000-0000-0000-000000000000'))
      .send({ googleId: 'x', email: 'x@example.com' });
    expect(asUser.status).toBe(401);
    const none = await request(h.app)
      .post('/internal/users/sign-in')
      .send({ googleId: 'x', email: 'x@example.com' });
    expect(none.status).toBe(401);
    const bad = await request(h.app)
      .post('/internal/users/sign-in')
      .set('x-internal-token', await gatewayToken())
      .send({ googleId: 'x', email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('validation_error');
    expect(bad.body.message).toMatch(/email/);
    expect(await h.db.user.count({ where: { googleId: 'x' } })).toBe(0);
  });
});

describe('user lookup (internal)', () => {
  it("tells a service a user's plan, and 404 for unknown ids; users cannot call it", async () => {
    const { body } = await signIn('g-plan', 'plan@example.com');
    const res = await request(h.app)
      .get(`/internal/users/${body.id}`)
      .set('x-internal-token', await gatewayToken());
    expect(res.status).toBe(200);
    // Not onboarded yet: no stage (content answers a childless chat for the stage, issue 22 point 2).
    expect(res.body).toEqual({
      id: body.id,
      email: 'plan@example.com',
      plan: 'free',
      role: 'user',
      userStage: null,
      trimester: null,
    });
    const unknown = await request(h.app)
      .get('/internal/users/00000000-0000-4000-8000-000000000000')
      .set('x-internal-token', await gatewayToken());
    expect(unknown.status).toBe(404);
    const junk = await request(h.app)
      .get('/internal/users/not-a-uuid')
      .set('x-internal-token', await gatewayToken());
    expect(junk.status).toBe(404);
    const asUser = await request(h.app)
      .get(`/internal/users/${body.id}`)
      .set('x-internal-token', await userToken(body.id));
    expect(asUser.status).toBe(401);
  });
});

describe('internal token', () => {
  it('answers 401 without a token, with a forged one, an expired one or one for another service', async () => {
    const { body } = await signIn('g-tok', 'tok@example.com');
    expect((await request(h.app).get('/api/auth/user')).status).toBe(401);
    const forged = await signInternalToken(
      { kind: 'user', userId: body.id, role: 'user' },
      { secret: 'another-secret-that-is-long-enough-123', audience: 'identity' },
    );
    expect((await request(h.app).get('/api/auth/user').set('x-internal-token', forged)).status).toBe(401);
    const expired = await signInternalToken(
      { kind: 'user', userId: body.id, role: 'user' },
      { secret: TEST_INTERNAL_SECRET, audience: 'identity', now: new Date(Date.now() - 61_000) },
    );
    expect((await request(h.app).get('/api/auth/user').set('x-internal-token', expired)).status).toBe(401);
    const forContent = await signInternalToken(
      { kind: 'user', userId: body.id, role: 'user' },
      { secret: TEST_INTERNAL_SECRET, audience: 'content' },
    );
    expect((await request(h.app).get('/api/auth/user').set('x-internal-token', forContent)).status).toBe(401);
    const valid = await request(h.app)
      .get('/api/auth/user')
      .set('x-internal-token', await userToken(body.id));
    expect(valid.status).toBe(200);
  });

  it('leaves health checks open', async () => {
    expect((await request(h.app).get('/healthz')).status).toBe(200);
    const ready = await request(h.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.checks.database).toBe('ok');
  });
});

describe('current user, profile and email preferences', () => {
  let id: string;
  let token: string;
  beforeAll(async () => {
    id = (await signIn('g-me', 'me@example.com', 'Robin')).body.id;
    token = await userToken(id);
  });

  it('GET /api/auth/user returns the user, and 401 once the account is gone', async () => {
    const res = await request(h.app).get('/api/auth/user').set('x-internal-token', token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      email: 'me@example.com',
      displayName: 'Robin',
      profilePicture: 'https://example.com/p.png',
      plan: 'free',
      role: 'user',
      isAdmin: false,
      onboardingCompleted: false,
      emailOptIn: false,
      emailOptInDate: null,
    });
    expect(new Date(res.body.createdAt).getTime()).toBeGreaterThan(0);
    const ghost = await userToken('00000000-0000-4000-8000-000000000000');
    expect((await request(h.app).get('/api/auth/user').set('x-internal-token', ghost)).status).toBe(401);
  });

  it('PUT /api/user/profile renames, and a blank name is refused without change', async () => {
    const ok = await request(h.app)
      .put('/api/user/profile')
      .set('x-internal-token', token)
      .send({ displayName: '  Robin B  ' });
    expect(ok.status).toBe(200);
    expect(ok.body.displayName).toBe('Robin B');
    const bad = await request(h.app)
      .put('/api/user/profile')
      .set('x-internal-token', token)
      .send({ displayName: '   ' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'validation_error', message: 'displayName: Display name is required' });
    const profile = await request(h.app).get('/api/user/profile').set('x-internal-token', token);
    expect(profile.body.displayName).toBe('Robin B');
  });

  it('email preferences: opting in stamps a date, opting out clears it, junk is refused', async () => {
    const initial = await request(h.app).get('/api/user/email-preferences').set('x-internal-token', token);
    expect(initial.body).toEqual({ emailOptIn: false, emailOptInDate: null });
    const optIn = await request(h.app)
      .post('/api/user/email-preferences')
      .set('x-internal-token', token)
      .send({ emailOptIn: true });
    expect(optIn.status).toBe(200);
    expect(optIn.body.emailOptIn).toBe(true);
    expect(typeof optIn.body.message).toBe('string');
    expect(Date.now() - new Date(optIn.body.emailOptInDate).getTime()).toBeLessThan(60_000);
    const bad = await request(h.app)
      .post('/api/user/email-preferences')
      .set('x-internal-token', token)
      .send({ emailOptIn: 'yes' });
    expect(bad.status).toBe(400);
    const after = await request(h.app).get('/api/user/email-preferences').set('x-internal-token', token);
    expect(after.body.emailOptIn).toBe(true);
    const optOut = await request(h.app)
      .post('/api/user/email-preferences')
      .set('x-internal-token', token)
      .send({ emailOptIn: false });
    expect(optOut.body).toMatchObject({ emailOptIn: false, emailOptInDate: null });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await request(h.app)
      .put('/api/user/profile')
      .set('x-internal-token', token)
      .set('content-type', 'application/json')
      .send('{"displayName":');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('bad_request');
  });
});
