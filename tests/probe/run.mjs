// The attacker's probe (issue 21 report): starts the built stack as real processes (gateway,
// identity, content, billing with its local Stripe stand-in, ai-worker) against DATABASE_URL /
// REDIS_URL, signs in several users through the development sign-in, then probes area by area and
// prints a table: area | requests | failures | 5xx. A failure is a response that breaks the rule of
// its area (another user's data visible or changed, a bearer token used beyond its scope, a private
// address fetched, a forged webhook accepted, a cross-site write accepted, /internal or /metrics
// served publicly, a 2xx where a refusal was due, a 4xx without a message...). Each failure and 5xx
// is listed under the table with the request that caused it. Exit code 1 when there is any.
//
// Usage: npm run probe [-- --fuzz 2000 --seed 21]
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freshDatabase, startService, waitUntilUp } from '../bench/support.mjs';
import {
  Caller,
  describe,
  fuzzBody,
  inLanes,
  seededRandom,
  stripeSignature,
  Tally,
  writeRoutes,
} from './support.mjs';

const { values: args } = parseArgs({
  options: { fuzz: { type: 'string', default: '2000' }, seed: { type: 'string', default: '21' } },
});
const FUZZ_REQUESTS = Number(args.fuzz);
const SEED = Number(args.seed);
const ROOT = new URL('../../', import.meta.url);
const PORTS = { gateway: 5800, identity: 5801, content: 5802, billing: 5803, worker: 5804, limited: 5805 };
const GATEWAY = `http://127.0.0.1:${PORTS.gateway}`;
/** A second gateway on the same Redis with a small per-user API limit (the rate-limit area). */
const LIMITED_GATEWAY = `http://127.0.0.1:${PORTS.limited}`;
const LIMITED_MAX = 20;
const ADMIN_EMAIL = 'probe-admin@example.com';
const STREAM_CAP = 5; // content's CHAT_STREAMS_PER_USER default
const runId = randomBytes(3).toString('hex');
const uploadDir = path.join(os.tmpdir(), `nestkeep-probe-${runId}`);
const tally = new Tally();
/** The probe's own connection to the stack's database (checks what the API does not show). */
let db;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// --- local servers: the SSRF canary (must never be reached) and an allowed redirector -------------

/** Requests that reached the canary (the worker fetched a private address): path → count. */
const canaryHits = [];
const canaryHandler = (req, res) => {
  canaryHits.push(req.url);
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end('<html><head><title>canary internal secret</title></head><body>internal</body></html>');
};
/** Listens on `host` at port 80 when it is free (the worker's default allowed port), else any. */
async function listen(server, host) {
  for (const port of [80, 0]) {
    const ok = await new Promise((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, host, () => resolve(true));
    });
    if (ok) return server.address().port;
  }
  throw new Error(`canary could not listen on ${host}`);
}
const canary4 = http.createServer(canaryHandler);
const canary6 = http.createServer(canaryHandler);
const canaryPort = await listen(canary4, '127.0.0.1');
const canary6Port = await listen(canary6, '::1').catch(() => canaryPort);
// The redirector is on the worker's allowlist (like the drill's fixture site): what it redirects
// to must still be checked. /to?u=<url> answers 302 to u; anything else is a page.
let controlRead = false;
const redirector = http.createServer((req, res) => {
  const u = new URL(req.url, 'http://x');
  if (u.pathname === '/to') {
    res.writeHead(302, { location: u.searchParams.get('u') });
    return res.end();
  }
  if (u.pathname === '/allowed-control') controlRead = true;
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end('<html><head><title>Allowed page</title></head><body>A page the worker may read.</body></html>');
});
await new Promise((r) => redirector.listen(0, '127.0.0.1', r));
const redirectHost = `127.0.0.1:${redirector.address().port}`;

// --- users and their data ---------------------------------------------------------------------------

