import { expect } from 'vitest';
import { createNetworkImplementations } from '../../machines/network/network.actors';
import { networkMachine } from '../../machines/network/network.machine';
import { selectIsOffline } from '../../machines/network/network.selectors';
import type { NetworkInput } from '../../machines/network/network.types';
import { describeModel } from './support/describe-model';

const inputs: NetworkInput[] = [{ online: true }, { online: false }];

describeModel(networkMachine, {
  inputs,
  events: () => [{ type: 'network.online' }, { type: 'network.offline' }],
  world: () => {
    const world = {
      browser: null as ((online: boolean) => void) | null,
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
      /** The events reach the machine the way the browser sends them: through the subscription. */
      produce: (event: { type: string }) => {
        world.browser!(event.type === 'network.online');
        return true;
      },
    };
    return world;
  },
  atStart: ({ world }) => expect(world.browser).not.toBeNull(),
  oracles: {
    'offline exactly after the browser said so': ({ snapshot, event }) =>
      expect(selectIsOffline(snapshot)).toBe(event.type === 'network.offline'),
  },
  atStop: ({ world }) => expect(world.unsubscribed).toBe(1),
});
