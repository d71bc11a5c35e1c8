import { expect } from 'vitest';
import { createNetworkImplementations } from '../../machines/network/network.actors';
import { networkMachine } from '../../machines/network/network.machine';
import { selectIsOffline } from '../../machines/network/network.selectors';
import type { NetworkInput, NetworkSignal } from '../../machines/network/network.types';
import { describeModel } from './support/describe-model';

const inputs: NetworkInput[] = [{ online: true }, { online: false }];

describeModel(networkMachine, {
  inputs,
  events: () => [{ type: 'network.online' }, { type: 'network.offline' }, { type: 'network.changed' }],
  world: () => {
    const world = {
      browser: null as ((signal: NetworkSignal) => void) | null,
      /** Everything the machine emitted, in order. */
      emitted: [] as string[],
      unsubscribed: 0,
      machine: networkMachine.provide(
        createNetworkImplementations({
          subscribe: (onChange) => {
            world.browser = onChange;
            return () => {
              world.unsubscribed++;
            };
          },
        }),
      ),
      started: (actor: { on(type: string, listener: (event: { type: string }) => void): unknown }) => {
        for (const type of ['network.online', 'network.offline', 'network.changed'])
          actor.on(type, (emitted) => world.emitted.push(emitted.type));
      },
      /** The events reach the machine the way the browser sends them: through the subscription. */
      produce: (event: { type: string }) => {
        world.browser!(event.type.slice('network.'.length) as NetworkSignal);
        return true;
      },
    };
    return world;
  },
  atStart: ({ world }) => expect(world.browser).not.toBeNull(),
  oracles: {
    // A change of network (Wi-Fi to cellular) says nothing about being online.
    'offline exactly after the browser said so': ({ snapshot, taken }) => {
      const said = taken.map((step) => step.event.type).filter((type) => type !== 'network.changed');
      if (said.length > 0) expect(selectIsOffline(snapshot)).toBe(said.at(-1) === 'network.offline');
    },
    'every signal is passed on to the listeners, once': ({ world, event, added }) =>
      expect(added(world.emitted)).toEqual([event.type]),
  },
  atStop: ({ world }) => expect(world.unsubscribed).toBe(1),
});
