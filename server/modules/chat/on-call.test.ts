import { describe, expect, it } from 'vitest';
import { recordSessionEvents } from '../../auth/session-events';
import { createOnCallState } from './on-call';

/** A repository whose writes finish only when the test says, in any order it likes. */
function heldRepo() {
  const writes: Array<{ userId: number; isOnCall: boolean; finish: () => void; fail: (e: Error) => void }> = [];
  const stored = new Map<number, boolean>();
  return {
    writes,
    stored,
    repo: {
      setOnCall: (userId: number, isOnCall: boolean) =>
        new Promise<void>((resolve, reject) => {
          writes.push({
            userId,
            isOnCall,
            finish: () => {
              stored.set(userId, isOnCall);
              resolve();
            },
            fail: reject,
          });
        }),
    },
  };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('on-call state', () => {
  it('starts a write at once, and a user’s next write only after it settled (the search’s false before the call’s true)', async () => {
    const { repo, writes, stored } = heldRepo();
    const events = recordSessionEvents();
    const setOnCall = createOnCallState({ repo, events });
    const off = setOnCall(7, false);
    const on = setOnCall(7, true);
    const other = setOnCall(8, true);
    // User 7's second write waits for the first; user 8's runs beside them.
    expect(writes.map((w) => [w.userId, w.isOnCall])).toEqual([
      [7, false],
      [8, true],
    ]);
    writes[0].finish();
    await off;
    await settled();
    expect(writes.map((w) => [w.userId, w.isOnCall])).toEqual([
      [7, false],
      [8, true],
      [7, true],
    ]);
    writes[2].finish();
    writes[1].finish();
    await Promise.all([on, other]);
    expect(stored.get(7)).toBe(true);
    expect(events.events).toEqual([
      { type: 'onCallChanged', userId: 7, isOnCall: false },
      { type: 'onCallChanged', userId: 7, isOnCall: true },
      { type: 'onCallChanged', userId: 8, isOnCall: true },
    ]);
  });

  it('runs the next write after a failed one, and the failure reaches only its own caller', async () => {
    const { repo, writes, stored } = heldRepo();
    const events = recordSessionEvents();
    const setOnCall = createOnCallState({ repo, events });
    const off = setOnCall(7, false);
    const on = setOnCall(7, true);
    writes[0].fail(new Error('database gone'));
    await expect(off).rejects.toThrow('database gone');
    await settled();
    expect(writes).toHaveLength(2);
    writes[1].finish();
    await expect(on).resolves.toBeUndefined();
    expect(stored.get(7)).toBe(true);
    expect(events.events).toEqual([{ type: 'onCallChanged', userId: 7, isOnCall: true }]);
  });
});