async function signIn(name, base = GATEWAY) {
  const email = name === 'admin' ? ADMIN_EMAIL : `probe-${name}-${runId}@example.com`;
  const res = await fetch(`${base}/auth/dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: GATEWAY },
    body: JSON.stringify({ email, displayName: name }),
  });
  if (!res.ok) throw new Error(`dev sign-in of ${name} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie()[0].split(';')[0];
  const { id } = await res.json();
  const caller = new Caller({ base: GATEWAY, origin: GATEWAY, tally, cookie, label: name });
  return Object.assign(caller, { id, email, name });
}

async function signInAll(names) {
  const list = await Promise.all(names.map((n) => signIn(n)));
  // Pro plans where a probe saves more than a free month allows; the family owner can invite.
  await db.query(`UPDATE identity.users SET plan = 'pro' WHERE id = ANY($1::uuid[])`, [
    list.filter((u) => ['alice', 'sam', 'tess', 'fuzz'].includes(u.name)).map((u) => u.id),
  ]);
  await db.query(`UPDATE identity.users SET plan = 'family' WHERE id = $1`, [
    list.find((u) => u.name === 'owner').id,
  ]);
  return Object.fromEntries(list.map((u) => [u.name, u]));
}

const MARK = `secret-${runId}`;
const card = (name) => ({
  name,
  gender: 'girl',
  meaning: 'probe',
  origin: 'Modern American',
  syllables: 2,
  popularity: 50,
  trend: 'steady',
  variants: [],
  famousPeople: [],
});
const born = new Date(Date.now() - 150 * 86_400_000).toISOString().slice(0, 10);
const child = (name) => ({ name, dateOfBirth: born, currentStage: 'infant', isActive: true });

/** Alice's things (marked with MARK) that the others try to read and change; Tess's token. */
async function makeFixtures({ alice, tess }) {
  const kid = await alice.must('POST', '/api/child-profiles', child(`Kid ${MARK}`));
  const items = [];
  for (let i = 0; i < 3; i++) {
    const saved = await alice.must('POST', '/api/content', {
      platform: 'manual',
      title: `Item ${i} ${MARK}`,
      description: `private note ${MARK}`,
    });
    items.push(saved.item ?? saved);
  }
  const growth = await alice.must('POST', `/api/growth/${kid.id}`, { measuredOn: born, weightKg: 5 });
  const feeding = await alice.must('POST', `/api/feeding/${kid.id}`, {
    kind: 'bottle',
    startedAt: new Date().toISOString(),
    amount: 120,
    unit: 'ml',
  });
  const conversation = await alice.must('POST', '/api/chat/conversations', { childProfileId: kid.id });
  await alice.must('POST', '/api/names/favorites', card(`Ada${runId}`));
  const token = await alice.must('POST', '/api/tokens', { name: 'alice token' });
  const tessToken = await tess.must('POST', '/api/tokens', { name: 'tess token', scope: 'save' });
  const image = await readFile(
    new URL('services/ai-worker/test/fixtures/screenshots/01-bedtime-routine.png', ROOT),
  );
  const upload = async (user) => {
    const form = new FormData();
    form.append('image', new Blob([image], { type: 'image/png' }), 'probe.png');
    const res = await fetch(`${GATEWAY}/api/upload-image`, {
      method: 'POST',
      headers: { cookie: user.cookie, origin: GATEWAY },
      body: form,
    });
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
    return (await res.json()).imageUrl;
  };
  const aliceImage = await upload(alice);
  const aliceImage2 = await upload(alice);
  return {
    kid,
    items,
    growth,
    feeding,
    conversation,
    token,
    tessToken: tessToken.token,
    aliceImage,
    aliceImage2,
    upload,
  };
}

// --- probes -----------------------------------------------------------------------------------------

/** A response that let another user's data through: a 2xx or 3xx, or the owner's marker in the body. */
function refusedAs404(area, res) {
  if (res.status < 400) tally.fail(area, `answered ${res.status} to another user's id`, res.req);
  else if (res.text.includes(MARK)) tally.fail(area, `body shows the owner's data (${res.status})`, res.req);
  else if (res.status !== 404 && res.status < 500)
    tally.fail(area, `answered ${res.status}, not 404, for another user's id`, res.req);
}

async function crossUser({ alice, bob, carol }, f) {
  const area = 'cross-user read/write by id';
  const kid = f.kid.id;
  const item = f.items[0].id;
  const [growthId, feedingId, convId] = [f.growth.id, f.feeding.id, f.conversation.id];
  const [, owner, file] = f.aliceImage.match(/^\/api\/images\/([\w-]+)\/(.+)$/);
  const probes = [
    ['PUT', `/api/content/${item}`, { title: 'taken over' }],
    ['DELETE', `/api/content/${item}`],
    ['POST', `/api/content/${item}/favorite`, { isFavorite: true }],
    ['PATCH', `/api/content/${item}/favorite`, { isFavorite: true }],
    ['POST', `/api/content/${item}/analyze`, {}],
    ['GET', f.aliceImage],
    ['GET', `/api/images/${owner}/${file.replace('.', '.thumb.')}`],
    ['GET', `/api/images/${owner}/${file}.thumb`],
    ['PUT', `/api/child-profiles/${kid}`, child('Renamed')],
    ['DELETE', `/api/child-profiles/${kid}`],
    ['PATCH', `/api/child-profiles/${kid}/activate`, {}],
    ['GET', `/api/growth/${kid}`],
    ['POST', `/api/growth/${kid}`, { measuredOn: born, weightKg: 9 }],
    ['DELETE', `/api/growth/${kid}/${growthId}`],
    ['GET', `/api/feeding/${kid}`],
    ['POST', `/api/feeding/${kid}`, { kind: 'solids', startedAt: new Date().toISOString(), food: 'x' }],
    ['DELETE', `/api/feeding/${kid}/${feedingId}`],
    ['GET', `/api/milestones/${kid}`],
    ['POST', '/api/milestones/toggle', { childProfileId: kid, milestoneId: 'm2-social-1', isAchieved: true }],
    ['POST', '/api/chat/conversations', { childProfileId: kid }],
    ['GET', `/api/chat/conversations/${convId}/messages`],
    ['PATCH', `/api/chat/conversations/${convId}`, { title: 'taken' }],
    ['DELETE', `/api/chat/conversations/${convId}`],
    ['POST', `/api/chat/conversations/${convId}/messages`, { content: 'hi', streamId: randomUUID() }],
    ['GET', `/api/chat/conversations/${convId}/stream?messageId=${randomUUID()}`],
    ['DELETE', `/api/tokens/${f.token.id}`],
  ];
  for (const intruder of [bob, carol]) {
    intruder.area = area;
    for (const [method, p, body] of probes) refusedAs404(area, await intruder.send(method, p, { body }));
    // Saving an item for someone else's child, or with their child stamped.
    const stamped = await intruder.send('POST', '/api/content', {
      body: { platform: 'manual', title: 'stamp', childProfileId: kid },
    });
    if (stamped.status < 300)
      tally.fail(area, "saved an item stamped with another user's child", stamped.req);
    // Lists never show Alice's things.
    for (const p of [
      '/api/content',
      '/api/child-profiles',
      '/api/chat/conversations',
      '/api/names/favorites',
      '/api/tokens',
      '/api/stats',
      '/api/privacy/export',
    ]) {
      const res = await intruder.send('GET', p);
      if (res.text.includes(MARK) || res.text.includes(`Ada${runId}`))
        tally.fail(area, "a list shows another user's data", res.req);
    }
  }
  // Enumerating ids around Alice's: every one refused.
  bob.area = area;
  const ids = Array.from({ length: 40 }, (_, i) => i + 1);
  await inLanes(
    ids.flatMap((id) => [
      async () => {
        const res = await bob.send('PUT', `/api/content/${id}`, { body: { title: 'enum' } });
        if (res.status < 300) tally.fail(area, `changed item ${id} that Bob never saved`, res.req);
      },
      async () => {
        const res = await bob.send('GET', `/api/growth/${id}`);
        if (res.status < 300 && res.text.includes('weightKg') && id === kid)
          tally.fail(area, "read another user's growth", res.req);
      },
    ]),
    4,
  );
  // Alice's things are as she left them.
  alice.area = 'setup';
  const list = await alice.must('GET', '/api/content');
  const mine = JSON.stringify(list);
  for (const it of f.items)
    if (!mine.includes(`"id":${it.id}`))
      tally.fail(area, `Alice's item ${it.id} is gone`, 'after the probes above');
  if (mine.includes('taken over') || mine.includes('enum'))
    tally.fail(area, "Alice's item was changed", 'PUT /api/content/:id');
  const kids = JSON.stringify(await alice.must('GET', '/api/child-profiles'));
  if (!kids.includes(MARK))
    tally.fail(area, "Alice's child was changed or deleted", 'PUT/DELETE /api/child-profiles/:id');
}

async function tokenScope({ tess, alice }, f) {
  const area = 'bearer-token scope';
  const bearer = tess.with({
    cookie: undefined,
    bearer: f.tessToken,
    origin: undefined,
    label: 'tess bearer',
  });
  bearer.area = area;
  const outOfScope = [
    ['GET', '/api/tokens'],
    ['POST', '/api/tokens', { name: 'escalate' }],
    ['DELETE', '/api/tokens/1'],
    ['GET', '/api/privacy/export'],
    ['POST', '/api/privacy/anonymize'],
    ['DELETE', '/api/privacy/delete-account'],
    ['GET', '/api/family'],
    ['POST', '/api/family/invite', { email: 'x@example.com' }],
    ['PATCH', '/api/family/settings', { shareNameFavorites: true }],
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/users'],
    ['GET', '/api/child-profiles'],
    ['POST', '/api/child-profiles', child('token kid')],
    ['PUT', '/api/user/profile', { displayName: 'token' }],
    ['GET', '/api/user/profile'],
    ['POST', '/api/user/email-preferences', {}],
    ['PUT', `/api/content/${f.items[0].id}`, { title: 'x' }],
    ['DELETE', '/api/content/1'],
    ['POST', '/api/content/1/favorite', {}],
    ['POST', '/api/content/1/analyze', {}],
    ['GET', '/api/subscription'],
    ['POST', '/api/create-checkout-session', { plan: 'pro', billingCycle: 'monthly' }],
    ['POST', '/api/billing/portal'],
    ['GET', '/api/chat/conversations'],
    ['POST', '/api/chat/conversations', {}],
    ['GET', '/api/names/favorites'],
    ['POST', '/api/names/favorites', card('Tok')],
    ['POST', '/api/milestones/toggle', {}],
    ['GET', '/api/stats'],
    ['POST', '/api/onboarding', {}],
    // Path tricks around the allowed routes.
    ['GET', '/api/content/../tokens'],
    ['GET', '/api/content/%2e%2e/tokens'],
    ['GET', '/api/content/1/..%2f..%2ftokens'],
    ['GET', '/api/content%2f..%2ftokens'],
    ['GET', '/api/Content/../Tokens'],
    ['GET', '/API/TOKENS'],
    ['GET', '/api/tokens/'],
    ['GET', '/api/tokens?x=/api/content'],
    ['GET', '/api/content/1/../../privacy/export'],
    ['POST', '/api/content/1/favorite?/api/content'],
    ['GET', '/api/images/../privacy/export'],
    ['GET', '/api/auth/user/../../tokens'],
  ];
  for (const variant of [
    {},
    { headers: { cookie: alice.cookie }, note: "with Alice's cookie too" },
    { headers: { origin: 'https://evil.test' }, note: 'cross-site origin' },
  ]) {
    for (const [method, p, body] of outOfScope) {
      const res = await bearer.send(method, p, { body, ...variant });
      if (res.status < 400) tally.fail(area, `a save-scope token was served (${res.status})`, res.req);
    }
  }
  // Odd bearers never act as anyone.
  const odd = [
    `bearer ${f.tessToken}`,
    `Bearer ${f.tessToken}x`,
    `Bearer ${f.tessToken.slice(0, -1)}`,
    'Bearer nk_' + 'A'.repeat(43),
    'Bearer nk_',
    `Bearer ${f.tessToken} ${f.tessToken}`,
    `Basic ${Buffer.from(`x:${f.tessToken}`).toString('base64')}`,
    `Bearer ${f.token.token}`.replace(/.$/, '_'),
  ];
  const anon = new Caller({ base: GATEWAY, tally, label: 'odd bearer' });
  anon.area = area;
  for (const header of odd) {
    for (const [method, p] of [
      ['GET', '/api/auth/user'],
      ['GET', '/api/tokens'],
      ['POST', '/api/content'],
    ]) {
      const res = await anon.send(method, p, {
        headers: { authorization: header },
        body: method === 'POST' ? { platform: 'manual', title: 'odd' } : undefined,
        note: header.slice(0, 24),
      });
      // A lowercase scheme is still the real token: only in-scope calls may pass.
      const allowed = header === `bearer ${f.tessToken}` && p !== '/api/tokens';
      if (res.status < 400 && !allowed)
        tally.fail(area, `an invalid bearer was served (${res.status})`, res.req);
    }
  }
  // In scope, but for another user's things: still only one's own.
  for (const p of ['/api/content', f.aliceImage, `/api/content/${f.items[0].id}`]) {
    const res = await bearer.send('GET', p);
    if (res.text.includes(MARK) || (p === f.aliceImage && res.status < 400))
      tally.fail(area, "a token read another user's data", res.req);
  }
  // Alice's token is hers alone: it cannot save for someone else with a userId field.
  const aliceBearer = alice.with({ cookie: undefined, bearer: f.token.token, label: 'alice bearer' });
  aliceBearer.area = area;
  const res = await aliceBearer.send('POST', '/api/content', {
    body: { platform: 'manual', title: `owned ${runId}`, userId: tess.id },
  });
  if (res.status >= 300) tally.fail(area, `an in-scope save failed (${res.status})`, res.req);
  const tessList = await tess.must('GET', '/api/content');
  if (JSON.stringify(tessList).includes(`owned ${runId}`))
    tally.fail(area, 'a body userId saved into another account', res.req);
}

/** Items of `user` still waiting for the worker. */
async function pending(user) {
  const list = await user.must('GET', '/api/content?limit=100');
  const items = Array.isArray(list) ? list : (list.items ?? []);
  return items.filter((i) => i.analysisStatus === 'pending').length;
}

async function ssrf(sam) {
  const area = 'SSRF';
  sam.area = area;
  const c = canaryPort === 80 ? '' : `:${canaryPort}`;
  const c6 = canary6Port === 80 ? '' : `:${canary6Port}`;
  const targets = [
    `http://127.0.0.1${c}/direct`,
    `http://localhost${c}/localhost`,
    `http://[::1]${c6}/ipv6`,
    `http://[::ffff:127.0.0.1]${c}/mapped`,
    `http://0x7f000001${c}/hex`,
    `http://2130706433${c}/decimal`,
    `http://0177.0.0.1${c}/octal`,
    `http://127.1${c}/short`,
    `http://0.0.0.0${c}/zero`,
    `http://user:pass@127.0.0.1${c}/creds`,
    `http://127.0.0.1.${c}/trailing-dot`,
    `http://LOCALHOST${c}/upper`,
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00::1]/ula',
    'http://10.0.0.1/private',
    `http://${redirectHost}/to?u=${encodeURIComponent(`http://127.0.0.1${c}/redirect`)}`,
    `http://${redirectHost}/to?u=${encodeURIComponent(`http://localhost${c}/redirect-localhost`)}`,
    `http://${redirectHost}/to?u=${encodeURIComponent(`http://[::1]${c6}/redirect-ipv6`)}`,
    `http://${redirectHost}/to?u=${encodeURIComponent(`http://0x7f000001${c}/redirect-hex`)}`,
    `http://${redirectHost}/to?u=${encodeURIComponent(`http://${redirectHost}/to?u=http://127.0.0.1${c}/double-redirect`)}`,
    `http://${redirectHost}/to?u=${encodeURIComponent('file:///etc/passwd')}`,
    `http://${redirectHost}/to?u=${encodeURIComponent(`gopher://127.0.0.1${c}/gopher`)}`,
    'file:///etc/passwd',
    `gopher://127.0.0.1${c}/_gopher`,
  ];
  const sent = new Map();
  for (const url of targets) {
    for (const field of ['url', 'text']) {
      const body = field === 'url' ? { url } : { text: `look at this ${url}` };
      const res = await sam.send('POST', '/api/content', { body });
      sent.set(`${field} ${url}`, res.req);
    }
  }
  // The worker reads the allowed page (a control) and is given time to try every link.
  await sam.send('POST', '/api/content', { body: { url: `http://${redirectHost}/allowed-control` } });
  const until = Date.now() + 30_000;
  while (Date.now() < until && (await pending(sam)) > 0) await sleep(500);
  if (!controlRead)
    tally.fail(
      area,
      'the worker never read the allowed control page: nothing was shown',
      'POST /api/content',
    );
  for (const hit of canaryHits)
    tally.fail(
      area,
      `the worker fetched a private address (canary got ${hit})`,
      [...sent].find(([k]) => k.includes(hit.split('?')[0]))?.[1] ?? hit,
    );
}

