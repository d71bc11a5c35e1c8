import { assign, not, sendParent, sendTo, setup } from 'xstate';
import { PEER_SYSTEM_ID, type PeerRequest } from '../peer/peer.types';
import { networkSignals, signallingLink } from './call-link.actors';
import {
  type CallLinkContext,
  type CallLinkEvent,
  type CallLinkInput,
  type CallLinkNotice,
  ICE_RESTART_DELAYS_MS,
  RECONNECT_GIVE_UP_MS,
  RECONNECT_TICK_MS,
} from './call-link.types';

/** The wait after restart number `attempts` (1 s, 2 s, then 3 s). */
export function restartDelayOf(attempts: number): number {
  return ICE_RESTART_DELAYS_MS[Math.min(Math.max(attempts - 1, 0), ICE_RESTART_DELAYS_MS.length - 1)];
}

export const callLinkMachine = setup({
  types: {
    context: {} as CallLinkContext,
    events: {} as CallLinkEvent,
    input: {} as CallLinkInput,
  },
  actors: { networkSignals, signallingLink },
  actions: {
    tellReconnecting: sendParent(
      ({ context }): CallLinkNotice => ({
        type: 'link.reconnecting',
        seconds: context.seconds,
        offline: context.offline,
      }),
    ),
    tellRestored: sendParent({ type: 'link.restored' } satisfies CallLinkNotice),
    tellLost: sendParent({ type: 'link.lost' } satisfies CallLinkNotice),
    restartIce: sendTo(
      ({ system }) => system.get(PEER_SYSTEM_ID),
      ({ context }): PeerRequest => ({ type: 'peer.restartIce', callId: context.callId }),
    ),
    refreshSignalling: sendTo(({ system }) => system.get(PEER_SYSTEM_ID), {
      type: 'peer.refresh',
    } satisfies PeerRequest),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    goOffline: assign({ offline: true }),
    goOnline: assign({ offline: false }),
  },
  guards: {
    isOffline: ({ context }) => context.offline,
  },
  delays: {
    restartDelay: ({ context }) => restartDelayOf(context.attempts),
    giveUp: RECONNECT_GIVE_UP_MS,
    tick: RECONNECT_TICK_MS,
  },
}).createMachine({
  id: 'callLink',
  context: ({ input }) => ({ callId: input.callId, attempts: 0, seconds: 0, offline: false }),
  invoke: [
    { id: 'networkSignals', src: 'networkSignals' },
    { id: 'signallingLink', src: 'signallingLink' },
  ],
  initial: 'up',
  states: {
    up: {
      on: {
        'call.linkDown': 'reconnecting',
        'network.offline': { target: 'reconnecting', actions: 'goOffline' },
        'network.online': 'reconnecting',
        'network.changed': 'reconnecting',
      },
    },
    reconnecting: {
      tags: ['reconnecting'],
      // A new signalling socket first: after a change of network the old one may be dead though open.
      entry: [assign({ attempts: 0, seconds: 0 }), 'tellReconnecting', 'refreshSignalling'],
      after: { giveUp: 'lost' },
      on: {
        'call.linkUp': { target: 'up', actions: [assign({ offline: false }), 'tellRestored'] },
        'network.offline': { actions: ['goOffline', 'tellReconnecting'] },
      },
      type: 'parallel',
      states: {
        clock: {
          initial: 'ticking',
          states: {
            ticking: {
              after: {
                tick: {
                  target: 'ticking',
                  reenter: true,
                  actions: [assign({ seconds: ({ context }) => context.seconds + 1 }), 'tellReconnecting'],
                },
              },
            },
          },
        },
        restarting: {
          // Handled here, not on `reconnecting`: a transition there would re-enter the clock too.
          on: {
            // Back online, a new network, or the signalling socket open again: a restart now.
            'network.online': {
              target: '.offering',
              actions: ['goOnline', 'tellReconnecting', 'refreshSignalling'],
            },
            'network.changed': { target: '.offering', actions: 'refreshSignalling' },
            'peer.ready': '.offering',
          },
          initial: 'offering',
          states: {
            offering: {
              always: [
                // An offer cannot leave an offline browser; `network.online` restarts at once.
                { guard: 'isOffline', target: 'waiting' },
                { target: 'waiting', actions: ['restartIce', 'countAttempt'] },
              ],
            },
            waiting: {
              after: { restartDelay: { guard: not('isOffline'), target: 'offering' } },
            },
          },
        },
      },
    },
    lost: { type: 'final', entry: 'tellLost' },
  },
});
