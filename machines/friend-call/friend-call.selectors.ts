import type { SnapshotFrom } from 'xstate';
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
}

function phaseOf(s: FriendCallSnapshot): FriendCallPhase {
  if (s.matches('ended')) return 'ended';
  if (s.matches('left')) return 'left';
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
    a.canReport === b.canReport
  );
}

export const selectFriendCallControlsRef = (s: FriendCallSnapshot) => s.children.controls;
export const selectFriendCallReportRef = (s: FriendCallSnapshot) => s.children.report;
