import { assertEvent, assign, sendParent, sendTo, setup } from 'xstate';
import { callLinkMachine } from '../call-link/call-link.machine';
import { PEER_SYSTEM_ID, type PeerRequest } from '../peer/peer.types';
import { callSession } from './chat-match.actors';
import type {
  CallSessionInput,
  ChatMatchContext,
  ChatMatchEvent,
  ChatMatchInput,
  ChatMatchNotice,
  ChatMatchOutput,
  MatchEnding,
} from './chat-match.types';
import { VIDEO_TIMEOUT_MS } from './chat-match.types';

type Ctx = { context: ChatMatchContext };

/** The call's id in the `peer` actor: the caller names it after the match, the callee answers one. */
const callIdOf = (context: ChatMatchContext) =>
  context.role === 'callee' ? (context.answering ?? '') : `call-${context.matchId}`;

function callSessionInput({ context }: Ctx): CallSessionInput {
  const { me, companion, matchId, localStream } = context;
  if (context.role === 'callee') return { role: 'callee', callId: callIdOf(context), localStream };
  return {
    role: 'caller',
    callId: callIdOf(context),
    partnerPeerId: companion.peer_id,
    metadata: {
      userId: me.id,
      name: me.name,
      pet_gender: me.pet_gender,
      pet_name: me.pet_name,
      friends: me.friends,
      match_id: matchId,
    },
    localStream,
  };
}

export const chatMatchMachine = setup({
  types: {
    context: {} as ChatMatchContext,
    events: {} as ChatMatchEvent,
    input: {} as ChatMatchInput,
    output: {} as ChatMatchOutput,
  },
  actors: { callSession, callLink: callLinkMachine },
  actions: {
    end: assign({ ending: (_args, params: { ending: MatchEnding }) => params.ending }),
    /** A call that is not this match's (an earlier partner still calling, no metadata) is closed. */
    declineCall: sendTo(
      ({ system }) => system.get(PEER_SYSTEM_ID),
      ({ event }): PeerRequest => {
        assertEvent(event, 'peer.incoming');
        return { type: 'peer.decline', callIds: [event.call.id] };
      },
    ),
    answerCall: assign({
      answering: ({ event }) => {
        assertEvent(event, 'peer.incoming');
        return event.call.id;
      },
    }),
    tellConnected: sendParent(({ event }): ChatMatchNotice => {
      assertEvent(event, 'call.remoteVideo');
      return { type: 'match.connected', stream: event.stream, connection: event.connection };
    }),
    tellOffered: sendParent({ type: 'match.offered' } satisfies ChatMatchNotice),
    forwardToLink: sendTo('callLink', ({ event }) => event),
    tellReconnecting: sendParent(({ event }): ChatMatchNotice => {
      assertEvent(event, 'link.reconnecting');
      return { type: 'match.reconnecting', reconnecting: { seconds: event.seconds, offline: event.offline } };
    }),
    tellRestored: sendParent({ type: 'match.restored' } satisfies ChatMatchNotice),
  },
  guards: {
    isCaller: ({ context }) => context.role === 'caller',
    hasAnswer: ({ context }) => context.answering !== null,
    isOurCall: ({ context, event }) =>
      event.type === 'peer.incoming' && event.call.matchId !== null && event.call.matchId === context.matchId,
    /** `andCall` for this user and this match (not an earlier one's, after a rapid Next). */
    isCurrentHangUp: ({ context, event }) =>
      event.type === 'remote.hangUp' &&
      event.to === context.me.id &&
      event.matchId !== null &&
      event.matchId === context.matchId,
  },
  delays: {
    videoTimeout: VIDEO_TIMEOUT_MS,
  },
}).createMachine({
  id: 'chatMatch',
  context: ({ input }) => ({ ...input, ending: null }),
  output: ({ context }) => ({ ending: context.ending ?? 'dropped' }),
  on: {
    'peer.incoming': { actions: 'declineCall' },
    // Hung up before we saw each other, or after: the chat decides what to remember.
    'remote.hangUp': {
      guard: 'isCurrentHangUp',
      target: '.ended',
      actions: { type: 'end', params: { ending: 'hungUp' } },
    },
  },
  initial: 'choosing',
  states: {
    choosing: {
      always: [
        { guard: 'isCaller', target: 'linked' },
        { guard: 'hasAnswer', target: 'linked' },
        { target: 'awaitingCall' },
      ],
    },
    awaitingCall: {
      on: {
        'peer.incoming': [{ guard: 'isOurCall', target: 'linked', actions: 'answerCall' }, { actions: 'declineCall' }],
      },
      after: { videoTimeout: { target: 'ended', actions: { type: 'end', params: { ending: 'unavailable' } } } },
    },
    linked: {
      invoke: { id: 'callSession', src: 'callSession', input: callSessionInput },
      on: {
        // Step 6: an error before (or after) remote video.
        'call.failed': { target: 'ended', actions: { type: 'end', params: { ending: 'unavailable' } } },
        'call.closed': { target: 'ended', actions: { type: 'end', params: { ending: 'dropped' } } },
      },
      initial: 'connecting',
      states: {
        connecting: {
          on: {
            // The caller's offer is out: the chat renders the match after it, not in its way.
            'call.offered': { actions: 'tellOffered' },
            'call.remoteVideo': { target: 'connected', actions: 'tellConnected' },
          },
          after: {
            videoTimeout: { target: '#chatMatch.ended', actions: { type: 'end', params: { ending: 'unavailable' } } },
          },
        },
        // Step 4: remote video is playing.
        connected: {
          tags: ['onCall'],
          invoke: { id: 'callLink', src: 'callLink', input: ({ context }) => ({ callId: callIdOf(context) }) },
          on: {
            // The partner's side closed the connection (their Next or Stop usually gets here
            // before their andCall): the same as a remote hang-up.
            'call.closed': { target: '#chatMatch.ended', actions: { type: 'end', params: { ending: 'hungUp' } } },
            'call.linkDown': { actions: 'forwardToLink' },
            'call.linkUp': { actions: 'forwardToLink' },
            'link.reconnecting': { target: '.reconnecting', actions: 'tellReconnecting' },
            'link.restored': { target: '.live', actions: 'tellRestored' },
            'link.lost': { target: '#chatMatch.ended', actions: { type: 'end', params: { ending: 'lost' } } },
          },
          initial: 'live',
          states: {
            live: {},
            reconnecting: { tags: ['reconnecting'] },
          },
        },
      },
    },
    ended: { type: 'final' },
  },
});
