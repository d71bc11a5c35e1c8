import type { SessionTarget } from '../../auth/session-cache';
import type { SessionSocketHolder } from '../../auth/session-subscribers';

/** Ended sessions remembered for sockets still connecting (see `ended`). */
const ENDED_KEPT = 10_000;

export type PeerListener = (peerId: string, userId: number) => void;

/** The session a peer id was issued to (`peer_credentials.user_id`, `family_id`). */
export interface PeerSession {
  userId: number;
  familyId: string;
}

interface OnlinePeer extends PeerSession {
  /** Closes the peer id's socket now. */
  close: () => void;
}

/**
 * Which issued peer ids have a live PeerJS socket right now, whose they are and which session
 * they belong to. The PeerJS server fills it; the chat module listens to notice a matched user
 * who left, and the session-socket subscriber closes the sockets of a session that ended.
 */
export class PeerDirectory implements SessionSocketHolder {
  private readonly online = new Map<string, OnlinePeer>();
  private readonly listeners = { online: new Set<PeerListener>(), offline: new Set<PeerListener>() };
  /**
   * Sessions (`f:<family>`) and users (`u:<id>`) that ended lately. A socket whose credential was
   * checked just before its session ended may connect just after; it is closed on arrival. Family
   * ids and user ids are never reused, so remembering them is safe; the oldest are forgotten.
   */
  private readonly ended = new Set<string>();

  connected(peerId: string, session: PeerSession, close: () => void): void {
    if (this.ended.has(`f:${session.familyId}`) || this.ended.has(`u:${session.userId}`)) {
      close();
      return;
    }
    const known = this.online.has(peerId);
    this.online.set(peerId, { userId: session.userId, familyId: session.familyId, close });
    if (!known) for (const l of this.listeners.online) l(peerId, session.userId);
  }

  disconnected(peerId: string): void {
    const peer = this.online.get(peerId);
    if (peer === undefined) return;
    this.online.delete(peerId);
    for (const l of this.listeners.offline) l(peerId, peer.userId);
  }

  isOnline(peerId: string): boolean {
    return this.online.has(peerId);
  }

  closeSessionSockets(target: SessionTarget): void {
    this.ended.add(target.familyId !== undefined ? `f:${target.familyId}` : `u:${target.userId}`);
    if (this.ended.size > ENDED_KEPT) this.ended.delete(this.ended.values().next().value as string);
    for (const peer of [...this.online.values()]) {
      if (target.familyId !== undefined ? peer.familyId === target.familyId : peer.userId === target.userId)
        peer.close();
    }
  }

  on(event: 'online' | 'offline', listener: PeerListener): () => void {
    this.listeners[event].add(listener);
    return () => this.listeners[event].delete(listener);
  }
}
