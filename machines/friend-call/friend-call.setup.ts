import { assertEvent, assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { EndCallInput } from '../../contract/chat';
import { callClockMachine } from '../call-clock/call-clock.machine';
import { callControlsMachine } from '../call-controls/call-controls.machine';
import type { CallControlsEvent } from '../call-controls/call-controls.types';
import { callLinkMachine } from '../call-link/call-link.machine';
import { callQualityMachine } from '../call-quality/call-quality.machine';
import { CALL_SETTLE_MS } from '../call-quality/call-quality.types';
import { callSession } from '../chat-match/chat-match.actors';
import { NOTIFICATIONS_SYSTEM_ID, type NotificationsEvent } from '../notifications/notifications.types';
import { PEER_SYSTEM_ID, type PeerRequest } from '../peer/peer.types';
import { peerLink } from '../random-chat/random-chat.links';
import { recordingMachine } from '../recording/recording.machine';
import type { RecordingEvent } from '../recording/recording.types';
import { reportMachine } from '../report/report.machine';
import type { ReportEvent } from '../report/report.types';
import type { CameraOffInput } from '../shared/camera-off';
import { notProvided } from '../shared/not-provided';
import { callEndedToast, partnerLeftToast } from '../shared/partner-left';
import { TOASTS_SYSTEM_ID } from '../toasts/toasts.actions';
import type { ToastsEvent } from '../toasts/toasts.types';
import { callSignals } from './friend-call.links';
import {
  CONNECT_TIMEOUT_MS,
  type FriendCallContext,
  type FriendCallEvent,
  type FriendCallExitPlan,
  type FriendCallInput,
  type FriendCallOutcome,
  type FriendProfile,
  PEER_WAIT_MS,
  RING_TIMEOUT_MS,
} from './friend-call.types';

/**
 * The friend call's setup: its children, named actions, guards and delays (friend-call.machine.ts
 * is the frame, friend-call.call-region.ts the peer-to-peer call).
 */
export const setupFriendCall = setup({
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
    cameraOff: fromCallback<{ type: 'cameraOff.sample' }, CameraOffInput>(notProvided('friendCall.cameraOff')),
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
    callSettle: CALL_SETTLE_MS,
  },
});
