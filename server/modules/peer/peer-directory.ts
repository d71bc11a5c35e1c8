export type PeerListener = (peerId: string, userId: number) => void;

/**
 * Which issued peer ids have a live PeerJS socket right now, and whose they are. The PeerJS
 * server fills it; the chat module listens to notice a matched user who left.
 */
export class PeerDirectory {
  private readonly online = new Map<string, number>();
  private readonly listeners = { online: new Set<PeerListener>(), offline: new Set<PeerListener>() };

  connected(peerId: string, userId: number): void {
    const known = this.online.has(peerId);
    this.online.set(peerId, userId);
    if (!known) for (const l of this.listeners.online) l(peerId, userId);
  }

  disconnected(peerId: string): void {
    const userId = this.online.get(peerId);
    if (userId === undefined) return;
    this.online.delete(peerId);
    for (const l of this.listeners.offline) l(peerId, userId);
  }

  isOnline(peerId: string): boolean {
    return this.online.has(peerId);
  }

  on(event: 'online' | 'offline', listener: PeerListener): () => void {
    this.listeners[event].add(listener);
    return () => this.listeners[event].delete(listener);
  }
}
