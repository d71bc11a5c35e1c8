import { assign, fromPromise, setup } from 'xstate';
import { MEET_AGAIN_CODES, type MeetAgainResult } from '../../contract/meet-again';
import { searchClockMachine } from '../search-clock/search-clock.machine';
import { codeOf, statusOf } from '../shared/api-failure';
import { notProvided } from '../shared/not-provided';
import { errorOf } from '../shared/send-to-system';
import { updateSessionFriends } from '../shared/session-friends';
import { meetAgainLink } from './meet-again.links';
import {
  MEET_AGAIN_SECONDS,
  type MeetAgainContext,
  type MeetAgainEvent,
  type MeetAgainInput,
} from './meet-again.types';

const refusedWith =
  (code: string) =>
  ({ event }: { event: unknown }) =>
    codeOf(errorOf(event)) === code;

export const meetAgainMachine = setup({
  types: {
    context: {} as MeetAgainContext,
    events: {} as MeetAgainEvent,
    input: {} as MeetAgainInput,
  },
  actors: {
    ask: fromPromise<MeetAgainResult, { matchId: string }>(notProvided('meetAgain.ask')),
    link: meetAgainLink,
    // The seconds of the window, for the countdown the card shows (the same second counter as the search's).
    countdown: searchClockMachine,
  },
  delays: { window: MEET_AGAIN_SECONDS * 1000 },
  guards: {
    bothAsked: ({ event }) => (event as { output?: MeetAgainResult }).output?.state === 'friends',
    atLimit: refusedWith(MEET_AGAIN_CODES.friendLimit),
    tooLate: refusedWith(MEET_AGAIN_CODES.expired),
    // Any other answer of the server (blocked, not this user's match) means no card; no answer means try again.
    refused: ({ event }) => statusOf(errorOf(event)) !== null,
  },
  actions: {
    // The friendship reaches the session user's `friends` (the chat's add-friend button, the limit).
    sessionFriendAdded: updateSessionFriends(({ context }) => ({ add: context.partner.id })),
  },
}).createMachine({
  id: 'meetAgain',
  context: ({ input }) => ({ ...input, failed: false }),
  initial: 'open',
  states: {
    open: {
      invoke: [
        { id: 'link', src: 'link', input: ({ context }) => ({ matchId: context.matchId }) },
        { id: 'countdown', src: 'countdown' },
      ],
      after: { window: 'expired' },
      on: {
        'meetAgain.friends': 'friends',
        'meetAgain.dismiss': 'closed',
      },
      initial: 'offered',
      states: {
        offered: {
          on: { 'meetAgain.heart': { target: 'asking', actions: assign({ failed: false }) } },
        },
        asking: {
          invoke: {
            id: 'ask',
            src: 'ask',
            input: ({ context }) => ({ matchId: context.matchId }),
            onDone: [{ guard: 'bothAsked', target: '#meetAgain.friends' }, { target: 'waiting' }],
            onError: [
              { guard: 'atLimit', target: '#meetAgain.limit' },
              { guard: 'tooLate', target: '#meetAgain.expired' },
              { guard: 'refused', target: '#meetAgain.closed' },
              { target: 'offered', actions: assign({ failed: true }) },
            ],
          },
        },
        waiting: {},
      },
    },
    friends: {
      entry: 'sessionFriendAdded',
      on: { 'meetAgain.dismiss': 'closed' },
    },
    limit: {
      on: { 'meetAgain.dismiss': 'closed' },
    },
    expired: { type: 'final' },
    closed: { type: 'final' },
  },
});
