import type { SnapshotFrom } from 'xstate';
import type { Reconnecting } from '../call-link/call-link.types';
import type { MediaProblem } from '../random-chat/random-chat.types';
import type { friendCallMachine } from './friend-call.machine';
import type { FriendCallOutcome, FriendProfile } from './friend-call.types';

export type FriendCallSnapshot = SnapshotFrom<typeof friendCallMachine>;

/** What the page shows: the overlay, the ringing screen, the call, or an outcome. */
export type FriendCallPhase =
  | 'preparing'
  | 'requesting'
  | 'ringing'
  | 'answering'
  | 'connecting'
  | 'connected'
  /** On the call, its link broke: recovering (issue 24). */
  | 'reconnecting'
  | 'ended'
  | 'left';

export interface FriendCallView {
  phase: FriendCallPhase;
  /** `call`: this user invited the friend; `answer`: this user answers the friend's invitation. */
  mode: 'call' | 'answer';
  friend: FriendProfile | null;
  outcome: FriendCallOutcome | null;
  mediaProblem: MediaProblem | null;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  canReport: boolean;
  /** While reconnecting: seconds since the fault, and whether this browser is offline. */
  reconnecting: Reconnecting | null;
  /** The call's RTCPeerConnection while on the call (the quality indicator reads it). */
  peerConnection: RTCPeerConnection | null;
}

function phaseOf(s: FriendCallSnapshot): FriendCallPhase {
  if (s.matches('ended')) return 'ended';
  if (s.matches('left')) return 'left';
  if (s.hasTag('reconnecting')) return 'reconnecting';
  if (s.hasTag('onCall')) return 'connected';
  if (s.matches({ live: 'call' })) return 'connecting';
  if (s.matches({ live: 'requesting' })) return 'requesting';
  if (s.matches({ live: 'ringing' })) return 'ringing';
  if (s.matches({ live: 'answering' })) return 'answering';
  return 'preparing';
}

export function selectFriendCallView(s: FriendCallSnapshot): FriendCallView {
  const { context } = s;
  const phase = phaseOf(s);
  return {
    phase,
    mode: context.mode.kind,
    friend: context.friend,
    outcome: context.outcome,
    mediaProblem: context.mediaProblem,
    localStream: context.localStream,
    remoteStream: context.remoteStream,
    canReport: context.friend !== null && phase !== 'left',
    reconnecting: phase === 'reconnecting' ? context.reconnecting : null,
    peerConnection: context.peerConnection,
  };
}

export function sameFriendCallView(a: FriendCallView, b: FriendCallView): boolean {
  return (
    a.phase === b.phase &&
    a.mode === b.mode &&
    a.friend === b.friend &&
    a.outcome === b.outcome &&
    a.mediaProblem === b.mediaProblem &&
    a.localStream === b.localStream &&
    a.remoteStream === b.remoteStream &&
    a.canReport === b.canReport &&
    a.reconnecting?.seconds === b.reconnecting?.seconds &&
    a.reconnecting?.offline === b.reconnecting?.offline &&
    a.peerConnection === b.peerConnection
  );
}

export const selectFriendCallControlsRef = (s: FriendCallSnapshot) => s.children.controls;
export const selectFriendCallReportRef = (s: FriendCallSnapshot) => s.children.report;
/** The call's quality child while on the call (machines/call-quality), else undefined. */
export const selectFriendCallQualityRef = (s: FriendCallSnapshot) => s.children.callQuality;
/** Connected: the friend's camera is off (no picture, the child `cameraOff`), so their card shows instead. */
export const selectFriendCameraOff = (s: FriendCallSnapshot) => s.context.partnerCameraOff;
