import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInternalToken, type Pool } from '@nestkeep/common';
import { ADMIN_EMAIL } from '../services/identity/test/harness.js';
import { eventually, submitLocalCheckout } from './support/billing.js';
import { TEST_INTERNAL_SECRET } from './support/db.js';
import { Client } from './support/http-client.js';
import { startStack, type Stack } from './support/stack.js';

/**
 * Deleting an account through the gateway (identity's DELETE /api/privacy/delete-account) really
 * propagates: identity's outbox → content, billing and the gateway over BullMQ, as in production.
 */
let stack: Stack;
let admin: Client;
beforeAll(async () => {
  stack = await startStack();
  admin = new Client(stack.gatewayUrl);
  expect((await admin.devSignIn(ADMIN_EMAIL)).status).toBe(200);
});
afterAll(() => stack?.close());

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const json = async <T = Record<string, unknown>>(res: Response | Promise<Response>, status: number) => {
  const r = await res;
  const body = await r.text();
  expect({ status: r.status, body }).toMatchObject({ status });
  return (body ? JSON.parse(body) : undefined) as T;
};

/** A parent with data in every table of every schema, signed in twice (phone and laptop). */
async function parentWithEverything(label: string) {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const phone = new Client(stack.gatewayUrl);
  const { id } = await json<{ id: string }>(phone.devSignIn(email, 'Jamie Parent'), 200);
  const laptop = new Client(stack.gatewayUrl);
  await json(laptop.devSignIn(email), 200);
  await json(
    phone.post('/api/onboarding', {
      userStage: 'already_parent',
      childrenCount: 1,
      childrenDOBs: [daysAgo(300)],
      interests: ['Milestone tracker'],
      newsletterOptIn: true,
      parentName: 'Jamie P',
    }),
    200,
  );
  const child = await json<{ id: number }>(
    phone.post('/api/child-profiles', { name: 'Maya', currentStage: 'infant' }),
    201,
  );
  await json(
    phone.post('/api/milestones/toggle', {
      childProfileId: child.id,
      milestoneId: 'm9-language-1',
      isAchieved: true,
      notes: 'Said babababa',
    }),
    200,
  );
  await json(phone.post(`/api/growth/${child.id}`, { measuredOn: daysAgo(2), weightKg: 8.1 }), 201);
  await json(
    phone.post(`/api/feeding/${child.id}`, {
      kind: 'bottle',
      startedAt: new Date(Date.now() - 600_000).toISOString(),
      amount: 3,
      unit: 'oz',
    }),
    201,
  );
  await json(phone.post('/api/content', { title: 'Bedtime routine', personalNotes: 'Ask grandma' }), 201);
  await json(phone.post('/api/tokens', { name: 'iPhone shortcut' }), 201);
  const chat = await json<{ id: number }>(
    phone.post('/api/chat/conversations', { childProfileId: child.id }),
    201,
  );
  // The chat's messages and a kept name as the content service writes them (no AI worker here).
  const requestId = randomUUID();
  await stack.content.db.chatMessage.createMany({
    data: [
      { conversationId: chat.id, userId: id, role: 'user', content: 'When do teeth come?', requestId },
      { conversationId: chat.id, userId: id, role: 'assistant', content: 'Around 6 months.', requestId },
    ],
  });
  await stack.content.db.nameFavorite.create({
    data: { userId: id, name: 'Aurora', card: { name: 'Aurora' } },
  });
  // A saved screenshot (image and thumbnail on disk) through the content service itself.
  const token = await signInternalToken(
    { kind: 'user', userId: id, role: 'user' },
    { secret: TEST_INTERNAL_SECRET, audience: 'content' },
  );
  const image = await request(stack.content.app)
    .post('/api/content/image')
    .set('x-internal-token', token)
    .field('title', 'Safe sleep card')
    .attach(
      'image',
      await sharp({ create: { width: 60, height: 40, channels: 3, background: '#88aaff' } })
        .png()
        .toBuffer(),
      'card.png',
    );
  expect(image.status).toBe(201);
  // A family subscription through the local checkout, paid.
  const checkout = await json<{ url: string }>(
    phone.post('/api/create-checkout-session', { plan: 'family', billingCycle: 'monthly' }),
    200,
  );
  expect((await submitLocalCheckout(phone, checkout.url)).status).toBe(303);
  await eventually(
    async () => (await (await phone.get('/api/auth/user')).json()) as { plan: string },
    (u) => u.plan === 'family',
    { what: `${label} on the family plan` },
  );
  // A family invitation (the family plan's).
  await json(
    phone.post('/api/family/invite', { email: `partner-${randomUUID().slice(0, 8)}@example.com` }),
    201,
  );
  const sub = await stack.billing.db.subscription.findFirstOrThrow({ where: { userId: id } });
  // An admin change about them (an audit row).
  await json(admin.patch(`/api/admin/users/${id}`, { emailOptIn: false, emailOptInDate: null }), 200);
  return { id, email, phone, laptop, subscriptionId: sub.id, customerId: sub.stripeCustomerId };
}

interface Mention {
  where: string;
  rows: number;
}

