import type { EndCallInput } from '../../contract/chat';
import type { BreedNames } from '../../contract/friends';
import type { PetGenderValue } from '../../contract/user';
import type { CallClockNotice } from '../call-clock/call-clock.types';
import type { StageRef } from '../call-controls/call-controls.types';
import type { CallLinkNotice, Reconnecting } from '../call-link/call-link.types';
import type { IncomingCall, PeerNotice } from '../peer/peer.types';
import type { ChatUser, MediaProblem } from '../random-chat/random-chat.types';
import type { CameraOffNotice, ProbeFrames } from '../shared/camera-off';

/**
 * A call with a friend (spec §2 "/friend-call", §4 "Friend call page"; API.md "Friend calls").
 * The friend-call page opens it in the root's system (system id `friendCall`); it reaches `peer`,
 * `realtime` and `notifications` by system id. Two ways in: `?userId=ID` calls that friend,
 * `?incomingCallFrom=ID` answers that friend's invitation (its `callId` comes from the bell).
 *
 *   live                   camera and microphone (localMedia), the PeerJS id (peer)
 *     preparing              the overlay until local media starts and the own peer is open
 *     requesting  (call)     POST /call-friend → call_id; 409 busy/offline, 403 not a friend
 *     ringing     (call)     waiting for the friend: their PeerJS call (match_id = call_id) comes,
 *                            or callDeclined (declined / no_answer), or 30 s pass (no answer);
 *                            cancel (or Stop) withdraws the invitation (POST /cancel-call)
 *     answering   (answer)   POST /answer-call → the caller's peer id; 410 expired, 404 unknown;
 *                            the bell's item goes (`call.joined` to notifications)
 *     connecting             the peer-to-peer call (the answerer places it, the caller takes it)
 *     connected              remote video is playing (tag `onCall`); the call's link (child
 *                            `callLink`, machines/call-link) keeps the media path up:
 *                            and the call's clock; parallel:
 *       link
 *         live                   frames flow
 *         reconnecting           tag `reconnecting`: ICE restarts under way, "Reconnecting…"
 *       watch
 *         settling               CALL_SETTLE_MS for the first frame to show
 *         watching               the children `callQuality` (statistics, sending limits) and
 *                                `cameraOff` (says when the friend's picture is gone) run
 *   ended                  an outcome to show (declined, no answer, busy, offline, not a friend,
 *                          expired, failed, camera, lost) with a way back; after `lost` (the
 *                          link not back within 20 s) `call.callBack` calls the friend again
 *   left                   Stop, a remote hang-up (andCall of this call) or "back": home (`/`);
 *                          a hang-up by the friend says "<name> left" in a toast
 *
 * Stop on a call tells the server (POST /end-call {to}); leaving the page does the same (page exit).
 */

export const FRIEND_CALL_SYSTEM_ID = 'friendCall';

/** How long the page waits for the own PeerJS id before giving up. */
export const PEER_WAIT_MS = 15_000;
/** The caller's own "no answer" fallback if the server's callDeclined no_answer never comes. */
export const RING_TIMEOUT_MS = 30_000;
/** A peer-to-peer call that shows no remote video in this time has failed. */
export const CONNECT_TIMEOUT_MS = 15_000;

/** The friend as the ringing screen and the call show them. */
export interface FriendProfile {
  id: number;
  name: string;
  image: string | null;
  petName: string;
  petGender: PetGenderValue;
  breed: BreedNames | null;
}

export type FriendCallMode =
  /** `?userId=ID`: this user invites the friend. */
  | { kind: 'call'; friendId: number }
  /**
   * `?incomingCallFrom=ID`: this user answers the friend's invitation `callId` (null: not known any
   * more). A link naming nobody (`/friend-call` alone) is this with `NO_FRIEND` and no call: the
   * page says the call has ended, and "back" goes home like every other end.
   */
  | { kind: 'answer'; friendId: number; callId: string | null };

/** The friend of a link that names none (never a user id: ids start at 1). */
export const NO_FRIEND = 0;

export type FriendCallOutcome =
  | 'declined'
  | 'noAnswer'
  | 'busy'
  | 'offline'
  | 'notFriend'
  /** The invitation expired, was cancelled or is unknown (410 / 404 / callCancelled). */
  | 'expired'
  /** The call could not be set up (network, peer, no video in time). */
  | 'failed'
  /** The camera or microphone could not be used. */
  | 'camera'
  /** The call's connection broke and did not come back within 20 s. */
  | 'lost';

