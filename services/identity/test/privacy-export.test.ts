import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyInternalToken } from '@nestkeep/common';
import { TEST_INTERNAL_SECRET } from '../../../tests/support/db.js';
import { startIdentity, userToken, type IdentityHarness } from './harness.js';
import { seedFullUser } from './privacy-seed.js';
import { EXPORT_UNAVAILABLE } from '../src/clients/user-export.js';

const NOW = new Date('2026-03-04T10:00:00.000Z');

/** What the fake content and billing answer, set per test. */
interface FakeState {
  contentDown: boolean;
  billingDown: boolean;
  /** Content's export document (written in pieces). */
  contentDoc: (userId: string) => Record<string, unknown>;
  files: Record<string, Buffer>;
  /** When set, the export's 2nd request holds after its first piece until it resolves. */
  hold: Promise<void> | null;
  /** When set, the export breaks off after this many bytes (a content that dies mid-stream). */
  breakAfter: number | null;
  /** The export stops sending (without closing) after its first piece. */
  stall: boolean;
  requests: { path: string; service: string | null; audience: string }[];
}
const state: FakeState = {
  contentDown: false,
  billingDown: false,
  contentDoc: () => ({}),
  files: {},
  hold: null,
  breakAfter: null,
  stall: false,
  requests: [],
};

function emptyContent() {
  return { items: [], chats: [], nameFavorites: [], usage: [], uploads: [] };
}

async function principalOf(req: http.IncomingMessage, audience: 'content' | 'billing') {
  try {
    const p = await verifyInternalToken(String(req.headers['x-internal-token'] ?? ''), {
      secret: TEST_INTERNAL_SECRET,
      audience,
    });
    return p.kind === 'service' ? p.service : null;
  } catch {
    return null;
  }
}

let exportCalls = 0;
const content = http.createServer(async (req, res) => {
  const service = await principalOf(req, 'content');
  state.requests.push({ path: req.url ?? '', service, audience: 'content' });
  if (state.contentDown) return void req.socket.destroy();
  if (service !== 'identity') return void res.writeHead(401).end();
  const exp = /^\/internal\/users\/([^/]+)\/export$/.exec(req.url ?? '');
  const file = /^\/internal\/users\/([^/]+)\/files\/([^/]+)$/.exec(req.url ?? '');
  if (exp) {
    exportCalls += 1;
    const text = JSON.stringify(state.contentDoc(exp[1]!));
    res.writeHead(200, { 'content-type': 'application/json' });
    if (state.breakAfter !== null) {
      res.write(text.slice(0, state.breakAfter));
      setTimeout(() => res.destroy(), 20);
      return;
    }
    // In pieces, as content streams it page by page.
    const cut = text.indexOf('"chats"');
    res.write(text.slice(0, cut));
    if (state.stall) return; // never ends (the socket is closed with the server)
    if (state.hold && exportCalls % 2 === 0) await state.hold;
    res.end(text.slice(cut));
    return;
  }
  if (file) {
    const bytes = state.files[decodeURIComponent(file[2]!)];
    if (!bytes) return void res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': bytes.length });
    res.end(bytes);
    return;
  }
  res.writeHead(404).end();
});

const billing = http.createServer(async (req, res) => {
  const service = await principalOf(req, 'billing');
  state.requests.push({ path: req.url ?? '', service, audience: 'billing' });
  if (state.billingDown) return void req.socket.destroy();
  if (service !== 'identity') return void res.writeHead(401).end();
  const exp = /^\/internal\/users\/([^/]+)\/export$/.exec(req.url ?? '');
  if (!exp) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      customer: { stripeCustomerId: `cus_${exp[1]!.slice(0, 8)}`, email: 'billing@example.com' },
      subscriptions: [{ stripeSubscriptionId: 'sub_1', status: 'active', plan: 'pro' }],
    }),
  );
});

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let h: IdentityHarness;
let identityServer: http.Server;
let identityUrl: string;
beforeAll(async () => {
  const contentUrl = await listen(content);
  const billingUrl = await listen(billing);
  h = await startIdentity(undefined, {
    now: () => NOW,
    contentUrl,
    billingUrl,
    privacy: { exportIdleTimeoutMs: 500 },
  });
  identityServer = http.createServer(h.app);
  identityUrl = await listen(identityServer);
});
afterAll(async () => {
  await new Promise((r) => identityServer.close(r));
  content.closeAllConnections();
  await new Promise((r) => content.close(r));
  await new Promise((r) => billing.close(r));
  await h.close();
});
beforeEach(() => {
  Object.assign(state, {
    contentDown: false,
    billingDown: false,
    contentDoc: emptyContent,
    files: {},
    hold: null,
    breakAfter: null,
    stall: false,
    requests: [],
  });
});

