import { assign } from 'xstate';
import { SEARCH_EXIT, searchRequest } from './random-chat.helpers';
import { setupChat, startSearchClock } from './random-chat.setup';
import type { RefusalKind } from './random-chat.types';
import { RETRY_DELAY_MS } from './random-chat.types';

/**
 * `active.searching`: the POST /get-peer-id long-poll (spec §4 step 3), searched again when nobody
 * came, when the own peer id changed, the breed changed or the search was widened; a refusal for
 * this account ends in `problem`, any other failure pauses in `retrying`.
 */
export const searchingState = setupChat.createStateConfig({
  entry: ['forgetMatch', assign({ retryDelayMs: RETRY_DELAY_MS }), { type: 'planExit', params: SEARCH_EXIT }],
  invoke: {
    id: 'search',
    src: 'search',
    input: searchRequest,
    onDone: [
      {
        guard: { type: 'foundPartner', params: ({ event }) => event.output },
        target: 'matched',
        actions: { type: 'takeMatch', params: ({ event }) => event.output },
      },
      // Nobody came within the long-poll, the retry limit times in a row: stop, and say so.
      {
        guard: 'lastEmptySearch',
        target: '#randomChat.unavailable',
        actions: ['leavePool', { type: 'setOnCall', params: { isOnCall: false } }],
      },
      // Nobody yet: keep looking (the screen shows the wait and its hint).
      { target: 'searching', reenter: true, actions: 'countEmptySearch' },
    ],
    onError: [
      {
        guard: { type: 'breedLocked', params: ({ event }) => ({ error: event.error }) },
        target: '#randomChat.problem',
        actions: { type: 'setProblem', params: { problem: 'breedLocked' } },
      },
      // Refused for this account (no date of birth, under 18, under review): searching again would not help.
      {
        guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
        target: '#randomChat.problem',
        actions: {
          type: 'setProblem',
          params: ({ event }) => ({ problem: (event.error as { reason: RefusalKind }).reason }),
        },
      },
      {
        target: 'retrying',
        actions: { type: 'takeRetryDelay', params: ({ event }) => ({ error: event.error }) },
      },
    ],
  },
  on: {
    'peer.incoming': { actions: 'keepPendingCall' },
    // The partner must find us under the id we announce: search again with the new one.
    'peer.ready': {
      guard: 'isNewPeerId',
      target: 'searching',
      reenter: true,
      actions: assign({ peerId: ({ event }) => event.peerId }),
    },
    'peer.lost': { target: 'waitingForPeer', actions: assign({ peerId: null }) },
    'breed.change': {
      target: 'searching',
      reenter: true,
      actions: assign({ breedId: ({ event }) => event.breedId }),
    },
    // A wider (or narrower) search is a new one: its retry limit and its clock start afresh.
    'chat.widen': {
      guard: 'widenChanges',
      target: 'searching',
      reenter: true,
      actions: ['widen', 'saveWidened', assign({ emptySearches: 0 }), startSearchClock],
    },
    'chat.stop': {
      target: '#randomChat.idle',
      actions: ['leavePool', { type: 'setOnCall', params: { isOnCall: false } }],
    },
  },
});
