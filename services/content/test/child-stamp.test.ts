import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInternalToken } from '@nestkeep/common';
import { TEST_INTERNAL_SECRET } from '../../../tests/support/db.js';
import { gatewayToken, startIdentity, userToken, type IdentityHarness } from '../../identity/test/harness.js';
import { createChildrenLookup } from '../src/clients/identity.js';
import { startContent, type ContentHarness } from './harness.js';

// Content asks the real identity app (over HTTP, with its service token) which children a user has.
let identity: IdentityHarness;
let identityServer: Server;
let identityUrl: string;
let h: ContentHarness;

beforeAll(async () => {
  identity = await startIdentity();
  identityServer = identity.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => identityServer.once('listening', resolve));
  identityUrl = `http://127.0.0.1:${(identityServer.address() as AddressInfo).port}`;
  h = await startContent({
    childrenOf: (userId) =>
      createChildrenLookup({ identityUrl, secret: TEST_INTERNAL_SECRET, timeoutMs: 1000 })(userId),
  });
});
afterAll(async () => {
  await h.close();
  await new Promise((resolve) => identityServer.close(resolve));
  await identity.close();
});

let seq = 0;
/** A user known to identity and content alike, with children made through identity's own API. */
async function parent() {
  seq += 1;
  const signIn = await request(identity.app)
    .post('/internal/users/sign-in')
    .set('x-internal-token', await gatewayToken())
    .send({ googleId: `stamp-${seq}`, email: `stamp${seq}@example.com` });
  const id = signIn.body.id as string;
  const token = await userToken(id);
  const contentToken = await signInternalToken(
    { kind: 'user', userId: id, role: 'user' },
    { secret: TEST_INTERNAL_SECRET, audience: 'content' },
  );
  const t = (r: request.Test) => r.set('x-internal-token', contentToken);
  return {
    id,
    get: (path: string) => t(request(h.app).get(path)),
    post: (path: string, body?: object) => t(request(h.app).post(path)).send(body ?? {}),
    put: (path: string, body?: object) => t(request(h.app).put(path)).send(body ?? {}),
    addChild: async (name: string, currentStage: string) =>
      (
        await request(identity.app)
          .post('/api/child-profiles')
          .set('x-internal-token', token)
          .send({ name, currentStage, isActive: true })
      ).body.id as number,
  };
}

describe('saves are stamped with the child they are for', () => {
  it('stamps the active child when none is given, the given one when it is theirs, none for null', async () => {
    const u = await parent();
    const mia = await u.addChild('Mia', 'infant');
    const leo = await u.addChild('Leo', 'toddler'); // now the active one
    const active = await u.post('/api/content', { title: 'Toddler tantrum tips' });
    expect(active.status).toBe(201);
    expect(active.body.childProfileId).toBe(leo);
    const chosen = await u.post('/api/content', { title: 'Starting solids', childProfileId: mia });
    expect(chosen.body.childProfileId).toBe(mia);
    const none = await u.post('/api/content', { title: 'For both kids', childProfileId: null });
    expect(none.body.childProfileId).toBeNull();
  });

  it("refuses a child that is not the user's with 400 and saves nothing", async () => {
    const u = await parent();
    const other = await parent();
    const theirs = await other.addChild('Sam', 'newborn');
    await u.addChild('Ava', 'infant');
    const res = await u.post('/api/content', { title: 'Not for Sam', childProfileId: theirs });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/childProfileId/);
    const bad = await u.post('/api/content', { title: 'Bad id', childProfileId: 'two' });
    expect(bad.status).toBe(400);
    expect(await h.db.contentItem.count({ where: { userId: u.id } })).toBe(0);
  });

  it('still saves, unstamped, when identity cannot be reached', async () => {
    const u = await parent();
    await u.addChild('Mia', 'infant');
    const live = identityUrl;
    identityUrl = 'http://127.0.0.1:9'; // nothing listens there
    try {
      const res = await u.post('/api/content', { originalUrl: 'https://example.com/identity-down' });
      expect(res.status).toBe(201);
      expect(res.body.childProfileId).toBeNull();
      // An edit can wait: it answers 503 and changes nothing.
      const edit = await u.put(`/api/content/${res.body.id}`, { childProfileId: 1 });
      expect(edit.status).toBe(503);
    } finally {
      identityUrl = live;
    }
    expect(await h.db.contentItem.count({ where: { userId: u.id } })).toBe(1);
  });

  it("moves an item to another of the user's children or to none, never to someone else's", async () => {
    const u = await parent();
    const other = await parent();
    const mia = await u.addChild('Mia', 'infant');
    const leo = await u.addChild('Leo', 'toddler');
    const sam = await other.addChild('Sam', 'newborn');
    const { body: saved } = await u.post('/api/content', { title: 'Bath time songs' });
    expect(saved.childProfileId).toBe(leo);
    expect((await u.put(`/api/content/${saved.id}`, { childProfileId: mia })).body.childProfileId).toBe(mia);
    const foreign = await u.put(`/api/content/${saved.id}`, { childProfileId: sam });
    expect(foreign.status).toBe(400);
    expect(
      (await u.put(`/api/content/${saved.id}`, { childProfileId: null })).body.childProfileId,
    ).toBeNull();
    // Another user's item stays 404 whatever the child.
    expect((await other.put(`/api/content/${saved.id}`, { childProfileId: sam })).status).toBe(404);
  });
});

describe("listing by several phases (the dashboard's 'For {name} now')", () => {
  it('lists items whose phase is any of the given ones, with search too, and refuses an unknown phase', async () => {
    const u = await parent();
    const titles = {
      newborn: 'Newborn feeding cues',
      infant: 'Infant nap schedule',
      toddler: 'Toddler nap refusal',
    };
    for (const [phase, title] of Object.entries(titles)) {
      const { body } = await u.post('/api/content', { title });
      await h.db.contentItem.update({ where: { id: body.id }, data: { parentingPhase: phase } });
    }
    await u.post('/api/content', { title: 'No phase yet' });
    const list = (await u.get('/api/content?phases=newborn,infant')).body.map(
      (i: { title: string }) => i.title,
    );
    expect(list.sort()).toEqual(['Infant nap schedule', 'Newborn feeding cues']);
    const naps = (await u.get('/api/content?phases=infant,toddler&search=nap')).body.map(
      (i: { title: string }) => i.title,
    );
    expect(naps.sort()).toEqual(['Infant nap schedule', 'Toddler nap refusal']);
    const bad = await u.get('/api/content?phases=newborn,teenager');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/phases/);
  });
});