/** Why POST /call-friend failed, as the actor reports it. */
export type CallFriendFailure = { kind: 'busy' | 'offline' | 'notFriend' | 'failed' };
/** Why POST /answer-call failed, as the actor reports it. */
export type AnswerFailure = { kind: 'expired' | 'failed' };

export interface FriendCallInput {
  me: ChatUser;
  mode: FriendCallMode;
  /** Known already (the bell's notification), else loaded. */
  friend: FriendProfile | null;
  expandedMode: boolean;
  stage: StageRef;
}

export interface FriendCallContext {
  me: ChatUser;
  mode: FriendCallMode;
  friend: FriendProfile | null;
  expandedMode: boolean;
  stage: StageRef;
  peerId: string | null;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  /** The invitation: issued to the caller by /call-friend, given to the answerer by the bell. */
  callId: string | null;
  /** Answerer: the caller's peer id from /answer-call. */
  partnerPeerId: string | null;
  /** Caller: the friend's PeerJS call to take. */
  incoming: IncomingCall | null;
  outcome: FriendCallOutcome | null;
  mediaProblem: MediaProblem | null;
  /** The call's RTCPeerConnection while on the call (quality stats); null in tests. */
  peerConnection: RTCPeerConnection | null;
  /** A recovery under way on the call, or null. */
  reconnecting: Reconnecting | null;
  /** Seconds the call has been on (the child `callClock`); null until remote video first played. */
  callSeconds: number | null;
  /** Connected: the friend's picture is gone (the child `cameraOff`); false otherwise. */
  partnerCameraOff: boolean;
}

export type FriendCallEvent =
  | { type: 'call.stop' }
  /** The ringing screen's cancel. */
  | { type: 'call.cancel' }
  /** The outcome's "back". */
  | { type: 'call.back' }
  /** "Call back" after the connection was lost: a new invitation to the same friend. */
  | { type: 'call.callBack' }
  | CallLinkNotice
  | CallClockNotice
  | CameraOffNotice
  | { type: 'report.open' }
  | Extract<PeerNotice, { type: 'peer.ready' | 'peer.lost' | 'peer.incoming' }>
  | Extract<PeerNotice, { callId: string }>
  | { type: 'media.ready'; stream: MediaStream }
  | { type: 'media.failed'; problem: MediaProblem }
  | { type: 'friend.loaded'; friend: FriendProfile }
  | { type: 'remote.declined'; callId: string; reason: 'declined' | 'no_answer' }
  | { type: 'remote.cancelled'; callId: string }
  | { type: 'remote.hangUp'; from: number; to: number; callId: string | null };

/** What the page must do if it is closed or left right now. */
export interface FriendCallExitPlan {
  /** Ringing: withdraw the invitation. */
  cancel: string | null;
  /** Connecting or on the call: hang up on the friend. */
  hangUp: EndCallInput | null;
  /** On the call: the browser asks before the tab closes. */
  warn: boolean;
}

export interface FriendCallDeps {
  openCamera(): Promise<MediaStream>;
  stopStream(stream: MediaStream): void;
  /** The friend's card for the ringing screen; rejects when not found. */
  loadFriend(friendId: number, signal: AbortSignal): Promise<FriendProfile>;
  /** POST /call-friend; rejects with a `CallFriendFailure`. */
  callFriend(input: { userToCall: number; peerId: string }, signal: AbortSignal): Promise<{ call_id: string }>;
  /** POST /answer-call; rejects with an `AnswerFailure`. */
  answerCall(callId: string, signal: AbortSignal): Promise<{ peer_id: string }>;
  /** POST /cancel-call; failures are ignored. */
  cancelCall(callId: string): void;
  /** POST /decline-call; failures are ignored. */
  declineCall(callId: string): void;
  /** POST /end-call; failures are ignored. */
  endCall(input: EndCallInput): void;
  guardPageExit(): { update(plan: FriendCallExitPlan): void; dispose(): void };
  /** Back to the home page (the navigation effect of the composition root; the screen never navigates). */
  goHome(): void;
  /** Reads the friend's picture for the camera-off check (src/adapters/dark-picture.ts). */
  probeFrames: ProbeFrames;
}
