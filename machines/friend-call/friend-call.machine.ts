import { assertEvent, assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { EndCallInput } from '../../contract/chat';
import { callLinkMachine } from '../call-link/call-link.machine';
import { callQualityMachine } from '../call-quality/call-quality.machine';
import { callControlsMachine } from '../call-controls/call-controls.machine';
import type { CallControlsEvent } from '../call-controls/call-controls.types';
import { callSession } from '../chat-match/chat-match.actors';
import type { CallSessionInput } from '../chat-match/chat-match.types';
import { NOTIFICATIONS_SYSTEM_ID, type NotificationsEvent } from '../notifications/notifications.types';
import { PEER_SYSTEM_ID, type PeerRequest } from '../peer/peer.types';
import { peerLink } from '../random-chat/random-chat.links';
import { recordingMachine } from '../recording/recording.machine';
import type { RecordingEvent } from '../recording/recording.types';
import { reportMachine } from '../report/report.machine';
import type { ReportEvent } from '../report/report.types';
import { notProvided } from '../shared/not-provided';
import { callEndedToast, partnerLeftToast } from '../shared/partner-left';
import { callClockMachine } from '../call-clock/call-clock.machine';
import { TOASTS_SYSTEM_ID } from '../toasts/toasts.actions';
import type { ToastsEvent } from '../toasts/toasts.types';
import { callSignals } from './friend-call.links';
import {
  type AnswerFailure,
  CONNECT_TIMEOUT_MS,
  type CallFriendFailure,
  type FriendCallContext,
  type FriendCallEvent,
  type FriendCallExitPlan,
  type FriendCallInput,
  type FriendCallOutcome,
  type FriendProfile,
  PEER_WAIT_MS,
  RING_TIMEOUT_MS,
} from './friend-call.types';

type Ctx = { context: FriendCallContext };

const NO_EXIT: FriendCallExitPlan = { cancel: null, hangUp: null, warn: false };
const hangUpOn = ({ context }: Ctx, notEnd = false): EndCallInput => ({
  to: context.mode.friendId,
  notEnd,
  match_id: null,
});

function callSessionInput({ context }: Ctx): CallSessionInput {
  const { me, localStream } = context;
  if (context.mode.kind === 'call')
    return { role: 'callee', callId: context.incoming?.id ?? '', localStream: localStream! };
  const callId = context.callId ?? '';
  return {
    role: 'caller',
    callId: `friend-call-${callId}`,
    partnerPeerId: context.partnerPeerId ?? '',
    // The caller tells which invitation this is: the inviter takes only the call of its invitation.
    metadata: {
      userId: me.id,
      name: me.name,
      pet_gender: me.pet_gender,
      pet_name: me.pet_name,
      friends: me.friends,
      match_id: callId,
    },
    localStream: localStream!,
  };
}

const END = (outcome: FriendCallOutcome) => ({ type: 'setOutcome', params: { outcome } }) as const;

export const friendCallMachine = setup({
  types: {
    context: {} as FriendCallContext,
    events: {} as FriendCallEvent,
    input: {} as FriendCallInput,
  },
  actors: {
    peerLink,
    callSignals,
    callSession,
    pageExit: fromCallback<{ type: 'exit.plan'; plan: FriendCallExitPlan }>(notProvided('friendCall.pageExit')),
    localMedia: fromCallback<FriendCallEvent>(notProvided('friendCall.localMedia')),
    loadFriend: fromPromise<FriendProfile, number>(notProvided('friendCall.loadFriend')),
    callFriend: fromPromise<{ call_id: string }, { userToCall: number; peerId: string }>(
      notProvided('friendCall.callFriend'),
    ),
    answerCall: fromPromise<{ peer_id: string }, string>(notProvided('friendCall.answerCall')),
    controls: callControlsMachine,
    report: reportMachine,
    recording: recordingMachine,
    callLink: callLinkMachine,
    callQuality: callQualityMachine,
    callClock: callClockMachine,
  },
  actions: {
    cancelCall: notProvided('friendCall.cancelCall'),
    declineCall: notProvided('friendCall.declineCall'),
    endCall: (_args, _params: EndCallInput) => notProvided('friendCall.endCall')(),
    goHome: notProvided('friendCall.goHome'),
    setOutcome: assign({ outcome: (_args, params: { outcome: FriendCallOutcome }) => params.outcome }),
    planExit: sendTo('pageExit', (_args, plan: FriendCallExitPlan) => ({ type: 'exit.plan' as const, plan })),
    declineIncoming: sendTo(
      ({ system }) => system.get(PEER_SYSTEM_ID),
      ({ event }): PeerRequest => {
        assertEvent(event, 'peer.incoming');
        return { type: 'peer.decline', callIds: [event.call.id] };
      },
    ),
    /** Spec §4: joining removes the incoming call notification. */
    tellJoined: sendTo(
      ({ system }) => system.get(NOTIFICATIONS_SYSTEM_ID),
      ({ context }): NotificationsEvent => ({ type: 'call.joined', from: context.mode.friendId }),
    ),
    showStream: sendTo(
      'controls',
      ({ context }): CallControlsEvent => ({ type: 'controls.stream', stream: context.localStream }),
    ),
    /** The recording follows the call: its end (or leaving the page) stops it. */
    recordCall: sendTo(
      'recording',
      ({ context }): RecordingEvent => ({
        type: 'recording.call',
        call: {
          partnerId: context.mode.friendId,
          partnerName: context.friend?.name ?? '',
          local: context.localStream,
          remote: context.remoteStream,
        },
      }),
    ),
    endRecordedCall: sendTo('recording', (): RecordingEvent => ({ type: 'recording.callEnded' })),
    markInCall: sendTo(
      'controls',
      (_args, params: { inCall: boolean }): CallControlsEvent => ({ type: 'controls.inCall', inCall: params.inCall }),
    ),
    forwardToLink: sendTo('callLink', ({ event }) => event),
    /**
     * "Olena left" (with "· Call ended · 2:14" once the call was on): the page goes home, so the
     * toast says it where the user lands.
     */
    tellFriendLeft: sendTo(
      ({ system }) => system.get(TOASTS_SYSTEM_ID),
      ({ context }): ToastsEvent =>
        context.callSeconds === null
          ? partnerLeftToast(context.friend?.name ?? '')
          : callEndedToast(context.callSeconds, context.friend?.name ?? ''),
    ),
    /** The user's own Stop on a call that was on: "Call ended · 2:14" where they land. */
    tellCallEnded: sendTo(
      ({ system }) => system.get(TOASTS_SYSTEM_ID),
      ({ context }): ToastsEvent => callEndedToast(context.callSeconds ?? 0, null),
    ),
    /** "Call back" after a lost connection: this user invites the same friend afresh. */
    callBack: assign(({ context }) => ({
      mode: { kind: 'call' as const, friendId: context.mode.friendId },
      callId: null,
      partnerPeerId: null,
      incoming: null,
      outcome: null,
      mediaProblem: null,
      callSeconds: null,
    })),
    openReport: sendTo('report', ({ context }): ReportEvent => {
      const friend = context.friend!;
      return {
        type: 'report.open',
        target: { id: friend.id, name: friend.name, pet_name: friend.petName, pet_gender: friend.petGender },
      };
    }),
  },
  guards: {
    readyToCall: ({ context }) =>
      context.mode.kind === 'call' && context.localStream !== null && context.peerId !== null,
    readyToAnswer: ({ context }) =>
      context.mode.kind === 'answer' && context.localStream !== null && context.peerId !== null,
    nothingToAnswer: ({ context }) => context.mode.kind === 'answer' && context.callId === null,
    hasFriend: ({ context }) => context.friend !== null,
    connectionLost: ({ context }) => context.outcome === 'lost',
    /** The PeerJS call the friend placed for this invitation. */
    isOurCall: ({ context, event }) =>
      event.type === 'peer.incoming' && context.callId !== null && event.call.matchId === context.callId,
    isThisCall: ({ context, event }) =>
      (event.type === 'remote.declined' || event.type === 'remote.cancelled') && event.callId === context.callId,
    /** `andCall` from the friend to this user, for this call (or naming none). */
    isOurHangUp: ({ context, event }) =>
      event.type === 'remote.hangUp' &&
      event.to === context.me.id &&
      event.from === context.mode.friendId &&
      (event.callId === null || event.callId === context.callId),
    isUnansweredCall: ({ context, event }) =>
      event.type === 'remote.declined' && event.callId === context.callId && event.reason === 'no_answer',
  },
  delays: {
    peerWait: PEER_WAIT_MS,
    ringTimeout: RING_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
  },
}).createMachine({
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
        call: {
          entry: { type: 'planExit', params: (args: Ctx) => ({ ...NO_EXIT, hangUp: hangUpOn(args) }) },
          invoke: { id: 'callSession', src: 'callSession', input: callSessionInput },
          on: {
            'call.failed': {
              target: '#friendCall.ended',
              actions: [END('failed'), { type: 'endCall', params: (args: Ctx) => hangUpOn(args) }],
            },
            'call.stop': {
              target: '#friendCall.left',
              actions: { type: 'endCall', params: (args: Ctx) => hangUpOn(args) },
            },
          },
          initial: 'connecting',
          states: {
            connecting: {
              after: {
                connectTimeout: {
                  target: '#friendCall.ended',
                  actions: [END('failed'), { type: 'endCall', params: (args: Ctx) => hangUpOn(args) }],
                },
              },
              on: {
                'call.remoteVideo': {
                  target: 'connected',
                  actions: assign({
                    remoteStream: ({ event }) => event.stream,
                    peerConnection: ({ event }) => event.connection,
                  }),
                },
                'call.closed': {
                  target: '#friendCall.ended',
                  actions: [END('failed'), { type: 'endCall', params: (args: Ctx) => hangUpOn(args) }],
                },
              },
            },
            connected: {
              tags: ['onCall'],
              invoke: [
                { id: 'callLink', src: 'callLink', input: (args: Ctx) => ({ callId: callSessionInput(args).callId }) },
                // The quality indicator and the sending limits read the call's statistics (issue 24).
                {
                  id: 'callQuality',
                  src: 'callQuality',
                  input: ({ context }: Ctx) => ({ connection: context.peerConnection! }),
                },
                // The call's length, for "Call ended · 2:14".
                { id: 'callClock', src: 'callClock' },
              ],
              entry: [
                assign({ callSeconds: 0 }),
                { type: 'markInCall', params: { inCall: true } },
                { type: 'planExit', params: (args: Ctx) => ({ ...NO_EXIT, hangUp: hangUpOn(args), warn: true }) },
                'recordCall',
              ],
              exit: [{ type: 'markInCall', params: { inCall: false } }, 'endRecordedCall'],
              on: {
                'call.second': { actions: assign({ callSeconds: ({ context }) => (context.callSeconds ?? 0) + 1 }) },
                // Stop on the call: hang up, and say how long it lasted where the user lands.
                'call.stop': {
                  target: '#friendCall.left',
                  actions: ['tellCallEnded', { type: 'endCall', params: (args: Ctx) => hangUpOn(args) }],
                },
                // The friend closed the connection (their Stop usually gets here before their andCall).
                'call.closed': {
                  target: '#friendCall.left',
                  actions: ['tellFriendLeft', { type: 'endCall', params: (args: Ctx) => hangUpOn(args, true) }],
                },
                'call.linkDown': { actions: 'forwardToLink' },
                'call.linkUp': { actions: 'forwardToLink' },
                'link.reconnecting': {
                  target: '.reconnecting',
                  actions: assign({
                    reconnecting: ({ event }) => ({ seconds: event.seconds, offline: event.offline }),
                  }),
                },
                'link.restored': { target: '.live', actions: assign({ reconnecting: null }) },
                // Not back within 20 s: "Connection lost", with Call back.
                'link.lost': {
                  target: '#friendCall.ended',
                  actions: [END('lost'), { type: 'endCall', params: (args: Ctx) => hangUpOn(args) }],
                },
              },
              initial: 'live',
              states: {
                live: {},
                reconnecting: { tags: ['reconnecting'] },
              },
            },
          },
        },
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