/** supertest parser for a binary body (the zip). */
const binary = ((res: http.IncomingMessage, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}) as unknown as Parameters<request.Test['parse']>[0];

describe('GET /api/privacy/export', () => {
  it('answers one dated JSON file with identity, billing and content parts (token names, never hashes)', async () => {
    const u = await seedFullUser(h, 'exp-json');
    state.contentDoc = (userId) => ({
      items: [{ id: 1, url: 'https://example.com/sleep', notes: `note of ${userId}`, title: 'Sleep tips' }],
      chats: [{ id: 7, title: 'Teething', messages: [{ role: 'user', content: 'When do teeth come?' }] }],
      nameFavorites: [{ name: 'Ada' }],
      usage: [{ kind: 'saves', month: '2026-03', count: 3 }],
      uploads: [],
    });
    const res = await u.get('/api/privacy/export').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="nestkeep-export-2026-03-04.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    const doc = JSON.parse(res.text);
    expect(doc.exportedAt).toBe(NOW.toISOString());
    expect(doc.profile).toMatchObject({
      id: u.id,
      email: u.user.email,
      displayName: `Parent ${u.tag}`,
      profilePicture: u.user.profilePicture,
      emailOptIn: true,
    });
    expect(doc.onboarding).toMatchObject({
      completed: true,
      userStage: 'already_parent',
      interests: ['sleep', 'feeding'],
    });
    expect(doc.children.map((c: { name: string }) => c.name)).toEqual([`Kid ${u.tag}`, `Bump ${u.tag}`]);
    expect(doc.milestones).toHaveLength(1);
    expect(doc.milestones[0]).toMatchObject({ notes: `Smiled at grandma ${u.tag}`, isAchieved: true });
    expect(doc.milestones[0].milestone.description).toEqual(expect.any(String));
    expect(doc.growth).toMatchObject([{ weightKg: 6.1, lengthCm: 61 }]);
    expect(doc.feeding).toMatchObject([{ kind: 'bottle', amountMl: 120, notes: `Fed at ${u.tag} house` }]);
    expect(doc.family.invited.map((f: { email: string }) => f.email).sort()).toEqual(
      [`partner-${u.tag}@example.com`, `pending-${u.tag}@example.com`].sort(),
    );
    expect(doc.apiTokens).toEqual([
      { name: `Phone of ${u.tag}`, scope: 'save', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(res.text).not.toContain(`hash-${u.tag}`);
    expect(doc.billing).toEqual({
      customer: { stripeCustomerId: `cus_${u.id.slice(0, 8)}`, email: 'billing@example.com' },
      subscriptions: [{ stripeSubscriptionId: 'sub_1', status: 'active', plan: 'pro' }],
    });
    expect(doc.content).toEqual(state.contentDoc(u.id));
    // Asked as the identity service, for this user only.
    expect(state.requests.length).toBeGreaterThan(0);
    for (const r of state.requests) {
      expect(r.service).toBe('identity');
      expect(r.path).toContain(`/internal/users/${u.id}/`);
    }
  });

  it("the family part carries the user's own name-favourites switch, not the partner's", async () => {
    const u = await seedFullUser(h, 'exp-share');
    // As owner: the user turned sharing off, their member left theirs on.
    await h.db.familyMember.updateMany({
      where: { ownerId: u.id },
      data: { ownerSharesNames: false, memberSharesNames: true },
    });
    // As member of someone else's family: the user's switch on, that owner's off.
    await h.db.familyMember.updateMany({
      where: { email: u.user.email.toLowerCase(), ownerId: { not: u.id } },
      data: { memberUserId: u.id, status: 'active', ownerSharesNames: false, memberSharesNames: true },
    });
    const res = await u.get('/api/privacy/export').buffer(true);
    expect(res.status).toBe(200);
    const doc = JSON.parse(res.text);
    expect(doc.family.invited.map((f: { shareNameFavorites: boolean }) => f.shareNameFavorites)).toEqual([
      false,
      false,
    ]);
    expect(doc.family.memberOf).toMatchObject([{ status: 'active', shareNameFavorites: true }]);
    expect(res.text).not.toMatch(/SharesNames/);
  });

  it('streams: identity’s part and content’s first piece arrive while content is still answering', async () => {
    const u = await seedFullUser(h, 'exp-stream');
    const items = Array.from({ length: 3000 }, (_, i) => ({
      id: i + 1,
      url: `https://example.com/${i}`,
      notes: 'x'.repeat(200),
    }));
    state.contentDoc = () => ({ ...emptyContent(), items });
    let release!: () => void;
    state.hold = new Promise<void>((r) => (release = r));
    // A buffering identity would never show the early part: released late so the test fails, not hangs.
    const fallback = setTimeout(() => release(), 5000);
    exportCalls = 0;
    const token = await userToken(u.id);
    const received = await new Promise<{ early: string; whole: string; headers: http.IncomingHttpHeaders }>(
      (resolve, reject) => {
        const req = http.get(
          `${identityUrl}/api/privacy/export`,
          { headers: { 'x-internal-token': token } },
          (res) => {
            let text = '';
            let early: string | null = null;
            res.setEncoding('utf8');
            res.on('data', (c: string) => {
              text += c;
              // Content's items are through while it still holds the rest back.
              if (early === null && text.includes(`"id":3000`)) {
                early = text;
                setTimeout(release, 50);
              }
            });
            res.on('end', () => resolve({ early: early ?? '', whole: text, headers: res.headers }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
      },
    );
    clearTimeout(fallback);
    expect(received.headers['content-length']).toBeUndefined();
    expect(received.headers['transfer-encoding']).toBe('chunked');
    expect(received.early).toContain('"profile":');
    expect(received.early).toContain('"content":{"items":[');
    expect(received.early).not.toContain('"nameFavorites"');
    const doc = JSON.parse(received.whole);
    expect(doc.content.items).toHaveLength(3000);
    expect(doc.profile.id).toBe(u.id);
  });

  it('answers a zip with data.json and images/<file> when content lists uploads', async () => {
    const u = await seedFullUser(h, 'exp-zip');
    const png = Buffer.from([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...Array.from({ length: 5000 }, (_, i) => i % 251),
    ]);
    const jpg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);
    state.files = { 'a1.png': png, 'b2.jpg': jpg };
    state.contentDoc = () => ({
      ...emptyContent(),
      items: [{ id: 1, imageKey: 'x/a1.png' }],
      uploads: [
        { file: 'a1.png', contentType: 'image/png', bytes: png.length },
        { file: 'b2.jpg', contentType: 'image/jpeg', bytes: jpg.length },
        // Listed, then deleted before the zip fetched it: left out, not an error.
        { file: 'gone.png', contentType: 'image/png', bytes: 10 },
      ],
    });
    const res = await u.get('/api/privacy/export').buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="nestkeep-export-2026-03-04.zip"');
    const entries = unzipSync(new Uint8Array(res.body as Buffer));
    expect(Object.keys(entries).sort()).toEqual(['data.json', 'images/a1.png', 'images/b2.jpg']);
    expect(Buffer.from(entries['images/a1.png']!).equals(png)).toBe(true);
    expect(Buffer.from(entries['images/b2.jpg']!).equals(jpg)).toBe(true);
    const doc = JSON.parse(strFromU8(entries['data.json']!));
    expect(doc.profile.email).toBe(u.user.email);
    expect(doc.children).toHaveLength(2);
    expect(doc.content.uploads.map((x: { file: string }) => x.file)).toEqual([
      'a1.png',
      'b2.jpg',
      'gone.png',
    ]);
    expect(doc.billing.subscriptions).toHaveLength(1);
  });

  it('is 503 with nothing partial when content is down, breaks off mid-stream, or billing is down', async () => {
    const u = await seedFullUser(h, 'exp-down');
    state.contentDown = true;
    let res = await u.get('/api/privacy/export');
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(EXPORT_UNAVAILABLE);
    expect(res.headers['content-disposition']).toBeUndefined();

    state.contentDown = false;
    state.contentDoc = () => ({ ...emptyContent(), items: [{ id: 1, notes: 'y'.repeat(5000) }] });
    state.breakAfter = 2000;
    res = await u.get('/api/privacy/export');
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(EXPORT_UNAVAILABLE);

    // A content that stops answering mid-stream (connection open) is given up on.
    state.breakAfter = null;
    state.stall = true;
    res = await u.get('/api/privacy/export');
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(EXPORT_UNAVAILABLE);

    state.stall = false;
    state.billingDown = true;
    res = await u.get('/api/privacy/export');
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(EXPORT_UNAVAILABLE);
    expect(res.headers['content-disposition']).toBeUndefined();

    state.billingDown = false;
    res = await u.get('/api/privacy/export');
    expect(res.status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await request(h.app).get('/api/privacy/export');
    expect(res.status).toBe(401);
  });
});
