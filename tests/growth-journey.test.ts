import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growthMeasurement, growthMeasurementList } from '@nestkeep/common';
import { Client } from './support/http-client.js';
import { startStack, type Stack } from './support/stack.js';

/** Saved growth measurements through the gateway: the real gateway, identity and sessions. */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
let nextParent = 0;

/** A signed-in parent with Maya, born 200 days ago. */
async function parent() {
  const client = new Client(stack.gatewayUrl);
  expect((await client.devSignIn(`growth-parent-${nextParent++}@example.com`, 'Sam')).status).toBe(200);
  const child = await client.post('/api/child-profiles', {
    name: 'Maya',
    currentStage: 'infant',
    dateOfBirth: daysAgo(200),
    sex: 'girl',
  });
  expect(child.status).toBe(201);
  return { client, childId: ((await child.json()) as { id: number }).id };
}

describe('growth measurements through the gateway', () => {
  it('saves two measurements, lists them oldest first and deletes one', async () => {
    const { client, childId } = await parent();
    const recent = await client.post(`/api/growth/${childId}`, {
      measuredOn: daysAgo(1),
      weightKg: 7.6,
      lengthCm: 67,
      headCm: 42.5,
    });
    expect(recent.status).toBe(201);
    const saved = growthMeasurement.parse(await recent.json());
    const first = await client.post(`/api/growth/${childId}`, { measuredOn: daysAgo(200), weightKg: 3.3 });
    expect(first.status).toBe(201);
    const firstId = ((await first.json()) as { id: number }).id;

    const list = growthMeasurementList.parse(await (await client.get(`/api/growth/${childId}`)).json());
    expect(list.map((m) => m.id)).toEqual([firstId, saved.id]);
    expect(list[1]).toMatchObject({ weightKg: 7.6, lengthCm: 67, headCm: 42.5 });

    expect((await client.delete(`/api/growth/${childId}/${firstId}`)).status).toBe(204);
    const after = growthMeasurementList.parse(await (await client.get(`/api/growth/${childId}`)).json());
    expect(after.map((m) => m.id)).toEqual([saved.id]);
  });

  it('answers 400 with what was wrong', async () => {
    const { client, childId } = await parent();
    const res = await client.post(`/api/growth/${childId}`, { measuredOn: daysAgo(1), weightKg: 55 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/weightKg: .*between 0.3 and 40 kg/);
    const before = await client.post(`/api/growth/${childId}`, { measuredOn: daysAgo(201), weightKg: 3 });
    expect(before.status).toBe(400);
    expect(((await before.json()) as { message: string }).message).toMatch(/before the child's birth/);
  });

  it("answers 404 for another parent's child and measurement, and 401 signed out", async () => {
    const owner = await parent();
    const other = await parent();
    const saved = await owner.client.post(`/api/growth/${owner.childId}`, {
      measuredOn: daysAgo(2),
      headCm: 42,
    });
    const id = ((await saved.json()) as { id: number }).id;
    expect((await other.client.get(`/api/growth/${owner.childId}`)).status).toBe(404);
    expect(
      (await other.client.post(`/api/growth/${owner.childId}`, { measuredOn: daysAgo(2), headCm: 42 }))
        .status,
    ).toBe(404);
    expect((await other.client.delete(`/api/growth/${owner.childId}/${id}`)).status).toBe(404);
    expect((await other.client.delete(`/api/growth/${other.childId}/${id}`)).status).toBe(404);
    expect((await new Client(stack.gatewayUrl).get(`/api/growth/${owner.childId}`)).status).toBe(401);
    expect(
      growthMeasurementList.parse(await (await owner.client.get(`/api/growth/${owner.childId}`)).json()),
    ).toHaveLength(1);
  });
});
