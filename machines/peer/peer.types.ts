import type { AnyActorRef } from 'xstate';
import type { PeerCredentials } from '../../contract/chat';
import type { PetGenderValue } from '../../contract/user';

/**
 * Peer: the signed-in user's PeerJS peer (spec §7 "Peer-to-peer", API.md "PeerJS"). The root
 * invokes it (system id `peer`) in its `signedIn` state, next to realtime, so sign-out stops it
 * and its peer is destroyed; a new sign-in starts a new one with new credentials.
 *
 *   fetchingCredentials  GET /api/peer-credentials (a fresh id and token each time)
 *   session              the PeerJS peer of those credentials (the `connection` actor)
 *     connecting           waiting for PeerJS's `open`
 *     open                 the id is registered on our server (tag `open`)
 *     reconnecting         the signalling socket dropped: `reconnect()` after the back-off
 *   restarting           the peer was destroyed (id refused, server closed it) or the
 *                        credentials could not be fetched: fresh credentials after the back-off
 *   closed               final: `peer.close` (the root sends it when the user signs out)
 *
 * Back-off: 1 s, 2 s, 5 s, then 10 s between attempts; an open peer resets it.
 *
 * Other actors talk to it with events (`PeerRequest`) and hear back (`PeerNotice`):
 * - `peer.subscribe` / `peer.unsubscribe`: subscribers get `peer.ready` (at once when open),
 *   `peer.lost` and every incoming call (`peer.incoming`); a call nobody subscribes to is
 *   declined at once.
 * - `peer.call` (call a partner) and `peer.answer` (answer an incoming call) name an `owner`
 *   that gets `call.remoteVideo` once (the first remote stream with a video track), then
 *   `call.closed`; or `call.failed` (an error or a close before video, an unknown partner, no
 *   peer). `peer.hangUp` closes a call; `peer.decline` closes incoming calls not answered.
 * - A placed call's owner hears `call.offered` once its offer has left (the local description set
 *   and handed to the signalling socket): what the app does next no longer delays the offer.
 * - While a call runs its owner also hears `call.linkDown` (ICE `disconnected` or `failed`, the
 *   peer connection `failed`) and `call.linkUp` (connected again); `peer.restartIce` sends a new
 *   offer with fresh ICE credentials through the signalling server (the call-link machine's
 *   recovery policy decides when).
 */

export const PEER_SYSTEM_ID = 'peer';

/** Spec §7: waits between reconnection attempts, the last one repeated. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

/** What a caller tells the partner in the PeerJS call metadata (spec §3, plus the match). */
export interface CallMetadata {
  userId: number;
  name: string;
  pet_gender: PetGenderValue;
  pet_name: string;
  friends: number[];
  match_id: string;
}

/** A call another peer placed to us that has not been answered or declined yet. */
export interface IncomingCall {
  /** The PeerJS connection id; the adapter keeps the connection itself. */
  id: string;
  /** match_id from the caller's metadata; null when it sent none we can read. */
  matchId: string | null;
}

/** A call this peer placed or answered, and who hears how it goes. */
export interface RunningCall {
  id: string;
  owner: AnyActorRef;
  /** Remote video arrived: when the peer goes away the call counts as closed, not failed. */
  live: boolean;
}

export interface PeerContext {
  credentials: PeerCredentials | null;
  /** The own id while the peer is open. */
  peerId: string | null;
  /** Attempts since the peer was last open (picks the back-off). */
  failures: number;
  subscribers: AnyActorRef[];
  calls: RunningCall[];
}

/** Requests any actor may send to the peer actor. */
export type PeerRequest =
  | { type: 'peer.subscribe'; subscriber: AnyActorRef }
  | { type: 'peer.unsubscribe'; subscriber: AnyActorRef }
  /** Calls `partnerPeerId`; `callId` is the caller's own name for the call (for `peer.hangUp`). */
  | {
      type: 'peer.call';
      callId: string;
      partnerPeerId: string;
      metadata: CallMetadata;
      stream: MediaStream;
      owner: AnyActorRef;
    }
  /** Answers the incoming call `callId` (an `IncomingCall.id`). */
  | { type: 'peer.answer'; callId: string; stream: MediaStream; owner: AnyActorRef }
  | { type: 'peer.decline'; callIds: string[] }
  | { type: 'peer.hangUp'; callId: string }
  /** An ICE restart of the running call `callId` (a new offer through the signalling server). */
  | { type: 'peer.restartIce'; callId: string }
  /**
   * A new signalling socket for the same id, now: after a change of network the old socket may
   * look open while nothing reaches it any more (restart offers would be lost in it).
   */
  | { type: 'peer.refresh' }
  | { type: 'peer.close' };

