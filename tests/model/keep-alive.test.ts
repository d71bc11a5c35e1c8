import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createKeepAliveImplementations } from '../../machines/keep-alive/keep-alive.actors';
import { keepAliveMachine } from '../../machines/keep-alive/keep-alive.machine';
import { KEEP_ALIVE_MS } from '../../machines/keep-alive/keep-alive.types';
import { type Deferred, deferred, flush } from './support/deferred';
import {
  afterEventType,
  generatePaths,
  handledEventTypes,
  type ModelPath,
  reachedStateIds,
  serializeState,
  stableStateIds,
  usedEventTypes,
} from './support/paths';

type M = typeof keepAliveMachine;
const PERIOD_EVENT = afterEventType(keepAliveMachine, 'keepAlive.waiting');

const paths = generatePaths(keepAliveMachine, {
  inputs: [undefined as never],
  events: (s) => {
    if (s.matches('pinging'))
      return [
        { type: 'xstate.done.actor.ping' },
        { type: 'xstate.error.actor.ping', error: new Error('offline') },
      ] as never;
    return [{ type: PERIOD_EVENT }] as never;
  },
});

async function run(path: ModelPath<M>) {
  const clock = new SimulatedClock();
  const pings: Deferred<void>[] = [];
  const ping = (signal: AbortSignal) => {
    pings.push(deferred(signal));
    return pings.at(-1)!.promise;
  };
  const actor = createActor(keepAliveMachine.provide(createKeepAliveImplementations({ ping })), { clock }).start();
  // A ping on mount.
  expect(pings).toHaveLength(1);
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.initial));
  for (const { event, after } of path.steps) {
    const before = pings.length;
    if (event.type === 'xstate.done.actor.ping') pings.at(-1)!.resolve();
    else if (event.type === 'xstate.error.actor.ping') pings.at(-1)!.reject(new Error('offline'));
    else {
      // Exactly 120 s after the previous answer, whatever it was.
      clock.increment(KEEP_ALIVE_MS - 1);
      expect(pings).toHaveLength(before);
      clock.increment(1);
      expect(pings).toHaveLength(before + 1);
    }
    await flush();
    expect(serializeState(actor.getSnapshot())).toBe(serializeState(after));
  }
  actor.stop();
}

describe('keep-alive machine (model-based)', () => {
  for (const path of paths) it(path.description, () => run(path));

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(keepAliveMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(keepAliveMachine)) expect(used, type).toContain(type);
  });

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
