import type { EndCallInput, RandomUser, SearchResult, Widen } from '../../contract/chat';
import type { PetGenderValue } from '../../contract/user';
import type { UserBlocked } from '../block/block.types';
import type { StageRef } from '../call-controls/call-controls.types';
import type { Reconnecting } from '../call-link/call-link.types';
import type { ChatMatchNotice } from '../chat-match/chat-match.types';
import type { IncomingCall, PeerNotice } from '../peer/peer.types';
import type { CameraOffNotice, ProbeFrames } from '../shared/camera-off';

export type { CallMetadata, IncomingCall } from '../peer/peer.types';

/**
 * Random video chat (spec §4 "Video chat (random)", steps 1–9). The screen opens it in the root's
 * system (system id `randomChat`); it reaches the `peer` and `realtime` actors by system id.
 *
 * The camera (child `localMedia`, which owns the tracks) opens with the screen, so the user sees
 * their own preview before Start (unless `preview` is false: the user may not use random chat
 * yet, and Start opens it), and stays open until the screen closes or the camera fails.
 *
 *   idle ──chat.start──▶ active ─────────────────────────────────────────────┐ chat.stop → idle
 *                         acquiring      until the camera is ready (at once when it already is)
 *                         waitingForPeer own PeerJS id open (the root's `peer` actor)
 *                         searching      POST /get-peer-id long-poll; nobody → search again
 *                         matched        the match's call (child `chatMatch`, machines/chat-match):
 *                           linking        calling, answering or waiting for the partner's call
 *                             placing        the caller's offer is on its way (tag `placingCall`:
 *                                            the screen shows the match once it has left)
 *                             waiting        until remote video
 *                           onCall         remote stream with video (is-on-call true); parallel:
 *                             link
 *                               live           frames flow
 *                               reconnecting   the link broke; the match restarts ICE (issue 24):
 *                                              Reconnecting with a timer, or You are offline
 *                             watch
 *                               settling       CALL_SETTLE_MS (call-quality.types.ts) for the first frame to show
 *                               watching       the children `callQuality` (statistics, sending
 *                                              limits) and `cameraOff` (says when the partner's
 *                                              picture is gone) run
 *                         retrying       1 s pause (or the server's Retry-After) after a failed
 *                                        attempt or the partner's hang-up
 *   unavailable  nobody came within MAX_EMPTY_SEARCHES long-polls: 'Video not available', and
 *            "Keep looking" (chat.start) searches again
 *   problem  camera denied or busy, no camera, PeerJS unreachable, breed chat locked;
 *            chat.start tries again
 *   lost     the call's link did not come back within 20 s: "Connection lost", and Start
 *            searches again
 *
 * The searching clock (spawned child `searchClock`, machines/search-clock) runs from the start of
 * a search (Start, Next, a block, the partner's leaving) through its long-polls and pauses until a
 * match, Stop or a problem; a widened search starts it afresh.
 *
 * A block made anywhere (the block popup) reaches the chat as `user.blocked` through the actor
 * system (machines/block/block.links.ts): blocking the companion ends the call like Next.
 *
 * `chat.widen` (in a breed chat) widens it to its breed group or back, remembered per breed; while
 * searching, the search starts again with it and its retry limit afresh (issue 29).
 *
 * Next (matched) hangs up and searches; a realtime `andCall` for the current match is a remote
 * hang-up: the partner is remembered if met, `/end-call` with `notEnd`, search again after the
 * pause.
 *
 * Effects are injected (`RandomChatDeps`); nothing here knows PeerJS, fetch or the DOM.
 */

/** System id of the chat's actor while the chat screen is shown. */
export const RANDOM_CHAT_SYSTEM_ID = 'randomChat';

/** Spec §4 step 6 and §9: a failed start is retried after 1 second. */
export const RETRY_DELAY_MS = 1000;
/** How long Start waits for the own PeerJS id before saying the chat service is unreachable. */
export const PEER_WAIT_MS = 15_000;

/**
 * The longest the screen keeps its search view after a match while the caller's offer is on its
 * way (`matched.linking.placing`); the offer takes 5–25 ms, so this only bounds a stuck one.
 */
export const OFFER_WAIT_MS = 250;

/** Spec §9: at most 3 recent partners are kept in the `exclude_ids` cookie. */
export const MAX_RECENT_PARTNERS = 3;
/** Incoming calls kept while the own match is not known yet (the caller can be faster). */
export const MAX_PENDING_CALLS = 4;
/**
 * Spec §4 step 3 (the retry limit): after this many empty long-polls in a row (~25 s each, so about
 * 75 s) the search stops and says 'Video not available', with "Keep looking" (docs/decisions.md).
 */
export const MAX_EMPTY_SEARCHES = 3;

/** Why the last partner is gone, said on the stage while the next search runs ("Taras left"). */
export interface Farewell {
  kind: 'left' | 'blocked';
  name: string;
  /** Who it was: a block that lands after they already left turns "left" into "You blocked". */
  userId: number;
}

/** The signed-in user, as far as the chat needs it. */
export interface ChatUser {
  id: number;
  name: string;
  pet_name: string;
  pet_gender: PetGenderValue;
  friends: number[];
}

export type ProblemKind =
  /** The user or the browser refused the camera or microphone. */
  | 'denied'
  /** Another application holds the camera or microphone. */
  | 'busy'
  /** No camera or microphone at all. */
  | 'noDevice'
  /** Any other camera failure (an insecure page, a failure the browser does not name). */
  | 'media'
  /** This browser cannot make video calls at all (no RTCPeerConnection or getUserMedia, or PeerJS says so). */
  | 'unsupported'
  /** The own PeerJS id did not open in time. */
  | 'peer'
  /** Chat by breed needs a subscription (403 from /get-peer-id). */
  | 'breedLocked'
  /** The server refused random chat for this account (403): no date of birth yet, under 18, or under review. */
  | RefusalKind;

