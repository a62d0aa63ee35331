import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growthMeasurement, growthMeasurementList } from '@nestkeep/common';
import { parentWithChild, startIdentity, type IdentityHarness } from './harness.js';

/** Saved growth measurements against a real database, with a clock the test sets. */
let h: IdentityHarness;
let now = new Date('2026-11-23T12:00:00Z');
beforeAll(async () => {
  h = await startIdentity(undefined, { now: () => now });
});
afterAll(() => h.close());

const parent = (child: object = { name: 'Maya', currentStage: 'infant', dateOfBirth: '2026-05-10' }) =>
  parentWithChild(h, 'growth', child);

describe('growth measurements', () => {
  it('stores measurements and lists them oldest first; delete answers 204 and removes it', async () => {
    const p = await parent();
    const later = await p.post(`/api/growth/${p.childId}`, {
      measuredOn: '2026-11-20',
      weightKg: 7.9,
      lengthCm: 68.2,
      headCm: 43.1,
    });
    expect(later.status).toBe(201);
    expect(growthMeasurement.parse(later.body)).toMatchObject({
      childProfileId: p.childId,
      measuredOn: '2026-11-20',
      weightKg: 7.9,
      lengthCm: 68.2,
      headCm: 43.1,
    });
    const earlier = await p.post(`/api/growth/${p.childId}`, { measuredOn: '2026-05-10', weightKg: 3.4 });
    expect(earlier.status).toBe(201);
    expect(earlier.body).toMatchObject({ weightKg: 3.4, lengthCm: null, headCm: null });

    const list = await p.get(`/api/growth/${p.childId}`);
    expect(list.status).toBe(200);
    expect(growthMeasurementList.parse(list.body).map((m) => m.measuredOn)).toEqual([
      '2026-05-10',
      '2026-11-20',
    ]);

    const gone = await p.del(`/api/growth/${p.childId}/${earlier.body.id}`);
    expect(gone.status).toBe(204);
    expect((await p.get(`/api/growth/${p.childId}`)).body.map((m: { id: number }) => m.id)).toEqual([
      later.body.id,
    ]);
    expect((await p.del(`/api/growth/${p.childId}/${earlier.body.id}`)).status).toBe(404);
  });

  it("answers 404 for another user's child and another user's measurement", async () => {
    const owner = await parent();
    const other = await parent();
    const saved = await owner.post(`/api/growth/${owner.childId}`, { measuredOn: '2026-11-01', headCm: 42 });
    expect(saved.status).toBe(201);

    expect((await other.get(`/api/growth/${owner.childId}`)).status).toBe(404);
    expect(
      (await other.post(`/api/growth/${owner.childId}`, { measuredOn: '2026-11-01', headCm: 42 })).status,
    ).toBe(404);
    expect((await other.del(`/api/growth/${owner.childId}/${saved.body.id}`)).status).toBe(404);
    // Their own child's path with the owner's measurement id: still not theirs.
    expect((await other.del(`/api/growth/${other.childId}/${saved.body.id}`)).status).toBe(404);
    expect((await other.get('/api/growth/999999999')).status).toBe(404);
    expect((await other.get('/api/growth/abc')).status).toBe(404);
    expect((await owner.get(`/api/growth/${owner.childId}`)).body).toHaveLength(1);
  });

  it('rejects bad input with what was wrong and stores nothing', async () => {
    now = new Date('2026-11-23T12:00:00Z');
    const p = await parent();
    const cases: Array<[object, RegExp]> = [
      [{ measuredOn: '2026-11-01' }, /at least one of weightKg, lengthCm, headCm/],
      [{ weightKg: 5 }, /measuredOn/],
      [{ measuredOn: '2026-02-30', weightKg: 5 }, /measuredOn: .*calendar date/],
      [{ measuredOn: '23/11/2026', weightKg: 5 }, /measuredOn: .*YYYY-MM-DD/],
      [{ measuredOn: '2026-11-01', weightKg: 0.2 }, /weightKg: .*between 0.3 and 40 kg/],
      [{ measuredOn: '2026-11-01', weightKg: 41 }, /weightKg: .*between 0.3 and 40 kg/],
      [{ measuredOn: '2026-11-01', lengthCm: 29 }, /lengthCm: .*between 30 and 130 cm/],
      [{ measuredOn: '2026-11-01', headCm: 61 }, /headCm: .*between 20 and 60 cm/],
      [{ measuredOn: '2026-11-01', headCm: '42' }, /headCm/],
      [{ measuredOn: '2026-11-01', headCm: 42, bmi: 3 }, /bmi/],
      [{ measuredOn: '2026-11-25', weightKg: 8 }, /measuredOn: must not be in the future/],
      [{ measuredOn: '2026-05-09', weightKg: 3.3 }, /measuredOn: must not be before the child's birth date/],
    ];
    for (const [body, message] of cases) {
      const res = await p.post(`/api/growth/${p.childId}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    // The parent's tomorrow in UTC+14 is still today for them; the birth day itself is allowed.
    now = new Date('2026-11-23T12:00:00Z');
    expect((await p.post(`/api/growth/${p.childId}`, { measuredOn: '2026-11-24', weightKg: 8 })).status).toBe(
      201,
    );
    expect(
      (await p.post(`/api/growth/${p.childId}`, { measuredOn: '2026-05-10', weightKg: 3.3 })).status,
    ).toBe(201);
    expect((await p.get(`/api/growth/${p.childId}`)).body).toHaveLength(2);
  });

  it('refuses measurements for a pregnancy profile', async () => {
    const p = await parent({ name: 'Bump', currentStage: 'pregnant-2nd', dateOfBirth: '2027-03-01' });
    const res = await p.post(`/api/growth/${p.childId}`, { measuredOn: '2026-11-20', weightKg: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/after birth/);
  });
});
