import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedingEntrySchema, feedingLogResponse } from '@nestkeep/common';
import { Client } from './support/http-client.js';
import { startStack, type Stack } from './support/stack.js';

/** The feeding log through the gateway: the real gateway, identity and sessions. */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

let nextParent = 0;
async function parent() {
  const client = new Client(stack.gatewayUrl);
  expect((await client.devSignIn(`feeding-parent-${nextParent++}@example.com`, 'Sam')).status).toBe(200);
  const child = await client.post('/api/child-profiles', { name: 'Maya', currentStage: 'infant' });
  expect(child.status).toBe(201);
  return { client, childId: ((await child.json()) as { id: number }).id };
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

describe('the feeding log through the gateway', () => {
  it('logs a bottle in ounces and a breastfeed, answers last feed and today, and deletes', async () => {
    const { client, childId } = await parent();
    const bottle = await client.post(`/api/feeding/${childId}`, {
      kind: 'bottle',
      startedAt: minutesAgo(30),
      amount: 3,
      unit: 'oz',
    });
    expect(bottle.status).toBe(201);
    const breast = await client.post(`/api/feeding/${childId}`, {
      kind: 'breast',
      startedAt: minutesAgo(10),
      side: 'right',
      durationSeconds: 600,
    });
    expect(breast.status).toBe(201);
    const breastEntry = feedingEntrySchema.parse(await breast.json());

    // Today in UTC holds both unless the test runs within half an hour of midnight.
    const log = feedingLogResponse.parse(await (await client.get(`/api/feeding/${childId}?tz=UTC`)).json());
    expect(log.lastFeed).toMatchObject({ kind: 'breast', side: 'right', durationSeconds: 600 });
    expect(log.entries.map((e) => e.kind)).toEqual(['breast', 'bottle']);
    if (new Date().getUTCHours() > 0) {
      expect(log.today).toMatchObject({ breastFeeds: 1, breastMinutes: 10, bottleFeeds: 1, bottleMl: 89 });
    }

    expect((await client.delete(`/api/feeding/${childId}/${breastEntry.id}`)).status).toBe(204);
    const after = feedingLogResponse.parse(await (await client.get(`/api/feeding/${childId}`)).json());
    expect(after.lastFeed).toMatchObject({ kind: 'bottle', unit: 'oz' });
  });

  it('answers 400 with the reason for bad input and 404 for another parent’s child', async () => {
    const owner = await parent();
    const other = await parent();
    const bad = await owner.client.post(`/api/feeding/${owner.childId}`, {
      kind: 'bottle',
      startedAt: minutesAgo(1),
      amount: -5,
      unit: 'ml',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain(
      'amount: Amount must be more than 0',
    );
    const badZone = await owner.client.get(`/api/feeding/${owner.childId}?tz=Nowhere/City`);
    expect(badZone.status).toBe(400);

    const entry = await owner.client.post(`/api/feeding/${owner.childId}`, {
      kind: 'solids',
      startedAt: minutesAgo(5),
      food: 'Egg',
      firstTime: true,
    });
    const { id } = (await entry.json()) as { id: number };
    expect((await other.client.get(`/api/feeding/${owner.childId}`)).status).toBe(404);
    expect(
      (
        await other.client.post(`/api/feeding/${owner.childId}`, {
          kind: 'solids',
          startedAt: minutesAgo(1),
          food: 'Egg',
        })
      ).status,
    ).toBe(404);
    expect((await other.client.delete(`/api/feeding/${owner.childId}/${id}`)).status).toBe(404);
    expect((await new Client(stack.gatewayUrl).get(`/api/feeding/${owner.childId}`)).status).toBe(401);
    const kept = feedingLogResponse.parse(
      await (await owner.client.get(`/api/feeding/${owner.childId}`)).json(),
    );
    expect(kept.entries).toHaveLength(1);
  });
});