/** What the peer actor tells its subscribers and the owners of its calls. */
export type PeerNotice =
  | { type: 'peer.ready'; peerId: string }
  | { type: 'peer.lost' }
  | { type: 'peer.incoming'; call: IncomingCall }
  /** `connection` is the call's RTCPeerConnection (quality stats, sending limits); null in tests. */
  | { type: 'call.remoteVideo'; callId: string; stream: MediaStream; connection: RTCPeerConnection | null }
  /** A placed call's offer has left (issue 30 item 4): the app's own work may run now. */
  | { type: 'call.offered'; callId: string }
  /** The media path broke (ICE disconnected or failed): the call may still recover. */
  | { type: 'call.linkDown'; callId: string }
  /** The media path works again after a `call.linkDown`. */
  | { type: 'call.linkUp'; callId: string }
  | { type: 'call.failed'; callId: string }
  | { type: 'call.closed'; callId: string };

export type CallNotice = Extract<PeerNotice, { callId: string }>;

/** What the connection actor (the PeerJS peer) reports. */
export type ConnectionEvent =
  | { type: 'connection.open'; peerId: string }
  /** The signalling socket dropped; the peer can reconnect with the same id. */
  | { type: 'connection.disconnected' }
  /** The peer is gone (destroyed, id refused): start over with new credentials. */
  | { type: 'connection.destroyed' }
  | { type: 'connection.incoming'; call: IncomingCall }
  | { type: 'connection.call'; notice: CallNotice };

/** What the machine asks of the connection actor. */
export type ConnectionCommand =
  | { type: 'connection.reconnect' }
  | { type: 'connection.placeCall'; callId: string; partnerPeerId: string; metadata: CallMetadata; stream: MediaStream }
  | { type: 'connection.answer'; callId: string; stream: MediaStream }
  | { type: 'connection.decline'; callIds: string[] }
  | { type: 'connection.hangUp'; callId: string }
  | { type: 'connection.restartIce'; callId: string }
  | { type: 'connection.refresh' };

export type PeerEvent = PeerRequest | ConnectionEvent;

/** How a call the adapter runs goes (the first video once, then closed; or failed). */
export interface CallHandlers {
  /** A placed call's offer has left (answered calls never hear it). */
  offered(): void;
  remoteVideo(stream: MediaStream, connection: RTCPeerConnection | null): void;
  linkDown(): void;
  linkUp(): void;
  failed(): void;
  closed(): void;
}

/** A call the adapter runs: hang up, or restart its ICE (a new offer through the signalling server). */
export interface CallControl {
  stop(): void;
  restartIce(): void;
}

export interface PeerConnectionHandlers {
  open(peerId: string): void;
  disconnected(): void;
  destroyed(): void;
  incoming(call: IncomingCall): void;
}

/** One PeerJS peer, opened with one set of credentials (src/adapters/peer.ts). */
export interface PeerConnection {
  reconnect(): void;
  /** Drops the signalling socket and opens a new one for the same id at once (`open` follows). */
  refresh(): void;
  call(partnerPeerId: string, stream: MediaStream, metadata: CallMetadata, handlers: CallHandlers): CallControl;
  /** Answers a pending incoming call; `handlers.failed` runs soon if it is gone. */
  answer(callId: string, stream: MediaStream, handlers: CallHandlers): CallControl;
  decline(callId: string): void;
  /** Closes every call and gives the id up on the server. */
  destroy(): void;
}

export interface PeerDeps {
  fetchCredentials(signal: AbortSignal): Promise<PeerCredentials>;
  connect(credentials: PeerCredentials, handlers: PeerConnectionHandlers): PeerConnection;
}
