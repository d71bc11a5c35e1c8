/**
 * PeerJS signalling between server instances: each instance holds the sockets of the peer ids
 * that connected to it; a message for a peer id held by another instance is handed over through
 * this port. Absent (one instance), every message stays in the local `peer` server.
 */
export interface PeerRelay {
  /** This instance now holds the socket of `peerId`. */
  connected(peerId: string): void;
  /** This instance no longer holds it. */
  disconnected(peerId: string): void;
  /**
   * Hands a relayed message (OFFER, ANSWER, CANDIDATE, LEAVE; JSON with `src` set) to the
   * instance holding `dst`. False when no other instance holds it (deliver or queue it here).
   */
  forward(dst: string, message: string): Promise<boolean>;
  /**
   * Whether another instance holds the socket of `peerId` right now (this instance's own sockets
   * are in its `PeerDirectory`). A location left by an instance that died counts as held until
   * it expires, so a watchdog asking this errs towards the longer grace.
   */
  heldElsewhere(peerId: string): Promise<boolean>;
  /** Messages from other instances for peer ids held here; returns the unsubscribe. */
  onMessage(handler: (dst: string, message: string) => void): () => void;
}
