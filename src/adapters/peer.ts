import type { MediaConnection, Peer, PeerOptions } from 'peerjs';
import type { PeerCredentials } from '../../contract/chat';
import type { CallMetadata, IncomingCall } from '../../machines/random-chat/random-chat.types';

/**
 * The page's one PeerJS peer (spec §7 "Peer-to-peer", API.md "PeerJS"). It is created once per
 * signed-in user and shared by every screen and every mount (React StrictMode mounts twice, the
 * chat screen may be left and entered again): a module-level singleton keyed by the user whose
 * credentials it holds. `destroyPeer()` ends it (logout, another user).
 *
 * It always talks to our own server (host, port and path of this page; never the PeerJS cloud)
 * with the ICE servers the server issued, even when that list is empty (PeerJS would otherwise
 * fall back to its public STUN/TURN servers).
 */

export interface PeerWatcher {
  ready(peerId: string): void;
  lost(): void;
  incoming(call: IncomingCall): void;
}

/** What a call needs of a PeerJS MediaConnection (tests pass a fake). */
export interface MediaConnectionLike {
  readonly connectionId: string;
  on(event: 'stream', listener: (stream: MediaStream) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  on(event: 'error', listener: (error: unknown) => void): unknown;
  close(): void;
}

export interface PeerSession {
  /** Subscribes to the peer's state and incoming calls; `ready` fires at once if it is open. */
  watch(watcher: PeerWatcher): () => void;
  /** Calls a partner; `onUnavailable` runs if the server does not know that peer id. */
  call(
    partnerPeerId: string,
    stream: MediaStream,
    metadata: CallMetadata,
    onUnavailable: () => void,
  ): MediaConnectionLike;
  /** Answers a pending incoming call; null if it is gone (closed, or declined). */
  answer(callId: string, stream: MediaStream): MediaConnectionLike | null;
  decline(callId: string): void;
  destroy(): void;
}

export interface PeerDeps {
  fetchCredentials(): Promise<PeerCredentials>;
  /** Where this page was loaded from (host, port, protocol). */
  location: Pick<Location, 'hostname' | 'port' | 'protocol'>;
  /** PeerJS's constructor; loaded on demand so that only the call screens download PeerJS. */
  loadPeer?: () => Promise<typeof Peer>;
}

const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000];
const loadPeerJs = async () => (await import('peerjs')).Peer;

/** The options PeerJS gets: our server, our ICE servers (API.md). */
export function peerOptions(credentials: PeerCredentials, location: PeerDeps['location']): PeerOptions {
  const secure = location.protocol === 'https:';
  return {
    host: location.hostname,
    port: location.port ? Number(location.port) : secure ? 443 : 80,
    path: credentials.peer_path,
    key: 'peerjs',
    token: credentials.peer_token,
    secure,
    config: { iceServers: credentials.ice_servers },
    debug: 0,
  };
}

function matchIdOf(metadata: unknown): string | null {
  const value = (metadata as Partial<CallMetadata> | null | undefined)?.match_id;
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/**
 * One peer for one user: opens with fresh credentials, reconnects its signalling socket when it
 * drops, and starts over with new credentials if the peer is destroyed under it (id refused,
 * session ended on the server).
 */
export function createPeerSession(deps: PeerDeps): PeerSession {
  const watchers = new Set<PeerWatcher>();
  const pending = new Map<string, MediaConnection>();
  const unavailable = new Map<string, Set<() => void>>();
  let peer: Peer | null = null;
  let destroyed = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const isOpen = () => Boolean(peer?.open && !peer.disconnected);
  const emitLost = () => {
    for (const w of watchers) w.lost();
  };
  const later = (fn: () => void) => {
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    failures += 1;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (!destroyed) fn();
    }, delay);
  };

  async function open(): Promise<void> {
    try {
      const [PeerClass, credentials] = await Promise.all([(deps.loadPeer ?? loadPeerJs)(), deps.fetchCredentials()]);
      if (destroyed) return;
      const created = new PeerClass(credentials.peer_id, peerOptions(credentials, deps.location));
      peer = created;
      created.on('open', (id) => {
        failures = 0;
        for (const w of watchers) w.ready(id);
      });
      created.on('call', (connection) => {
        pending.set(connection.connectionId, connection);
        // A caller that gives up closes the connection: forget it then.
        connection.on('close', () => pending.delete(connection.connectionId));
        const call: IncomingCall = { id: connection.connectionId, matchId: matchIdOf(connection.metadata) };
        if (watchers.size === 0) return void decline(call.id);
        for (const w of watchers) w.incoming(call);
      });
      created.on('disconnected', () => {
        if (created !== peer || created.destroyed) return;
        emitLost();
        later(() => {
          if (created === peer && !created.destroyed) created.reconnect();
        });
      });
      created.on('close', () => {
        if (created !== peer) return;
        peer = null;
        emitLost();
        if (!destroyed) later(() => void open());
      });
      created.on('error', (error) => {
        if (error.type !== 'peer-unavailable') return;
        // PeerJS reports an unknown partner on the peer, naming the id in the message.
        for (const [partner, callbacks] of unavailable) {
          if (error.message.includes(partner)) for (const cb of callbacks) cb();
        }
      });
    } catch {
      if (!destroyed) {
        emitLost();
        later(() => void open());
      }
    }
  }

  function decline(callId: string) {
    const connection = pending.get(callId);
    pending.delete(callId);
    connection?.close();
  }

  void open();

  return {
    watch(watcher) {
      watchers.add(watcher);
      if (peer && isOpen()) watcher.ready(peer.id);
      return () => watchers.delete(watcher);
    },
    call(partnerPeerId, stream, metadata, onUnavailable) {
      if (!peer || peer.destroyed) throw new Error('The peer is not open');
      const connection = peer.call(partnerPeerId, stream, { metadata });
      const callbacks = unavailable.get(partnerPeerId) ?? new Set<() => void>();
      callbacks.add(onUnavailable);
      unavailable.set(partnerPeerId, callbacks);
      connection.on('close', () => {
        callbacks.delete(onUnavailable);
        if (callbacks.size === 0) unavailable.delete(partnerPeerId);
      });
      return connection;
    },
    answer(callId, stream) {
      const connection = pending.get(callId);
      if (!connection) return null;
      pending.delete(callId);
      connection.answer(stream);
      return connection;
    },
    decline,
    destroy() {
      destroyed = true;
      if (timer) clearTimeout(timer);
      for (const id of [...pending.keys()]) decline(id);
      watchers.clear();
      peer?.destroy();
      peer = null;
    },
  };
}

let current: { owner: number; session: PeerSession } | null = null;

/** The page's peer for this user, created on first use; another user's peer is destroyed first. */
export function peerFor(owner: number, deps: PeerDeps): PeerSession {
  if (current?.owner === owner) return current.session;
  current?.session.destroy();
  current = { owner, session: createPeerSession(deps) };
  return current.session;
}

/** Ends the page's peer (logout): its id is given up on the server and calls close. */
export function destroyPeer(): void {
  current?.session.destroy();
  current = null;
}
