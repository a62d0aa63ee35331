import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { milestonesResponseSchema, milestoneToggleResponse } from '@nestkeep/common';
import { Client } from './support/http-client.js';
import { startStack, type Stack } from './support/stack.js';

/** The milestone tracker through the gateway (issue 9): the real gateway and identity service. */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

/** A calendar date `months` and `days` before today (UTC). */
function ago(months: number, days = 0): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, d.getUTCDate() - days))
    .toISOString()
    .slice(0, 10);
}

let nextParent = 0;

/** A signed-in parent with one child about 10 months old. */
async function parent() {
  const client = new Client(stack.gatewayUrl);
  expect((await client.devSignIn(`milestone-parent-${nextParent++}@example.com`, 'Sam')).status).toBe(200);
  const child = await client.post('/api/child-profiles', {
    name: 'Maya',
    dateOfBirth: ago(10, 5),
    currentStage: 'infant',
    isActive: true,
  });
  expect(child.status).toBe(201);
  const { id: childId } = (await child.json()) as { id: number };
  return { client, childId };
}

describe('the milestone tracker through the gateway', () => {
  it('lists the stages for the child, stores a toggle with its note, and answers it on the next read', async () => {
    const p = await parent();
    const before = milestonesResponseSchema.parse(
      await (await p.client.get(`/api/milestones/${p.childId}`)).json(),
    );
    expect(before.childAgeMonths).toBe(10);
    expect(before.currentStageId).toBe('m9');
    expect(before.stages).toHaveLength(12);

    const toggle = await p.client.post('/api/milestones/toggle', {
      childProfileId: p.childId,
      milestoneId: 'm9-language-1',
      isAchieved: true,
      notes: 'Said "babababa" at breakfast',
    });
    expect(toggle.status).toBe(200);
    const stored = milestoneToggleResponse.parse(await toggle.json());
    expect(stored).toMatchObject({ isAchieved: true, notes: 'Said "babababa" at breakfast' });
    expect(stored.achievedAt).not.toBeNull();

    const after = milestonesResponseSchema.parse(
      await (await p.client.get(`/api/milestones/${p.childId}`)).json(),
    );
    const nine = after.stages.find((s) => s.id === 'm9')!;
    expect(nine.milestones.find((m) => m.id === 'm9-language-1')!.progress).toEqual({
      isAchieved: true,
      achievedAt: stored.achievedAt,
      notes: 'Said "babababa" at breakfast',
    });
    expect(nine.completionPercentage).toBe(Math.round(100 / nine.milestones.length));
  });

  it("answers 404 for another parent's child on both routes and leaves their progress alone", async () => {
    const owner = await parent();
    await owner.client.post('/api/milestones/toggle', {
      childProfileId: owner.childId,
      milestoneId: 'm9-social-3',
      isAchieved: true,
      notes: 'Turns when called',
    });
    const other = await parent();
    const read = await other.client.get(`/api/milestones/${owner.childId}`);
    expect(read.status).toBe(404);
    expect(await read.json()).toEqual({ error: 'not_found', message: 'Child profile not found' });
    const write = await other.client.post('/api/milestones/toggle', {
      childProfileId: owner.childId,
      milestoneId: 'm9-social-3',
      isAchieved: false,
      notes: '',
    });
    expect(write.status).toBe(404);

    const still = milestonesResponseSchema.parse(
      await (await owner.client.get(`/api/milestones/${owner.childId}`)).json(),
    );
    const m = still.stages.flatMap((s) => s.milestones).find((x) => x.id === 'm9-social-3')!;
    expect(m.progress).toMatchObject({ isAchieved: true, notes: 'Turns when called' });
  });

  it('answers 400 with what was wrong for a malformed id or body, and 404 for an unknown milestone', async () => {
    const p = await parent();
    const badId = await p.client.get('/api/milestones/not-a-number');
    expect(badId.status).toBe(400);
    expect(((await badId.json()) as { message: string }).message).toContain('childProfileId');

    const badBody = await p.client.post('/api/milestones/toggle', {
      childProfileId: p.childId,
      milestoneId: 'm9-social-1',
      isAchieved: 'true',
      notes: 'x'.repeat(1001),
    });
    expect(badBody.status).toBe(400);
    const { message } = (await badBody.json()) as { message: string };
    expect(message).toContain('isAchieved');
    expect(message).toContain('notes');

    const unknown = await p.client.post('/api/milestones/toggle', {
      childProfileId: p.childId,
      milestoneId: 'm7-social-1',
      isAchieved: true,
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses a signed-out caller', async () => {
    const p = await parent();
    const anonymous = new Client(stack.gatewayUrl);
    expect((await anonymous.get(`/api/milestones/${p.childId}`)).status).toBe(401);
    expect(
      (
        await anonymous.post('/api/milestones/toggle', {
          childProfileId: p.childId,
          milestoneId: 'm9-social-1',
          isAchieved: true,
        })
      ).status,
    ).toBe(401);
  });
});