/** Every base table of `schema`, every text-like column (as text), that mentions `needle`. */
async function mentions(pool: Pool, schema: string, needle: string): Promise<Mention[]> {
  const { rows: columns } = await pool.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = $1 AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('uuid', 'text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
    [schema],
  );
  expect(columns.length).toBeGreaterThan(5);
  const found: Mention[] = [];
  for (const { table_name, column_name } of columns) {
    const { rows } = await pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM "${schema}"."${table_name}" WHERE "${column_name}"::text ILIKE $1`,
      [`%${needle}%`],
    );
    if (Number(rows[0]!.n) > 0)
      found.push({ where: `${schema}.${table_name}.${column_name}`, rows: Number(rows[0]!.n) });
  }
  return found;
}

/** Every mention of the user in every schema, but identity's own user.deleted notice in its outbox. */
async function everyMention(user: { id: string; email: string; customerId: string; subscriptionId: string }) {
  const found: Mention[] = [];
  for (const needle of [user.id, user.email, user.customerId, user.subscriptionId]) {
    found.push(...(await mentions(stack.identity.pool, 'identity', needle)));
    found.push(...(await mentions(stack.content.pool, 'content', needle)));
    found.push(...(await mentions(stack.billing.pool, 'billing', needle)));
  }
  const { rows } = await stack.identity.pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM identity.outbox WHERE type = 'user.deleted' AND payload::text ILIKE $1`,
    [`%${user.id}%`],
  );
  const notice = Number(rows[0]!.n);
  return found
    .map((m) => (m.where === 'identity.outbox.payload' ? { ...m, rows: m.rows - notice } : m))
    .filter((m) => m.rows > 0);
}

async function filesMentioning(needle: string): Promise<string[]> {
  const entries = await readdir(stack.content.images.root, { recursive: true }).catch(() => []);
  return entries.map(String).filter((f) => f.includes(needle));
}

async function expectUntouched(keeper: Awaited<ReturnType<typeof parentWithEverything>>) {
  const left = (await everyMention(keeper)).map((m) => m.where.split('.').slice(0, 2).join('.'));
  for (const table of [
    'identity.users',
    'identity.child_profiles',
    'identity.milestone_progress',
    'identity.growth_measurements',
    'identity.feeding_entries',
    'identity.family_members',
    'identity.api_tokens',
    'identity.admin_audit_log',
    'content.content_items',
    'content.uploads',
    'content.chat_messages',
    'content.chat_conversations',
    'content.name_favorites',
    'billing.customers',
    'billing.subscriptions',
  ])
    expect(left, table).toContain(table);
  expect((await filesMentioning(keeper.id)).length).toBeGreaterThanOrEqual(2);
  expect((await keeper.phone.get('/api/auth/user')).status).toBe(200);
  expect((await keeper.laptop.get('/api/auth/user')).status).toBe(200);
  expect(
    (await stack.billing.db.subscription.findUniqueOrThrow({ where: { id: keeper.subscriptionId } })).status,
  ).toBe('active');
}

async function deleteAndVerify(gone: Awaited<ReturnType<typeof parentWithEverything>>) {
  const res = await json(gone.phone.delete('/api/privacy/delete-account'), 200);
  expect(res).toEqual({ deleted: true });
  return res;
}

async function expectGone(gone: Awaited<ReturnType<typeof parentWithEverything>>) {
  const cancels = () =>
    stack.billing.db.stripeEvent.count({ where: { type: 'customer.subscription.deleted' } });
  await eventually(
    () => everyMention(gone),
    (m) => m.length === 0,
    { what: 'nothing of the user left', timeoutMs: 30_000 },
  );
  expect(await filesMentioning(gone.id)).toEqual([]);
  expect(await cancels()).toBeGreaterThan(0);
  await expect(stack.billing.stripe.subscriptions.retrieve(gone.subscriptionId)).rejects.toMatchObject({
    statusCode: 404,
  });
  await eventually(
    async () => [
      (await gone.phone.get('/api/auth/user')).status,
      (await gone.laptop.get('/api/auth/user')).status,
    ],
    (s) => s[0] === 401 && s[1] === 401,
    { what: 'both sessions ended' },
  );
  await eventually(
    () => stack.userSessions.list(gone.id),
    (l) => l.length === 0,
    { what: 'the session index emptied' },
  );
}

describe('DELETE /api/privacy/delete-account through the gateway', () => {
  it('removes the user from every table of every schema, every file, their subscription and sessions; a second user is untouched', async () => {
    const gone = await parentWithEverything('gone');
    const keeper = await parentWithEverything('keeper');
    const before = await everyMention(gone);
    for (const schema of ['identity.', 'content.', 'billing.'])
      expect(
        before.some((m) => m.where.startsWith(schema)),
        schema,
      ).toBe(true);
    expect((await filesMentioning(gone.id)).length).toBeGreaterThanOrEqual(2);

    await deleteAndVerify(gone);
    await expectGone(gone);
    await expectUntouched(keeper);
  });

  it('completes when content was down during the deletion: its worker catches up when it returns', async () => {
    const gone = await parentWithEverything('late');
    const keeper = await parentWithEverything('stays');
    await stack.contentEvents.stop();
    try {
      await deleteAndVerify(gone);
      // Identity, billing and the gateway did their part; content's part waits in its queue.
      await eventually(
        async () => (await gone.phone.get('/api/auth/user')).status,
        (s) => s === 401,
        { what: 'sessions ended' },
      );
      await eventually(
        () => stack.billing.db.customer.count({ where: { userId: gone.id } }),
        (n) => n === 0,
        { what: 'billing done' },
      );
      await new Promise((r) => setTimeout(r, 500));
      expect(await stack.content.db.contentItem.count({ where: { userId: gone.id } })).toBe(2);
      expect((await filesMentioning(gone.id)).length).toBeGreaterThanOrEqual(2);
    } finally {
      stack.contentEvents.start();
    }
    await expectGone(gone);
    await expectUntouched(keeper);
  });
});
