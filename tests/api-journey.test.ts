import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from './support/http-client.js';
import { startStack, type Stack } from './support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe('a new parent through the gateway', () => {
  it('signs in, onboards, manages child profiles, signs out', async () => {
    const browser = new Client(stack.gatewayUrl);
    expect((await browser.get('/api/auth/user')).status).toBe(401);

    const signIn = await browser.devSignIn('jamie@example.com', 'Jamie');
    expect(signIn.status).toBe(200);
    expect(browser.cookie('nk.sid')).toBeDefined();
    const setCookie = signIn.headers.getSetCookie().join(';');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await browser.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: 'jamie@example.com',
      displayName: 'Jamie',
      onboardingCompleted: false,
    });

    const onboarding = await browser.post('/api/onboarding', {
      userStage: 'already_parent',
      childrenCount: 1,
      childrenDOBs: [daysAgo(120)],
      interests: ['Milestone tracker'],
      newsletterOptIn: true,
      parentName: 'Jamie P',
    });
    expect(onboarding.status).toBe(200);
    expect(await (await browser.get('/api/auth/user')).json()).toMatchObject({
      onboardingCompleted: true,
      displayName: 'Jamie P',
    });

    const [firstChild] = await (await browser.get('/api/child-profiles')).json();
    expect(firstChild).toMatchObject({ currentStage: 'infant', isActive: true });

    const created = await browser.post('/api/child-profiles', {
      name: 'Noah',
      currentStage: 'newborn',
      dateOfBirth: daysAgo(10),
      sex: 'boy',
      isActive: false,
    });
    expect(created.status).toBe(201);
    const noah = await created.json();

    const renamed = await browser.put(`/api/child-profiles/${noah.id}`, { name: 'Noah J' });
    expect((await renamed.json()).name).toBe('Noah J');

    const activated = await browser.patch(`/api/child-profiles/${noah.id}/activate`);
    expect(activated.status).toBe(200);
    const afterActivate = await (await browser.get('/api/child-profiles')).json();
    expect(
      afterActivate.filter((p: { isActive: boolean }) => p.isActive).map((p: { id: number }) => p.id),
    ).toEqual([noah.id]);

    expect((await browser.delete(`/api/child-profiles/${firstChild.id}`)).status).toBe(204);
    expect(
      (await (await browser.get('/api/child-profiles')).json()).map((p: { id: number }) => p.id),
    ).toEqual([noah.id]);

    const prefs = await browser.get('/api/user/email-preferences');
    expect((await prefs.json()).emailOptIn).toBe(true);

    const logout = await browser.post('/auth/logout');
    expect(logout.status).toBe(200);
    expect((await browser.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses a replayed cookie after sign-out and a cookie with a forged signature', async () => {
    const browser = new Client(stack.gatewayUrl);
    await browser.devSignIn('replay@example.com');
    const cookie = `nk.sid=${browser.cookie('nk.sid')}`;
    expect((await fetch(`${stack.gatewayUrl}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
    await browser.post('/auth/logout');
    expect((await fetch(`${stack.gatewayUrl}/api/auth/user`, { headers: { cookie } })).status).toBe(401);

    const other = new Client(stack.gatewayUrl);
    await other.devSignIn('forged@example.com');
    const [sid] = decodeURIComponent(other.cookie('nk.sid')!).slice(2).split('.');
    const forged = `nk.sid=${encodeURIComponent(`s:${sid}.${'A'.repeat(43)}`)}`;
    expect((await fetch(`${stack.gatewayUrl}/api/auth/user`, { headers: { cookie: forged } })).status).toBe(
      401,
    );
    const unsigned = `nk.sid=${encodeURIComponent(sid!)}`;
    expect((await fetch(`${stack.gatewayUrl}/api/auth/user`, { headers: { cookie: unsigned } })).status).toBe(
      401,
    );
  });

  it("answers 404 for another parent's child through the gateway", async () => {
    const a = new Client(stack.gatewayUrl);
    const b = new Client(stack.gatewayUrl);
    await a.devSignIn('a@example.com');
    await b.devSignIn('b@example.com');
    const child = await (
      await a.post('/api/child-profiles', { name: 'Only Mine', currentStage: 'toddler' })
    ).json();
    expect((await b.put(`/api/child-profiles/${child.id}`, { name: 'x' })).status).toBe(404);
    expect((await b.delete(`/api/child-profiles/${child.id}`)).status).toBe(404);
    expect((await b.patch(`/api/child-profiles/${child.id}/activate`)).status).toBe(404);
  });

  it('a direct call to identity without the internal token answers 401', async () => {
    const direct = new Client(stack.identityUrl);
    expect((await direct.get('/api/auth/user')).status).toBe(401);
    expect((await direct.get('/api/child-profiles')).status).toBe(401);
    expect(
      (await direct.post('/internal/users/sign-in', { googleId: 'x', email: 'x@example.com' })).status,
    ).toBe(401);
  });

  it('a forged internal-token header sent to the gateway is not passed on', async () => {
    const anon = new Client(stack.gatewayUrl);
    const res = await anon.get('/api/auth/user', { 'x-internal-token': 'forged' });
    expect(res.status).toBe(401);
  });

  it('refuses a cross-origin or origin-less POST with 403 and changes nothing', async () => {
    const browser = new Client(stack.gatewayUrl);
    await browser.devSignIn('csrf@example.com');
    const evil = await browser.request(
      'POST',
      '/api/child-profiles',
      { name: 'Evil', currentStage: 'infant' },
      { origin: 'https://evil.example' },
    );
    expect(evil.status).toBe(403);
    expect(await evil.json()).toMatchObject({ error: 'forbidden' });
    const crossSite = await browser.request(
      'PUT',
      '/api/user/profile',
      { displayName: 'Hacked' },
      { origin: '', 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    const sameOriginFetch = await browser.request(
      'PUT',
      '/api/user/profile',
      { displayName: 'Fine' },
      { origin: '', 'sec-fetch-site': 'same-origin' },
    );
    expect(sameOriginFetch.status).toBe(200);
    const logoutFromElsewhere = await browser.request(
      'POST',
      '/auth/logout',
      {},
      { origin: 'https://evil.example' },
    );
    expect(logoutFromElsewhere.status).toBe(403);
    expect(await (await browser.get('/api/child-profiles')).json()).toEqual([]);
  });

  it('does not expose internal routes, and answers unknown API paths with 404 JSON', async () => {
    const browser = new Client(stack.gatewayUrl);
    await browser.devSignIn('explorer@example.com');
    const internal = await browser.post('/internal/users/sign-in', { googleId: 'x', email: 'x@example.com' });
    expect(internal.status).toBe(404);
    const unknown = await browser.get('/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'not_found' });
  });

  it('sends the user to the stored return address after development sign-in', async () => {
    const browser = new Client(stack.gatewayUrl);
    const form = await browser.get('/auth/google?redirect=/tools/milestone-tracker');
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('Development sign-in');
    const res = await browser.request('POST', '/auth/dev', 'email=form%40example.com&displayName=Form', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/tools/milestone-tracker');
    const offsite = new Client(stack.gatewayUrl);
    await offsite.get('/auth/google?redirect=//evil.example/x');
    const r2 = await offsite.devSignIn('offsite@example.com');
    expect((await r2.json()).redirect).toBe('/app');
  });

  it('rejects a bad development sign-in with 400', async () => {
    const browser = new Client(stack.gatewayUrl);
    const res = await browser.post('/auth/dev', { email: 'nope' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain('A valid email is required');
    expect((await browser.get('/api/auth/user')).status).toBe(401);
  });

  it('sets request ids and security headers, and reports health', async () => {
    const res = await fetch(`${stack.gatewayUrl}/healthz`, { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const ready = await fetch(`${stack.gatewayUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ checks: { redis: 'ok', identity: 'ok' } });
  });
});