/** Why the server refuses random chat to this account (API.md "Safety and moderation"). */
export type RefusalKind = 'birthDateNeeded' | 'adultsOnly' | 'underReview';

export type MediaProblem = Extract<ProblemKind, 'denied' | 'busy' | 'noDevice' | 'media' | 'unsupported'>;

/** A failed search as the actor reports it. */
export type SearchFailure =
  | { kind: 'rateLimited'; retryAfterMs: number }
  | { kind: 'breedLocked' }
  | { kind: 'refused'; reason: RefusalKind }
  | { kind: 'failed' };

export interface RandomChatInput {
  me: ChatUser;
  /** The breed filter from the URL (`/?breed_id=3`), or null for the general chat. */
  breedId: number | null;
  /** Recent partners from the `exclude_ids` cookie. */
  recent: number[];
  /** Breed chats widened to their breed group (cookie `widen_breeds`, issue 29). */
  widened: number[];
  /** Use the expanded CSS mode instead of native fullscreen. */
  expandedMode: boolean;
  /** The element that goes fullscreen. */
  stage: StageRef;
  /** Open the camera with the screen (the preview before Start); false until the user may chat. */
  preview: boolean;
}

export interface RandomChatContext {
  me: ChatUser;
  breedId: number | null;
  recent: number[];
  /** Breed chats widened to their breed group: a search in one of them asks `widen: 'group'`. */
  widened: number[];
  expandedMode: boolean;
  stage: StageRef;
  preview: boolean;
  /** The camera child runs (asked for, or open); false before it was asked for and after it failed. */
  cameraAsked: boolean;
  /** The own PeerJS id once the peer is open; null while (re)connecting. */
  peerId: string | null;
  localStream: MediaStream | null;
  companion: RandomUser | null;
  matchId: string | null;
  role: 'caller' | 'callee' | null;
  /** Calls received while searching, before the own match was known. */
  pending: IncomingCall[];
  /** The pending call the callee answers (the one of its match), handed to the match. */
  answering: string | null;
  remoteStream: MediaStream | null;
  /** The call's RTCPeerConnection while on a call (quality stats); null in tests. */
  peerConnection: RTCPeerConnection | null;
  /** A recovery under way on the call, or null. */
  reconnecting: Reconnecting | null;
  problem: ProblemKind | null;
  retryDelayMs: number;
  /** The 'video not available' toast (a failed connection) shows once per Start. */
  toldUnavailable: boolean;
  /** Empty long-polls in a row since Start or the last match (the retry limit). */
  emptySearches: number;
  /** The last partner left or was blocked: said over the next search until a match, Start or Stop. */
  farewell: Farewell | null;
  /** On a call: the partner's picture is gone (the child `cameraOff`); false off a call. */
  partnerCameraOff: boolean;
}

export type RandomChatEvent =
  | { type: 'chat.start' }
  | { type: 'chat.stop' }
  | { type: 'chat.next' }
  /** The user blocked someone (the block popup): when it is the companion, the call ends as Next does ("You blocked Olena"). */
  | UserBlocked
  | { type: 'breed.change'; breedId: number | null }
  /** Widen this breed chat to its breed group (or back to the breed alone); remembered per breed. */
  | { type: 'chat.widen'; widen: boolean }
  | { type: 'report.open' }
  | Extract<PeerNotice, { type: 'peer.ready' | 'peer.lost' | 'peer.incoming' }>
  | { type: 'media.ready'; stream: MediaStream }
  | { type: 'media.failed'; problem: MediaProblem }
  | ChatMatchNotice
  | CameraOffNotice
  | { type: 'remote.hangUp'; from: number; to: number; matchId: string | null };

/** What the page must do if it is closed or left right now (spec §4 step 8). */
export interface ExitPlan {
  /** Searching: leave the pool. */
  leavePool: boolean;
  /** Matched or on a call: hang up on this partner. */
  hangUp: EndCallInput | null;
  /** On a call: the browser asks before the tab closes. */
  warn: boolean;
}

export interface SearchRequest {
  breed_id: number | null;
  exclusion_users: number[];
  peer_id: string;
  /** Only in a breed chat widened to its breed group (API.md "Widening"). */
  widen?: Widen;
}

/** Effects the machine asks for; the app builds them from the adapters (random-chat.actors.ts). */
export interface RandomChatDeps {
  /** getUserMedia for camera and microphone; rejects with a `MediaProblem`. */
  openCamera(): Promise<MediaStream>;
  stopStream(stream: MediaStream): void;
  /** POST /get-peer-id; rejects with a `SearchFailure`. */
  search(request: SearchRequest, signal: AbortSignal): Promise<SearchResult>;
  /** PATCH /is-on-call; failures are ignored. */
  setOnCall(isOnCall: boolean): void;
  /** POST /end-call; failures are ignored. */
  endCall(input: EndCallInput): void;
  /** POST /leave-pool; failures are ignored. */
  leavePool(): void;
  /** Keeps the plan for a page close or a navigation away, and carries it out then. */
  guardPageExit(): { update(plan: ExitPlan): void; dispose(): void };
  saveRecent(recent: number[]): void;
  /** Keeps the widened breed chats (the `widen_breeds` cookie). */
  saveWidened(widened: number[]): void;
  /** Reads the partner's picture for the camera-off check (src/adapters/dark-picture.ts). */
  probeFrames: ProbeFrames;
}
