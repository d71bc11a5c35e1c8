import { assign } from 'xstate';
import { callState } from './friend-call.call-region';
import { type Ctx, END, hangUpOn, NO_EXIT } from './friend-call.helpers';
import { setupFriendCall } from './friend-call.setup';
import type { AnswerFailure, CallFriendFailure } from './friend-call.types';

/**
 * The friend call (friend-call.types.ts has the picture). Its setup is in friend-call.setup.ts and
 * the peer-to-peer call in friend-call.call-region.ts; this file is the frame: getting ready,
 * inviting or answering, the outcome and the way home.
 */
export const friendCallMachine = setupFriendCall.createMachine({
  id: 'friendCall',
  context: ({ input }) => ({
    me: input.me,
    mode: input.mode,
    friend: input.friend,
    expandedMode: input.expandedMode,
    stage: input.stage,
    peerId: null,
    localStream: null,
    remoteStream: null,
    callId: input.mode.kind === 'answer' ? input.mode.callId : null,
    partnerPeerId: null,
    incoming: null,
    outcome: null,
    mediaProblem: null,
    peerConnection: null,
    reconnecting: null,
    callSeconds: null,
    partnerCameraOff: false,
  }),
  invoke: [
    { id: 'peerLink', src: 'peerLink' },
    { id: 'callSignals', src: 'callSignals' },
    { id: 'pageExit', src: 'pageExit' },
    {
      id: 'controls',
      src: 'controls',
      input: ({ context }) => ({ expandedMode: context.expandedMode, stage: context.stage }),
    },
    { id: 'report', src: 'report' },
    { id: 'recording', src: 'recording' },
    {
      id: 'loadFriend',
      src: 'loadFriend',
      input: ({ context }) => context.mode.friendId,
      onDone: { actions: assign({ friend: ({ event }) => event.output }) },
      // The card only: not a friend (any more) or GET /friends failing must not take the page down
      // (an unhandled error stops the whole actor). POST /call-friend says "not your friend" (403),
      // and an answer needs the bell's invitation, which carries the card.
      onError: {},
    },
  ],
  on: {
    'peer.ready': { actions: assign({ peerId: ({ event }) => event.peerId }) },
    'peer.lost': { actions: assign({ peerId: null }) },
    'peer.incoming': { actions: 'declineIncoming' },
    'report.open': { guard: 'hasFriend', actions: 'openReport' },
  },
  initial: 'live',
  states: {
    live: {
      // The camera belongs to this state: leaving it (an outcome, Stop, leaving the page) releases it.
      invoke: { id: 'localMedia', src: 'localMedia' },
      exit: [assign({ localStream: null, remoteStream: null, peerConnection: null, reconnecting: null }), 'showStream'],
      on: {
        'remote.hangUp': { guard: 'isOurHangUp', target: 'left', actions: 'tellFriendLeft' },
      },
      initial: 'preparing',
      states: {
        // Spec §4: the overlay shows until local media starts.
        preparing: {
          entry: { type: 'planExit', params: NO_EXIT },
          always: [
            { guard: 'nothingToAnswer', target: '#friendCall.ended', actions: END('expired') },
            { guard: 'readyToCall', target: 'requesting' },
            { guard: 'readyToAnswer', target: 'answering' },
          ],
          after: { peerWait: { target: '#friendCall.ended', actions: END('failed') } },
          on: {
            'media.ready': { actions: [assign({ localStream: ({ event }) => event.stream }), 'showStream'] },
            'media.failed': {
              target: '#friendCall.ended',
              actions: [
                END('camera'),
                assign({ mediaProblem: ({ event }) => event.problem }),
                // The friend is waiting: tell them at once rather than letting the invitation run out.
                'declineCall',
              ],
            },
            'remote.cancelled': { guard: 'isThisCall', target: '#friendCall.ended', actions: END('expired') },
            'call.stop': '#friendCall.left',
            'call.cancel': '#friendCall.left',
          },
        },
        requesting: {
          invoke: {
            id: 'callFriend',
            src: 'callFriend',
            input: ({ context }) => ({ userToCall: context.mode.friendId, peerId: context.peerId! }),
            onDone: { target: 'ringing', actions: assign({ callId: ({ event }) => event.output.call_id }) },
            onError: {
              target: '#friendCall.ended',
              actions: assign({ outcome: ({ event }) => (event.error as CallFriendFailure).kind ?? 'failed' }),
            },
          },
          on: { 'call.stop': '#friendCall.left', 'call.cancel': '#friendCall.left' },
        },
        ringing: {
          entry: { type: 'planExit', params: ({ context }: Ctx) => ({ ...NO_EXIT, cancel: context.callId }) },
          after: { ringTimeout: { target: '#friendCall.ended', actions: [END('noAnswer'), 'cancelCall'] } },
          on: {
            'peer.incoming': [
              { guard: 'isOurCall', target: 'call', actions: assign({ incoming: ({ event }) => event.call }) },
              { actions: 'declineIncoming' },
            ],
            'remote.declined': [
              { guard: 'isUnansweredCall', target: '#friendCall.ended', actions: END('noAnswer') },
              { guard: 'isThisCall', target: '#friendCall.ended', actions: END('declined') },
            ],
            'call.cancel': { target: '#friendCall.left', actions: 'cancelCall' },
            'call.stop': { target: '#friendCall.left', actions: 'cancelCall' },
          },
        },
        answering: {
          entry: ['tellJoined', { type: 'planExit', params: NO_EXIT }],
          invoke: {
            id: 'answerCall',
            src: 'answerCall',
            input: ({ context }) => context.callId!,
            onDone: { target: 'call', actions: assign({ partnerPeerId: ({ event }) => event.output.peer_id }) },
            onError: {
              target: '#friendCall.ended',
              actions: assign({ outcome: ({ event }) => (event.error as AnswerFailure).kind ?? 'failed' }),
            },
          },
          on: {
            'remote.cancelled': { guard: 'isThisCall', target: '#friendCall.ended', actions: END('expired') },
            // The answer may already have reached the server: /end-call ends the pair's call either way
            // (a ringing invitation as declined, an answered one as hung up).
            'call.stop': {
              target: '#friendCall.left',
              actions: { type: 'endCall', params: (args: Ctx) => hangUpOn(args) },
            },
          },
        },
        // The peer-to-peer call: the answerer places it, the caller takes the friend's.
        call: callState,
      },
    },
    // An outcome to read, with a way back.
    ended: {
      entry: { type: 'planExit', params: NO_EXIT },
      on: {
        'call.back': 'left',
        'call.stop': 'left',
        'call.callBack': { guard: 'connectionLost', target: 'live', actions: 'callBack' },
      },
    },
    // Stop, a remote end or "back": home.
    left: {
      entry: [{ type: 'planExit', params: NO_EXIT }, 'goHome'],
    },
  },
});
