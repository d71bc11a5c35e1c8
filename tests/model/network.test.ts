import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createNetworkImplementations } from '../../machines/network/network.actors';
import { networkMachine } from '../../machines/network/network.machine';
import { selectIsOffline } from '../../machines/network/network.selectors';
import type { NetworkEvent, NetworkInput } from '../../machines/network/network.types';
import {
  generatePaths,
  handledEventTypes,
  type ModelPath,
  reachedStateIds,
  serializeState,
  stableStateIds,
  usedEventTypes,
} from './support/paths';

type M = typeof networkMachine;

const inputs: NetworkInput[] = [{ online: true }, { online: false }];
const events: NetworkEvent[] = [{ type: 'network.online' }, { type: 'network.offline' }];
const paths = generatePaths(networkMachine, { inputs, events: () => events });

/** The events reach the machine the way the browser sends them: through the subscription. */
function run(path: ModelPath<M>) {
  let browser: ((online: boolean) => void) | null = null;
  let unsubscribed = 0;
  const machine = networkMachine.provide(
    createNetworkImplementations({
      subscribe: (onChange) => {
        browser = onChange;
        return () => {
          unsubscribed++;
        };
      },
    }),
  );
  const actor = createActor(machine, { input: path.input }).start();
  expect(browser).not.toBeNull();
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.initial));
  for (const { event, after } of path.steps) {
    browser!(event.type === 'network.online');
    const snapshot = actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(after));
    expect(selectIsOffline(snapshot)).toBe(event.type === 'network.offline');
  }
  actor.stop();
  expect(unsubscribed).toBe(1);
}

describe('network machine (model-based)', () => {
  for (const path of paths) it(path.description, () => run(path));

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(networkMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(networkMachine)) expect(used, type).toContain(type);
  });
});
