import type { RandomUser } from '../../contract/chat';
import type { CallLinkNotice, Reconnecting } from '../call-link/call-link.types';
import type { CallMetadata, CallNotice, IncomingCall } from '../peer/peer.types';

/**
 * One match of the random chat (spec §4 "Video chat (random)", steps 4–7): from the server's
 * answer to the end of that call. Invoked by `randomChat` in its `matched` state, which stops it
 * on Next, Stop or leaving the page.
 *
 *   choosing      the caller calls at once; a callee that already has its call answers it
 *   awaitingCall  a callee waits for the call whose metadata carries this match_id; calls of
 *                 other matches are declined; no call in 8 s → ended `unavailable`
 *   linked        the call runs (the `callSession` actor asks the `peer` actor for it); the
 *                 caller's offer leaving (`call.offered`) is passed on as `match.offered`
 *     connecting    until the first remote stream with a video track; 8 s → `unavailable`
 *     connected     tag `onCall`; tells the chat `match.connected` with the remote stream; the
 *                   call's link (child `callLink`, machines/call-link) keeps the media path up:
 *       live          frames flow
 *       reconnecting  tag `reconnecting`: the link broke and ICE restarts are under way; the
 *                     chat hears `match.reconnecting` (every second) and `match.restored`
 *
 * It ends (its output tells the chat how): `unavailable` (an error or no video in time: the
 * 'video not available' toast), `dropped` (the connection closed before video), `hungUp` (the
 * partner's `andCall` for this match, or the partner closing a call that had video), `lost` (the
 * link did not come back within 20 s: "Connection lost").
 */

/** A call that shows no remote video in this time is given up and the search starts again. */
export const VIDEO_TIMEOUT_MS = 8000;

export interface ChatMatchInput {
  me: { id: number } & Omit<CallMetadata, 'userId' | 'match_id'>;
  companion: RandomUser;
  matchId: string;
  role: 'caller' | 'callee';
  /** The call the callee answers when it came before the match was known. */
  answering: string | null;
  localStream: MediaStream;
}

export type MatchEnding = 'unavailable' | 'dropped' | 'hungUp' | 'lost';

export interface ChatMatchOutput {
  ending: MatchEnding;
}

export interface ChatMatchContext extends ChatMatchInput {
  ending: MatchEnding | null;
}

export type ChatMatchEvent =
  | { type: 'peer.incoming'; call: IncomingCall }
  | { type: 'remote.hangUp'; from: number; to: number; matchId: string | null }
  | CallNotice
  | CallLinkNotice;

/** What the chat hears from its match before it ends. */
export type ChatMatchNotice =
  /** The caller's offer has left (the callee never says it): the chat may show the match now. */
  | { type: 'match.offered' }
  | { type: 'match.connected'; stream: MediaStream; connection: RTCPeerConnection | null }
  | { type: 'match.reconnecting'; reconnecting: Reconnecting }
  | { type: 'match.restored' };

export type CallSessionInput =
  | { role: 'caller'; callId: string; partnerPeerId: string; metadata: CallMetadata; localStream: MediaStream }
  | { role: 'callee'; callId: string; localStream: MediaStream };