async function forgedWebhook(victim) {
  const area = 'forged Stripe webhook';
  const anon = new Caller({ base: GATEWAY, tally, label: 'stripe impostor' });
  anon.area = area;
  const now = Math.floor(Date.now() / 1000);
  const sub = {
    id: `sub_forged_${runId}`,
    object: 'subscription',
    customer: `cus_forged_${runId}`,
    status: 'active',
    metadata: { userId: victim.id, plan: 'family' },
    items: { data: [{ price: { id: 'price_family_annual', recurring: { interval: 'year' } } }] },
    current_period_end: now + 365 * 86400,
  };
  const events = [
    { type: 'customer.subscription.created', data: { object: sub } },
    { type: 'customer.subscription.updated', data: { object: sub } },
    {
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_forged_${runId}`,
          object: 'checkout.session',
          client_reference_id: victim.id,
          customer: sub.customer,
          subscription: sub.id,
          metadata: { userId: victim.id, plan: 'family' },
        },
      },
    },
    { type: 'invoice.paid', data: { object: { subscription: sub.id, customer: sub.customer } } },
  ].map((e, i) => JSON.stringify({ id: `evt_forged_${runId}_${i}`, object: 'event', created: now, ...e }));
  const signatures = (payload) => [
    [undefined, 'no signature'],
    ['', 'empty signature'],
    ['t=1,v1=deadbeef', 'garbage signature'],
    [stripeSignature(payload, 'whsec_guessed'), 'signed with a guessed secret'],
    [stripeSignature(payload, ''), 'signed with an empty secret'],
    [stripeSignature(payload, 'sk_test_local'), 'signed with the local secret key'],
    [stripeSignature(payload, 'whsec_guessed', now - 3600).replace('v1', 'v0'), 'v0 scheme'],
    [`t=${now},v1=${'0'.repeat(64)}`, 'zero signature'],
    [stripeSignature(`${payload} `, 'whsec_guessed'), 'signature of another body'],
    [`v1=${'a'.repeat(64)}`, 'no timestamp'],
  ];
  for (const payload of events) {
    for (const [signature, note] of signatures(payload)) {
      const headers = { 'content-type': 'application/json' };
      if (signature !== undefined) headers['stripe-signature'] = signature;
      const res = await anon.send('POST', '/api/stripe/webhook', {
        raw: payload,
        headers,
        note,
        origin: null,
      });
      if (res.status < 400) tally.fail(area, `a forged event was accepted (${res.status})`, res.req);
    }
  }
  for (const [raw, note] of [
    ['', 'empty body'],
    ['{', 'broken JSON'],
    ['x'.repeat(2_000_000), '2 MB body'],
  ]) {
    const res = await anon.send('POST', '/api/stripe/webhook', {
      raw,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(raw, 'whsec_guessed'),
      },
      note,
    });
    if (res.status < 400) tally.fail(area, `a forged event was accepted (${res.status})`, res.req);
  }
  const subscription = await victim.must('GET', '/api/subscription');
  if (subscription.plan !== 'free')
    tally.fail(area, `the victim's plan became ${subscription.plan}`, 'forged events above');
  const { rows } = await db.query('SELECT count(*)::int AS n FROM billing.subscriptions WHERE user_id = $1', [
    victim.id,
  ]);
  if (rows[0].n > 0) tally.fail(area, 'a forged subscription was stored', 'forged events above');
}

async function csrfAndCors(user, f) {
  const area = 'CSRF/CORS';
  user.area = area;
  const writes = [
    ['POST', '/api/content', { platform: 'manual', title: 'csrf' }],
    ['PUT', '/api/user/profile', { displayName: 'csrf' }],
    ['POST', '/api/tokens', { name: 'csrf' }],
    ['DELETE', '/api/tokens/1'],
    ['POST', '/api/child-profiles', child('csrf')],
    ['POST', '/api/family/invite', { email: 'csrf@example.com' }],
    ['PATCH', '/api/family/settings', { shareNameFavorites: true }],
    ['POST', '/api/create-checkout-session', { plan: 'pro', billingCycle: 'monthly' }],
    ['POST', '/api/names/favorites', card('Csrf')],
    ['POST', '/api/privacy/anonymize'],
    ['DELETE', '/api/privacy/delete-account'],
    ['POST', '/auth/logout'],
    ['POST', '/api/logout'],
    ['POST', `/api/content/${f.items[0].id}/favorite`, {}],
  ];
  const variants = [
    [{ origin: null }, 'no Origin'],
    [{ origin: 'https://evil.test' }, 'evil Origin'],
    [{ origin: 'null' }, 'Origin null'],
    [{ origin: `${GATEWAY}.evil.test` }, 'look-alike Origin'],
    [{ origin: 'http://127.0.0.1:5899' }, 'other port'],
    [{ origin: GATEWAY.replace('http', 'https') }, 'other scheme'],
    [{ origin: null, headers: { 'sec-fetch-site': 'cross-site' } }, 'Sec-Fetch-Site cross-site'],
    [{ origin: null, headers: { 'sec-fetch-site': 'same-site' } }, 'Sec-Fetch-Site same-site'],
    [{ origin: null, headers: { referer: `${GATEWAY}/app` } }, 'Referer only'],
    [{ origin: 'https://evil.test', headers: { 'content-type': 'text/plain' } }, 'simple text/plain form'],
  ];
  for (const [method, p, body] of writes) {
    for (const [v, note] of variants) {
      const res = await user.send(method, p, { body, ...v, note });
      if (res.status < 400) tally.fail(area, `a cross-site write was accepted (${res.status})`, res.req);
    }
  }
  // CORS: no origin but the app's is ever allowed to read answers with the user's cookie.
  for (const p of ['/api/auth/user', '/api/content', '/api/tokens', '/api/privacy/export', '/auth/dev']) {
    for (const origin of ['https://evil.test', 'null', `${GATEWAY}.evil.test`]) {
      for (const method of ['GET', 'OPTIONS']) {
        const headers =
          method === 'OPTIONS'
            ? { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' }
            : {};
        const res = await user.send(method, p, { origin, headers, note: `CORS from ${origin}` });
        const allowed = res.headers.get('access-control-allow-origin');
        if (allowed && (allowed === '*' || allowed === origin))
          tally.fail(area, `CORS lets ${origin} read it (Access-Control-Allow-Origin: ${allowed})`, res.req);
      }
    }
  }
}

async function internalSurfaces(alice) {
  const area = '/internal and /metrics via gateway';
  const anon = new Caller({ base: GATEWAY, tally, label: 'anonymous' });
  const id = alice.id;
  const paths = [
    `/internal/users/${id}`,
    `/internal/users/${id}/role`,
    `/internal/users/${id}/family`,
    `/internal/users/${id}/children`,
    `/internal/users/${id}/export`,
    '/internal/tokens/verify',
    '/internal/users/sign-in',
    '/internal/admin/stats',
    '/internal/admin/user-counts',
    '/internal',
    '/metrics',
    '/metrics/',
    '/Metrics',
    '/METRICS',
    '/metrics?format=json',
    '/./metrics',
    '//metrics',
    '/%6detrics',
    '/%69nternal/users/' + id,
    '//internal/users/' + id,
    '/Internal/users/' + id,
    '/internal%2fusers%2f' + id,
    '/api/../internal/users/' + id,
    '/api/%2e%2e/internal/users/' + id,
    '/api/content/..%2f..%2finternal%2fusers%2f' + id,
    '/api/content/%2e%2e%2f%2e%2e%2fmetrics',
    '/api/auth/user/../../metrics',
    '/api/content/..;/..;/metrics',
    '/api/internal/users/' + id,
    '/api/metrics',
    '/api/content/..%5c..%5cmetrics',
    '/api/stats/../../internal/admin/stats',
    '/api/content?/../../metrics',
    '/api/billing/local/../../internal/users/' + id + '/export',
    '/v1/customers',
    '/api/billing/v1/customers',
  ];
  for (const caller of [anon, alice]) {
    caller.area = area;
    for (const p of paths) {
      for (const method of ['GET', 'POST']) {
        const res = await caller.send(method, p, {
          body: method === 'POST' ? { token: 'nk_x', googleId: 'x', email: 'x@example.com' } : undefined,
        });
        // Prometheus text, or what only identity's internal answers hold (email, googleId, tokenId).
        const leaked =
          /# (HELP|TYPE) /.test(res.text) ||
          res.text.includes(alice.email) ||
          /"(googleId|tokenId)"/.test(res.text);
        const type = res.headers.get('content-type') ?? '';
        if (leaked) tally.fail(area, `an internal surface answered (${res.status}, ${type})`, res.req);
      }
    }
  }
}

async function family({ owner, invitee, interloper, bob }) {
  const area = 'family invitations by choice';
  for (const u of [owner, invitee, interloper, bob]) u.area = area;
  const invited = await owner.send('POST', '/api/family/invite', { body: { email: invitee.email } });
  if (invited.status >= 300)
    return tally.fail(area, `the owner could not invite (${invited.status})`, invited.req);
  const token = new URL(invited.json.inviteUrl).searchParams.get('token');
  // The invitee signs in again: that joins nothing.
  await signIn('invitee');
  const members = await owner.send('GET', '/api/family/members');
  if (members.text.includes(invitee.id)) tally.fail(area, 'signing in joined the family', members.req);
  const list = await invitee.send('GET', '/api/family/invitations');
  const invitation = (Array.isArray(list.json) ? list.json : (list.json?.invitations ?? []))[0];
  if (!invitation) tally.fail(area, 'the invitee does not see the invitation', list.req);
  // Only the owner may fetch the link again (a pending invitation's 'Copy link').
  const pending = (Array.isArray(members.json) ? members.json : (members.json?.members ?? [])).find(
    (m) => m?.status === 'pending',
  );
  const link = await owner.send('POST', `/api/family/invitations/${pending?.id ?? 1}/link`);
  if (link.status !== 200) tally.fail(area, `the owner could not fetch the link (${link.status})`, link.req);
  // Someone else, with the link or the id, cannot take the place.
  for (const res of [
    await interloper.send('POST', `/api/family/invitations/${pending?.id ?? 1}/link`),
    await invitee.send('POST', `/api/family/invitations/${pending?.id ?? 1}/link`),
    await interloper.send('POST', '/api/family/accept', { body: { token } }),
    await interloper.send('POST', `/api/family/invitations/${invitation?.id ?? 1}/accept`),
    await bob.send('POST', `/api/family/invitations/${invitation?.id ?? 1}/accept`),
    await interloper.send('POST', '/api/family/decline', { body: { token } }),
    await interloper.send('POST', `/api/family/invitations/${invitation?.id ?? 1}/decline`),
    await interloper.send('POST', '/api/family/invite', { body: { email: 'x@example.com' } }),
    await invitee.send('POST', '/api/family/accept', { body: { token: `${token}x` } }),
    await invitee.send('POST', '/api/family/accept', { body: { token: 'A'.repeat(40) } }),
  ])
    if (res.status < 400) tally.fail(area, `refusal expected, got ${res.status}`, res.req);
  const after = await owner.send('GET', '/api/family/members');
  if (after.text.includes(interloper.id) || after.text.includes(bob.id))
    tally.fail(area, 'someone not invited joined', after.req);
  // The invitee's own choice works.
  const accepted = await invitee.send('POST', `/api/family/invitations/${invitation?.id ?? 1}/accept`);
  if (accepted.status >= 300)
    tally.fail(area, `the invitee could not accept (${accepted.status})`, accepted.req);
  const again = await interloper.send('POST', '/api/family/accept', { body: { token } });
  if (again.status < 400) tally.fail(area, 'a used invitation was accepted again', again.req);
}

/** Whether a list answer (an array, or an object holding arrays) has an entry with this id. */
const hasEntry = (json, id) =>
  Array.isArray(json)
    ? json.some((e) => e?.id === id)
    : Object.values(json ?? {}).some((v) => Array.isArray(v) && hasEntry(v, id));

/** Point 3: each adult's switches are their own; a partner deletes only the entries they added. */
async function ownSettings({ owner, invitee }) {
  const area = "each adult's own settings";
  for (const u of [owner, invitee]) u.area = area;
  await owner.must('POST', '/api/names/favorites', card(`Owl${runId}`));
  const off = await owner.send('PATCH', '/api/family/settings', { body: { shareNameFavorites: false } });
  if (off.status !== 200)
    return tally.fail(area, `the owner could not turn sharing off (${off.status})`, off.req);
  const on = await invitee.send('PATCH', '/api/family/settings', { body: { shareNameFavorites: true } });
  if (on.status !== 200) tally.fail(area, `the member could not set their own switch (${on.status})`, on.req);
  const status = await owner.send('GET', '/api/family/status');
  if (status.json?.shareNameFavorites !== false)
    tally.fail(area, "the member's switch turned the owner's back on", status.req);
  const favourites = await invitee.send('GET', '/api/names/favorites');
  if (favourites.text.includes(`Owl${runId}`))
    tally.fail(
      area,
      "the member reads the owner's favourites after the owner turned sharing off",
      favourites.req,
    );

  const kid = await owner.must('POST', '/api/child-profiles', child('Shared'));
  await owner.must('PUT', `/api/child-profiles/${kid.id}`, { sharedWithFamily: true });
  const growth = await owner.must('POST', `/api/growth/${kid.id}`, { measuredOn: born, weightKg: 6 });
  const feeding = await owner.must('POST', `/api/feeding/${kid.id}`, {
    kind: 'bottle',
    startedAt: new Date().toISOString(),
    amount: 90,
    unit: 'ml',
  });
  for (const [list, path] of [
    ['growth', `/api/growth/${kid.id}/${growth.id}`],
    ['feeding', `/api/feeding/${kid.id}/${feeding.id}`],
  ]) {
    const res = await invitee.send('DELETE', path);
    if (res.status !== 403)
      tally.fail(area, `the member deleting the owner's ${list} entry got ${res.status}`, res.req);
    const left = await owner.send('GET', `/api/${list}/${kid.id}`);
    const id = list === 'growth' ? growth.id : feeding.id;
    if (!hasEntry(left.json, id))
      tally.fail(area, `the owner's ${list} entry is gone after the member's delete`, left.req);
  }
  const mine = await invitee.send('POST', `/api/growth/${kid.id}`, {
    body: { measuredOn: born, weightKg: 6.2 },
  });
  if (mine.status >= 300) return tally.fail(area, `the member could not record (${mine.status})`, mine.req);
  const gone = await invitee.send('DELETE', `/api/growth/${kid.id}/${mine.json.id}`);
  if (gone.status >= 300)
    tally.fail(area, `the member could not delete their own entry (${gone.status})`, gone.req);
}

async function oneSubscription(payer) {
  const area = 'one subscription per customer';
  payer.area = area;
  const body = { plan: 'pro', billingCycle: 'monthly' };
  const sessions = await Promise.all(
    [0, 1, 2].map(() => payer.send('POST', '/api/create-checkout-session', { body })),
  );
  const urls = sessions.filter((s) => s.status === 200).map((s) => new URL(s.json.url).pathname);
  if (!urls.length) {
    const why = sessions.map((x) => `${x.status} ${x.text.slice(0, 120)}`).join('; ');
    return tally.fail(area, `no checkout could be opened, nothing was probed (${why})`, sessions[0].req);
  }
  await Promise.all(
    urls.map((u) =>
      payer.send('POST', `${u}/pay`, {
        raw: '',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    ),
  );
  for (const u of urls)
    await payer.send('POST', `${u}/pay`, {
      raw: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      note: 'second Pay',
    });
  const later = await payer.send('POST', '/api/create-checkout-session', {
    body: { plan: 'family', billingCycle: 'annually' },
  });
  if (later.status < 400) tally.fail(area, 'a subscriber could open another checkout', later.req);
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM billing.subscriptions WHERE user_id = $1 AND status NOT IN ('canceled', 'incomplete_expired')`,
    [payer.id],
  );
  if (rows[0].n > 1)
    tally.fail(
      area,
      `${rows[0].n} live subscriptions for one customer`,
      `${urls.length} checkouts opened at once, each paid`,
    );
  // Another user's checkout page is not payable by this one.
  if (urls[0]) {
    const other = await signIn('payer-other');
    other.area = area;
    const res = await other.send('POST', `${urls[0]}/pay`, {
      raw: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    if (res.status < 400) tally.fail(area, "paid someone else's checkout", res.req);
  }
}

async function streamCap(streamer) {
  const area = 'chat stream cap';
  streamer.area = area;
  const kid = await streamer.must('POST', '/api/child-profiles', child('Streamy'));
  const conv = await streamer.must('POST', '/api/chat/conversations', { childProfileId: kid.id });
  const controllers = [];
  const open = async () => {
    const ctrl = new AbortController();
    controllers.push(ctrl);
    const p = `/api/chat/conversations/${conv.id}/stream?messageId=${randomUUID()}`;
    const res = await fetch(`${GATEWAY}${p}`, {
      headers: { cookie: streamer.cookie, accept: 'text/event-stream' },
      signal: ctrl.signal,
    });
    tally.counted(area, describe('GET', p, undefined, 'streamer'), res.status);
    if (res.status !== 200) await res.text().catch(() => undefined);
    return { status: res.status, req: describe('GET', p) };
  };
  // A stream for a streamId no question was sent with waits for its start, then answers 404:
  // while it waits it is open, so all but STREAM_CAP of these must be refused with 429 at once.
  const results = await Promise.all(Array.from({ length: STREAM_CAP + 4 }, open));
  const admitted = results.filter((r) => r.status !== 429).length;
  if (admitted > STREAM_CAP)
    tally.fail(area, `${admitted} streams admitted at once (cap ${STREAM_CAP})`, results[0].req);
  for (const c of controllers) c.abort();
  await sleep(1000);
  // Closed streams free their places.
  const next = await open();
  if (next.status === 429) tally.fail(area, 'closed streams still count (429)', next.req);
  controllers.at(-1).abort();
}

async function deletionAndRoles({ doomed, admin, bob }) {
  const area = 'deletion and roles at once';
  for (const u of [doomed, admin, bob]) u.area = area;
  const token = (await doomed.must('POST', '/api/tokens', { name: 'doomed' })).token;
  const bearer = doomed.with({ cookie: undefined, bearer: token, label: 'doomed bearer' });
  const deleted = await doomed.send('DELETE', '/api/privacy/delete-account', { body: {} });
  if (deleted.status >= 300) tally.fail(area, `deletion failed (${deleted.status})`, deleted.req);
  for (const [caller, method, p, body] of [
    [doomed, 'GET', '/api/auth/user'],
    [doomed, 'GET', '/api/content'],
    [doomed, 'POST', '/api/content', { platform: 'manual', title: 'after deletion' }],
    [doomed, 'POST', '/api/tokens', { name: 'after' }],
    [doomed, 'GET', '/api/child-profiles'],
    [bearer, 'GET', '/api/auth/user'],
    [bearer, 'POST', '/api/content', { platform: 'manual', title: 'after deletion' }],
  ]) {
    const res = await caller.send(method, p, { body });
    if (res.status < 400) tally.fail(area, `a deleted account was served (${res.status})`, res.req);
  }
  const { rows } = await db
    .query('SELECT count(*)::int AS n FROM content.content_items WHERE user_id = $1', [doomed.id])
    .catch(() => ({ rows: [{ n: 0 }] }));
  if (rows[0].n > 0)
    tally.fail(area, 'a deleted account still has items', 'DELETE /api/privacy/delete-account');
  // Roles: a user is never an admin; an admin's token never acts as one.
  for (const [method, p, body] of [
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/users'],
    ['GET', `/api/admin/users/${admin.id}`],
    ['PATCH', `/api/admin/users/${bob.id}`, { role: 'admin' }],
    ['PATCH', `/api/admin/users/${bob.id}`, { plan: 'family' }],
    ['DELETE', `/api/admin/users/${admin.id}`],
    ['GET', '/api/admin/audit'],
    ['GET', '/admin/queues/api/queues'],
  ]) {
    const res = await bob.send(method, p, { body });
    if (res.status < 400) tally.fail(area, `a non-admin was served (${res.status})`, res.req);
  }
  const adminToken = (await admin.must('POST', '/api/tokens', { name: 'admin' })).token;
  const adminBearer = admin.with({ cookie: undefined, bearer: adminToken, label: 'admin bearer' });
  const viaToken = await adminBearer.send('GET', '/api/admin/stats');
  if (viaToken.status < 400) tally.fail(area, "an admin's token acted as admin", viaToken.req);
  const real = await admin.send('GET', '/api/admin/stats');
  if (real.status !== 200) tally.fail(area, `the admin was refused (${real.status})`, real.req);
}

async function uploadAttach({ alice, bob }, f) {
  const area = 'upload attach';
  alice.area = area;
  bob.area = area;
  const stolen = await bob.send('POST', '/api/content', {
    body: { platform: 'manual', title: 'mine now', imageUrl: f.aliceImage },
  });
  if (stolen.status < 400) tally.fail(area, "saved an item with another user's upload", stolen.req);
  const raced = await Promise.all(
    [0, 1, 2, 3].map((i) =>
      alice.send('POST', '/api/content', {
        body: { platform: 'manual', title: `race ${i}`, imageUrl: f.aliceImage2 },
      }),
    ),
  );
  const made = raced.filter((r) => r.status < 300).length;
  if (made !== 1) tally.fail(area, `${made} items made from one upload`, raced[0].req);
  const fresh = await f.upload(alice);
  const first = await alice.send('POST', '/api/content', {
    body: { platform: 'manual', title: 'one', imageUrl: fresh },
  });
  const second = await alice.send('POST', '/api/content', {
    body: { platform: 'manual', title: 'two', imageUrl: fresh },
  });
  if (first.status >= 300) tally.fail(area, `a fresh upload could not be saved (${first.status})`, first.req);
  if (second.status < 400) tally.fail(area, 'an attached upload was attached again', second.req);
  for (const img of [f.aliceImage, f.aliceImage2, fresh]) {
    const res = await bob.send('GET', img);
    if (res.status < 400) tally.fail(area, "read another user's image", res.req);
  }
}

async function oddFavourites(fav, bob) {
  const area = 'favourites with odd names';
  fav.area = area;
  bob.area = area;
  const names = ['Ada', '.', '..', 'a/b', 'a\\b', '%', '_', 'A%', 'Zoë', '😀', '<b>x</b>', "O'Neil"];
  for (const n of names) {
    const res = await fav.send('POST', '/api/names/favorites', { body: card(n) });
    if (res.status >= 300) tally.fail(area, `could not add '${n}' (${res.status})`, res.req);
  }
  const count = async () => (await fav.must('GET', '/api/names/favorites')).favorites.map((c) => c.name);
  for (const n of ['%', '_', '.', '..', 'a/b', 'a\\b']) {
    const before = await count();
    const res = await fav.send('DELETE', `/api/names/favorites?name=${encodeURIComponent(n)}`);
    const after = await count();
    if (res.status >= 300) tally.fail(area, `could not delete '${n}' (${res.status})`, res.req);
    const gone = before.filter((b) => !after.includes(b));
    if (gone.length !== 1 || gone[0] !== n)
      tally.fail(area, `deleting '${n}' removed [${gone.join(', ')}]`, res.req);
  }
  for (const p of [
    '/api/names/favorites?name=Ada',
    '/api/names/favorites/Ada',
    '/api/names/favorites?name=%25',
  ]) {
    const res = await bob.send('DELETE', p);
    if (res.status >= 500) continue;
  }
  if (!(await count()).includes('Ada'))
    tally.fail(
      area,
      "another user deleted this user's favourite",
      'DELETE /api/names/favorites?name=Ada [bob]',
    );
  for (const p of ['/api/names/favorites/..', '/api/names/favorites/%2e%2e', '/api/names/favorites/a%2fb']) {
    const res = await fav.send('DELETE', p);
    if (res.status < 500 && res.status >= 400 && !res.json?.message)
      tally.fail(area, `${res.status} without a message`, res.req);
  }
}

async function perUserRateLimit(rate) {
  const area = 'per-user rate limit';
  const tokens = [];
  for (let i = 0; i < 3; i++)
    tokens.push((await rate.must('POST', '/api/tokens', { name: `rate ${i}` })).token);
  const callers = [
    rate.with({ base: LIMITED_GATEWAY, label: 'rate session' }),
    ...tokens.map((t, i) =>
      rate.with({ base: LIMITED_GATEWAY, cookie: undefined, bearer: t, label: `rate token ${i}` }),
    ),
  ];
  for (const c of callers) c.area = area;
  const results = [];
  for (let i = 0; i < 2 * LIMITED_MAX + 8; i++)
    results.push(await callers[i % callers.length].send('GET', '/api/user/usage'));
  const served = results.filter((r) => r.status < 300).length;
  if (served > LIMITED_MAX)
    tally.fail(
      area,
      `${served} calls served in one window (limit ${LIMITED_MAX} per user)`,
      results.at(-1).req,
    );
  if (!results.some((r) => r.status === 429)) tally.fail(area, 'no call was limited', results.at(-1).req);
}

async function fuzz(user) {
  const area = 'fuzzed bodies';
  user.area = area;
  const rand = seededRandom(SEED);
  const kid = await user.must('POST', '/api/child-profiles', child('Fuzzy'));
  const item = (await user.must('POST', '/api/content', { platform: 'manual', title: 'fuzz' })).item;
  const conv = await user.must('POST', '/api/chat/conversations', { childProfileId: kid.id });
  // Anonymising would end the fuzz user's session: it is probed (refused cross-site) above instead.
  const routes = (await writeRoutes(ROOT)).filter(([, p]) => p !== '/api/privacy/anonymize');
  const ids = {
    id: [item?.id ?? 1, conv.id, kid.id, 999999, 'abc', '-1', '1e3'],
    childProfileId: [kid.id, 999999, 'x'],
    name: ['Ada', 'x'],
  };
  const tasks = [];
  for (let i = 0; i < FUZZ_REQUESTS; i++) {
    const [method, pattern] = routes[i % routes.length];
    const p = pattern.replace(/:(\w+)/g, (_, k) => {
      const list =
        k === 'id' && pattern.startsWith('/api/chat')
          ? [conv.id, 'x']
          : k === 'id' && pattern.startsWith('/api/child')
            ? [kid.id, 'x']
            : (ids[k] ?? ids.id);
      return encodeURIComponent(String(list[Math.floor(rand() * list.length)]));
    });
    const opts = fuzzBody(rand);
    tasks.push(async () => {
      const res = await user.send(method, p, { ...opts, headers: { ...opts.headers } });
      // A refusal says what was wrong ({ error, message }); a 2xx on garbage is reported only when
      // the garbage carried a prototype key that came back set.
      if (
        res.status >= 400 &&
        res.status < 500 &&
        !(res.json && typeof res.json.message === 'string' && res.json.message)
      )
        tally.fail(area, `${res.status} without a message`, res.req);
      if (res.status < 300 && /"polluted"|"isAdmin":true/.test(res.text))
        tally.fail(area, 'a __proto__ key came back in the answer', res.req);
    });
  }
  await inLanes(tasks, 6);
  const me = await user.must('GET', '/api/auth/user');
  if (me.role === 'admin' || me.isAdmin) tally.fail(area, 'the fuzz user became an admin', 'fuzzed bodies');
}

// --- the stack (run at the end of the file, once everything below is defined) --------------------------------------------------------------------------------------

async function main() {
  const databaseUrl = await freshDatabase('nestkeep_probe');
  const env = {
    NODE_ENV: 'development', // POST /auth/dev and billing's local Stripe stand-in
    LOG_LEVEL: 'error',
    DATABASE_URL: databaseUrl,
    INTERNAL_TOKEN_SECRET: randomBytes(32).toString('hex'),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    QUEUE_PREFIX: `probe-${runId}`,
    APP_ORIGIN: GATEWAY,
    IDENTITY_URL: `http://127.0.0.1:${PORTS.identity}`,
    CONTENT_URL: `http://127.0.0.1:${PORTS.content}`,
    BILLING_URL: `http://127.0.0.1:${PORTS.billing}`,
    RATE_LIMIT_API_MAX: '100000000',
    ADMIN_EMAILS: ADMIN_EMAIL,
    ADMIN_ROLE_CACHE_SECONDS: '0',
    FREE_CHAT_LIMIT: '1000000',
    AI_PROVIDER: 'local',
    FETCH_ALLOW_PRIVATE: redirectHost,
    UPLOAD_DIR: uploadDir,
  };
  const services = [];
  const start = async (name, port, extra = {}) => {
    services.push(startService(name, { ...env, PORT: String(port), ...extra }));
    await waitUntilUp(`http://127.0.0.1:${port}/healthz`, 60_000);
  };
  let exitCode = 1;
  try {
    console.log('probe: starting identity, content, billing, ai-worker and two gateways...');
    await start('identity', PORTS.identity);
    await Promise.all([
      start('content', PORTS.content),
      start('billing', PORTS.billing),
      start('ai-worker', PORTS.worker),
    ]);
    await start('gateway', PORTS.gateway);
    await start('gateway', PORTS.limited, { RATE_LIMIT_API_MAX: String(LIMITED_MAX) });
    db = new pg.Pool({ connectionString: databaseUrl, max: 2 });

    const began = performance.now();
    const users = await signInAll([
      'alice',
      'bob',
      'carol',
      'tess',
      'sam',
      'webhook',
      'csrf',
      'fuzz',
      'owner',
      'invitee',
      'interloper',
      'payer',
      'streamer',
      'doomed',
      'admin',
      'fav',
      'rate',
    ]);
    const fixtures = await makeFixtures(users);

    await crossUser(users, fixtures);
    await tokenScope(users, fixtures);
    await ssrf(users.sam);
    await forgedWebhook(users.webhook);
    await csrfAndCors(users.csrf, fixtures);
    await internalSurfaces(users.alice);
    await family(users);
    await ownSettings(users);
    await oneSubscription(users.payer);
    await streamCap(users.streamer);
    await deletionAndRoles(users);
    await uploadAttach(users, fixtures);
    await oddFavourites(users.fav, users.bob);
    await perUserRateLimit(users.rate);
    await fuzz(users.fuzz);

    const seconds = ((performance.now() - began) / 1000).toFixed(0);
    console.log(`\nprobe finished in ${seconds} s (seed ${SEED})\n`);
    console.log(tally.table());
    if (tally.failures.length) {
      console.log('\nfailures and 5xx, with the request that caused each:');
      for (const f of tally.failures) console.log(`- [${f.area}] ${f.kind}: ${f.what}\n    ${f.req}`);
    }
    exitCode = tally.failures.length ? 1 : 0;
  } catch (err) {
    console.error(err);
  } finally {
    for (const s of services) s.kill('SIGTERM');
    await db?.end();
    for (const s of [canary4, canary6, redirector]) s.close();
    await rm(uploadDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

await main();
