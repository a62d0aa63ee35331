import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInternalToken } from '@nestkeep/common';
import { eventually } from './support/billing.js';
import { TEST_INTERNAL_SECRET } from './support/db.js';
import { Client } from './support/http-client.js';
import { startStack, type Stack } from './support/stack.js';

/**
 * Deleting or anonymising an account takes effect when identity answers (issue 21 point 6), not
 * when the user.deleted event reaches the gateway's worker: every session and token is refused
 * from that moment, and a save that got past the gateway before cannot outlive the erase.
 */
let stack: Stack;
beforeAll(async () => {
  // A long session cache, as a busy gateway copy would hold it.
  stack = await startStack({ SESSION_CACHE_MS: '60000' });
});
afterAll(() => stack?.close());

/** A user signed in on two devices, with an API token. */
async function parent(label: string) {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const phone = new Client(stack.gatewayUrl);
  const signIn = await phone.devSignIn(email);
  expect(signIn.status).toBe(200);
  const { id } = (await signIn.json()) as { id: string };
  const laptop = new Client(stack.gatewayUrl);
  expect((await laptop.devSignIn(email)).status).toBe(200);
  // Read once on each device: the gateway's session cache now holds both.
  expect((await laptop.get('/api/auth/user')).status).toBe(200);
  expect((await phone.get('/api/content')).status).toBe(200);
  const created = await phone.post('/api/tokens', { name: 'Shortcut' });
  expect(created.status).toBe(201);
  const { token } = (await created.json()) as { token: string };
  const bearer = new Client(stack.gatewayUrl, null);
  const withToken = (method: string, path: string, body?: unknown) =>
    bearer.request(method, path, body, { authorization: `Bearer ${token}` });
  return { id, phone, laptop, withToken };
}

/** A request as the gateway forwards it to content for the user (signed before the account ended). */
async function contentCaller(userId: string) {
  const token = await signInternalToken(
    { kind: 'user', userId, role: 'user' },
    { secret: TEST_INTERNAL_SECRET, audience: 'content' },
  );
  return {
    save: (body: object) =>
      request(stack.content.app).post('/api/content').set('x-internal-token', token).send(body),
  };
}

const itemsOf = (userId: string) => stack.content.db.contentItem.count({ where: { userId } });

describe('account deletion and anonymisation take effect at once', () => {
  it('refuses every session and the API token of a deleted account as soon as the deletion answers', async () => {
    const p = await parent('deleted-now');
    expect((await p.phone.delete('/api/privacy/delete-account')).status).toBe(200);
    // No waiting for the user.deleted event: the very next requests are refused.
    const [laptop, save, viaToken] = await Promise.all([
      p.laptop.get('/api/auth/user'),
      p.laptop.post('/api/content', { title: 'Saved after deletion' }),
      p.withToken('POST', '/api/content', { title: 'Saved after deletion by token' }),
    ]);
    expect(laptop.status).toBe(401);
    expect(save.status).toBe(401);
    expect(viaToken.status).toBe(401);
    expect(await itemsOf(p.id)).toBe(0);
  });

  it('refuses the sessions of an anonymised account as soon as the anonymisation answers', async () => {
    const p = await parent('anonymised-now');
    expect((await p.phone.post('/api/privacy/anonymize')).status).toBe(200);
    const [laptop, save] = await Promise.all([
      p.laptop.get('/api/auth/user'),
      p.laptop.post('/api/content', { title: 'Saved after anonymisation' }),
    ]);
    expect(laptop.status).toBe(401);
    expect(save.status).toBe(401);
  });

  it('refuses a save that passed the gateway before the deletion, so nothing outlives the erase', async () => {
    const p = await parent('racing-save');
    const racing = await contentCaller(p.id);
    expect((await racing.save({ title: 'Before deletion' })).status).toBe(201);
    expect((await p.phone.delete('/api/privacy/delete-account')).status).toBe(200);
    // Content's erase (the user.deleted event) has run...
    await eventually(
      () => itemsOf(p.id),
      (n) => n === 0,
      { what: "content's erase" },
    );
    // ...and a save that was already on its way to content arrives after it: refused, nothing kept.
    const late = await racing.save({ title: 'Arrived after the erase' });
    expect(late.status).toBe(401);
    expect(await itemsOf(p.id)).toBe(0);
  });
});
