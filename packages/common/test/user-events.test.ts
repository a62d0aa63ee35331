import { UnrecoverableError } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { EVENTS } from '../src/queues.js';
import { readUserEvent } from '../src/user-events.js';

const ID = '6F1C2E7A-5B8D-4C3E-9A1B-2D3E4F5A6B7C';

describe('readUserEvent (what every subscriber acts on)', () => {
  it('reads user.deleted and user.anonymized, with the user id lower-cased', () => {
    expect(
      readUserEvent({ id: 'identity-1', type: EVENTS.userDeleted, payload: { userId: ID, reason: 'x' } }),
    ).toEqual({
      id: 'identity-1',
      type: EVENTS.userDeleted,
      userId: ID.toLowerCase(),
    });
    expect(
      readUserEvent({ id: 'identity-2', type: EVENTS.userAnonymized, payload: { userId: ID } })?.type,
    ).toBe(EVENTS.userAnonymized);
  });

  it('leaves other events on the queue, and a user id that is no uuid, alone', () => {
    expect(readUserEvent({ id: 'identity-3', type: EVENTS.userCreated, payload: { userId: ID } })).toBeNull();
    expect(readUserEvent(null)).toBeNull();
    expect(
      readUserEvent({ id: 'identity-4', type: EVENTS.userDeleted, payload: { userId: '../etc' } }),
    ).toBeNull();
  });

  it('refuses a user event without an id or user id for good (no retries)', () => {
    expect(() => readUserEvent({ type: EVENTS.userDeleted, payload: { userId: ID } })).toThrow(
      UnrecoverableError,
    );
    expect(() => readUserEvent({ id: 'identity-5', type: EVENTS.userAnonymized, payload: {} })).toThrow(
      UnrecoverableError,
    );
  });
});
