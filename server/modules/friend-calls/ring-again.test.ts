import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../tests/api/support/manual-clock';
import type { PresenceListener } from '../../ports/realtime';
import { watchRingAgain } from './ring-again';

function setup() {
  const clock = new ManualClock();
  let listener: PresenceListener = () => {};
  const rang: number[] = [];
  const stop = watchRingAgain({
    realtime: {
      onPresence: (l) => {
        listener = l;
        return () => {};
      },
    },
    ringAgain: async (userId) => {
      rang.push(userId);
    },
    clock,
    log: { error: () => {} } as unknown as FastifyBaseLogger,
  });
  return { clock, rang, stop, presence: (userId: number, online: boolean) => listener(userId, online) };
}

describe('watchRingAgain', () => {
  it('rings again at once when a user comes online, not when they go', () => {
    const { rang, presence } = setup();
    presence(4, false);
    presence(4, true);
    presence(5, true);
    expect(rang).toEqual([4, 5]);
  });

  it('turns a flood of presence flips into a few ring-agains and one when the window ends', () => {
    const { clock, rang, presence, stop } = setup();
    for (let i = 0; i < 10_000; i++) {
      presence(7, true);
      presence(7, false);
    }
    expect(rang).toEqual([7, 7, 7]);
    clock.advance(9_999);
    expect(rang).toHaveLength(3);
    clock.advance(1);
    expect(rang).toEqual([7, 7, 7, 7]);
    // A later reload, after the window, is answered at once again.
    clock.advance(20_000);
    presence(7, true);
    expect(rang).toHaveLength(5);
    stop();
  });

  it('cancels the pending ring-again when stopped', () => {
    const { clock, rang, presence, stop } = setup();
    for (let i = 0; i < 5; i++) presence(9, true);
    expect(rang).toHaveLength(3);
    stop();
    clock.advance(60_000);
    expect(rang).toHaveLength(3);
  });
});
