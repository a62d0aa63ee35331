import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle } from './support/fake-google.js';
import { Client } from './support/http-client.js';
import { startStack, type Stack } from './support/stack.js';

let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let stack: Stack;
beforeAll(async () => {
  google = await startFakeGoogle('nestkeep-test-client', 'nestkeep-test-secret');
  stack = await startStack({ ...google.env, AUTH_DEV_LOGIN: 'false' });
});
afterAll(async () => {
  await stack.close();
  await google.close();
});

/** Follows the sign-in dance as a browser would: gateway → Google → gateway callback. */
async function signInWithGoogle(browser: Client, startPath: string): Promise<Response> {
  const start = await browser.get(startPath);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.origin + authorize.pathname).toBe(google.env.GOOGLE_AUTH_URL);
  expect(authorize.searchParams.get('state')).toBeTruthy();
  const consent = await fetch(authorize, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get('location')!);
  expect(callback.origin).toBe(stack.gatewayUrl);
  return browser.get(callback.pathname + callback.search);
}

describe('Google sign-in through passport against a local OAuth provider', () => {
  it('signs in, lands on the stored return address with a fresh session cookie', async () => {
    google.setUser({
      sub: 'g-42',
      email: 'Pat.Parent@gmail.com',
      email_verified: true,
      name: 'Pat Parent',
      picture: 'https://example.com/pat.png',
    });
    const browser = new Client(stack.gatewayUrl);
    await browser.get('/auth/google?redirect=/saved'); // creates the pre-sign-in session
    const before = browser.cookie('nk.sid');
    const done = await signInWithGoogle(browser, '/auth/google?redirect=/saved');
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/saved');
    expect(browser.cookie('nk.sid')).toBeDefined();
    expect(browser.cookie('nk.sid')).not.toBe(before);
    const me = await browser.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: 'pat.parent@gmail.com',
      displayName: 'Pat Parent',
      profilePicture: 'https://example.com/pat.png',
    });
  });

  it('goes to /app by default, through /api/login too, and finds the same user again', async () => {
    google.setUser({ sub: 'g-42', email: 'pat.parent@gmail.com', email_verified: true, name: 'Pat P' });
    const browser = new Client(stack.gatewayUrl);
    const done = await signInWithGoogle(browser, '/api/login');
    expect(done.headers.get('location')).toBe('/app');
    expect(await stack.identity.db.user.count({ where: { googleId: 'g-42' } })).toBe(1);
  });

  it('refuses a callback whose state was not issued to this browser', async () => {
    const attacker = new Client(stack.gatewayUrl);
    const start = await attacker.get('/auth/google');
    const consent = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    const victim = new Client(stack.gatewayUrl);
    const res = await victim.get(callback.pathname + callback.search);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?error=sign_in_failed');
    expect((await victim.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses an account whose email Google has not verified', async () => {
    google.setUser({ sub: 'g-unverified', email: 'x@gmail.com', email_verified: false, name: 'X' });
    const browser = new Client(stack.gatewayUrl);
    const res = await signInWithGoogle(browser, '/auth/google');
    expect(res.headers.get('location')).toBe('/login?error=email_not_verified');
    expect((await browser.get('/api/auth/user')).status).toBe(401);
  });

  it('has no development sign-in when it is switched off', async () => {
    const browser = new Client(stack.gatewayUrl);
    expect((await browser.devSignIn('sneaky@example.com')).status).toBe(404);
  });
});
