import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createKeepAliveImplementations } from '../../machines/keep-alive/keep-alive.actors';
import { keepAliveMachine } from '../../machines/keep-alive/keep-alive.machine';
import { KEEP_ALIVE_MS } from '../../machines/keep-alive/keep-alive.types';
import { flush } from './support/deferred';
import { describeModel, fakeCalls } from './support/describe-model';
import { afterEventType } from './support/paths';

const PERIOD_EVENT = afterEventType(keepAliveMachine, 'keepAlive.waiting');

describeModel(keepAliveMachine, {
  events: (s) =>
    s.matches('pinging')
      ? [{ type: 'xstate.done.actor.ping' }, { type: 'xstate.error.actor.ping', error: new Error('offline') }]
      : [{ type: PERIOD_EVENT }],
  world: () => {
    const ping = fakeCalls<[AbortSignal]>();
    return {
      machine: keepAliveMachine.provide(createKeepAliveImplementations({ ping: ping.fn })),
      clock: new SimulatedClock(),
      calls: { ping },
      ping,
    };
  },
  // Exactly 120 s after the previous answer, whatever it was (the harness checks nothing happens 1 ms earlier).
  delay: () => KEEP_ALIVE_MS,
  atStart: ({ world }) => {
    // A ping on mount.
    expect(world.ping.calls).toHaveLength(1);
  },
  oracles: {
    'one ping per period, none while waiting': ({ world, taken, snapshot }) => {
      const periods = taken.filter((s) => s.event.type === PERIOD_EVENT).length;
      expect(world.ping.calls).toHaveLength(1 + periods);
      expect(world.ping.calls.filter((c) => !c.settled)).toHaveLength(snapshot.matches('pinging') ? 1 : 0);
    },
  },
});

describe('keep-alive machine', () => {
  it('stops pinging when the root stops it (the user signed out)', async () => {
    const clock = new SimulatedClock();
    let pings = 0;
    const actor = createActor(
      keepAliveMachine.provide(
        createKeepAliveImplementations({
          ping: async () => {
            pings++;
          },
        }),
      ),
      { clock },
    ).start();
    await flush();
    clock.increment(KEEP_ALIVE_MS);
    await flush();
    expect(pings).toBe(2);
    actor.stop();
    clock.increment(KEEP_ALIVE_MS * 3);
    expect(pings).toBe(2);
  });
});
