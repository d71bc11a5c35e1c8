import type { MediaConnection, Peer, PeerOptions } from 'peerjs';
import type { PeerCredentials } from '../../contract/chat';
import type {
  CallControl,
  CallHandlers,
  CallMetadata,
  IncomingCall,
  PeerConnection,
  PeerConnectionHandlers,
  PeerDeps,
} from '../../machines/peer/peer.types';
import { api } from './api/api';
import { watchRemoteVideo, whenOfferSent } from './call-session';
import {
  followLink,
  installRestartOffers,
  type LinkFollower,
  type RestartableConnection,
  type Role,
} from './ice-restart';

/**
 * PeerJS behind the peer machine's `connection` actor (machines/peer): one `Peer` per set of
 * credentials, opened by `connectPeer` and ended by its `destroy()`. Reconnection, new
 * credentials and who hears about calls are the machine's business; this file only speaks PeerJS.
 *
 * It always talks to our own server (host, port and path of this page; never the PeerJS cloud)
 * with the ICE servers the server issued, even when that list is empty (PeerJS would otherwise
 * fall back to its public STUN/TURN servers).
 */

export interface PeerAdapterOptions {
  /** Where this page was loaded from (host, port, protocol). */
  location: Pick<Location, 'hostname' | 'port' | 'protocol'>;
  /** PeerJS's constructor; loaded on demand so that only signed-in users download PeerJS. */
  loadPeer?: () => Promise<typeof Peer>;
}

const loadPeerJs = async () => (await import('peerjs')).Peer;

/** The options PeerJS gets: our server, our ICE servers and transport policy (API.md). */
export function peerOptions(credentials: PeerCredentials, location: PeerAdapterOptions['location']): PeerOptions {
  const secure = location.protocol === 'https:';
  return {
    host: location.hostname,
    port: location.port ? Number(location.port) : secure ? 443 : 80,
    path: credentials.peer_path,
    key: 'peerjs',
    token: credentials.peer_token,
    secure,
    config: { iceServers: credentials.ice_servers, iceTransportPolicy: credentials.ice_transport_policy },
    debug: 0,
  };
}

function matchIdOf(metadata: unknown): string | null {
  const value = (metadata as Partial<CallMetadata> | null | undefined)?.match_id;
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** Handlers that report once: the first of failed/closed wins, nothing after the cleanup. */
function once(handlers: CallHandlers) {
  let over = false;
  return {
    handlers: {
      offered: () => {
        if (!over) handlers.offered();
      },
      remoteVideo: (stream: MediaStream, pc: RTCPeerConnection | null) => {
        if (!over) handlers.remoteVideo(stream, pc);
      },
      linkDown: () => {
        if (!over) handlers.linkDown();
      },
      linkUp: () => {
        if (!over) handlers.linkUp();
      },
      failed: () => {
        if (over) return;
        over = true;
        handlers.failed();
      },
      closed: () => {
        if (over) return;
        over = true;
        handlers.closed();
      },
    } satisfies CallHandlers,
    stop: () => {
      over = true;
    },
  };
}

/**
 * Opens a PeerJS peer with these credentials. Incoming calls wait (by connection id) until they
 * are answered or declined; a caller that gives up closes its call and it is forgotten.
 * `destroyed` reports a peer that is gone for good (an id refused, the server closed it, PeerJS
 * could not be loaded); `disconnected` a dropped signalling socket (`reconnect()` may help).
 */
export function connectPeer(
  credentials: PeerCredentials,
  handlers: PeerConnectionHandlers,
  options: PeerAdapterOptions,
): PeerConnection {
  const pending = new Map<string, MediaConnection>();
  const unavailable = new Map<string, Set<() => void>>();
  /** The link of each running call, by partner id and connection id (restart offers find theirs). */
  const links = new Map<string, LinkFollower>();
  const linkKey = (partner: string, connectionId: string) => `${partner} ${connectionId}`;
  let peer: Peer | null = null;
  let destroyed = false;
  /** A refresh's own `disconnected` is not a dropped socket. */
  let refreshing = false;

  (options.loadPeer ?? loadPeerJs)().then(
    (PeerClass) => {
      if (destroyed) return;
      const created = new PeerClass(credentials.peer_id, peerOptions(credentials, options.location));
      peer = created;
      installRestartOffers(created, (partner, connectionId) => links.get(linkKey(partner, connectionId)));
      created.on('open', (id) => {
        if (!destroyed) handlers.open(id);
      });
      created.on('call', (connection) => {
        pending.set(connection.connectionId, connection);
        connection.on('close', () => pending.delete(connection.connectionId));
        const call: IncomingCall = { id: connection.connectionId, matchId: matchIdOf(connection.metadata) };
        if (!destroyed) handlers.incoming(call);
      });
      created.on('disconnected', () => {
        if (!destroyed && !refreshing && !created.destroyed) handlers.disconnected();
      });
      created.on('close', () => {
        if (!destroyed) handlers.destroyed();
      });
      created.on('error', (error) => {
        if (error.type !== 'peer-unavailable') return;
        // PeerJS reports an unknown partner on the peer, naming the id in the message.
        for (const [partner, callbacks] of unavailable) {
          if (error.message.includes(partner)) for (const cb of callbacks) cb();
        }
      });
    },
    () => {
      if (!destroyed) handlers.destroyed();
    },
  );

  /** Follows the link of a call PeerJS just set up; the control stops both the call and the link. */
  function control(connection: MediaConnection, role: Role, handlers: CallHandlers, stop: () => void): CallControl {
    const key = linkKey(connection.peer, connection.connectionId);
    const link = followLink(connection as unknown as RestartableConnection, role, handlers);
    links.set(key, link);
    return {
      stop: () => {
        link.stop();
        links.delete(key);
        stop();
      },
      restartIce: () => void link.restartIce(),
    };
  }

  function decline(callId: string) {
    const connection = pending.get(callId);
    pending.delete(callId);
    connection?.close();
  }

  return {
    reconnect() {
      try {
        if (peer && !peer.destroyed) peer.reconnect();
      } catch {
        // Not disconnected after all, or still making its first connection: nothing to do.
      }
    },
    refresh() {
      if (!peer || peer.destroyed || peer.disconnected) return;
      // PeerJS closes the socket and emits `disconnected` (not told: the machine already knows),
      // then opens a new socket for the same id, which reports `open`.
      refreshing = true;
      try {
        peer.disconnect();
      } finally {
        refreshing = false;
      }
      peer.reconnect();
    },
    call(partnerPeerId, stream, metadata, callHandlers) {
      const call = once(callHandlers);
      if (!peer || peer.destroyed) {
        queueMicrotask(call.handlers.failed);
        return { stop: call.stop, restartIce: () => {} };
      }
      const connection = peer.call(partnerPeerId, stream, { metadata });
      const callbacks = unavailable.get(partnerPeerId) ?? new Set<() => void>();
      callbacks.add(call.handlers.failed);
      unavailable.set(partnerPeerId, callbacks);
      const forget = () => {
        callbacks.delete(call.handlers.failed);
        if (callbacks.size === 0) unavailable.delete(partnerPeerId);
      };
      connection.on('close', forget);
      const stopOffer = whenOfferSent(connection.peerConnection ?? null, call.handlers.offered);
      const stopWatching = watchRemoteVideo(connection, call.handlers);
      return control(connection, 'caller', call.handlers, () => {
        call.stop();
        forget();
        stopOffer();
        stopWatching();
      });
    },
    answer(callId, stream, callHandlers) {
      const call = once(callHandlers);
      const connection = pending.get(callId);
      // The caller closed it before we answered (or it was declined).
      if (!connection) {
        queueMicrotask(call.handlers.failed);
        return { stop: call.stop, restartIce: () => {} };
      }
      pending.delete(callId);
      connection.answer(stream);
      const stopWatching = watchRemoteVideo(connection, call.handlers);
      return control(connection, 'answerer', call.handlers, () => {
        call.stop();
        stopWatching();
      });
    },
    decline,
    destroy() {
      destroyed = true;
      for (const id of [...pending.keys()]) decline(id);
      peer?.destroy();
      peer = null;
    },
  };
}

/** GET /api/peer-credentials: a fresh id and token bound to this session, and the ICE servers. */
export function fetchPeerCredentials(signal: AbortSignal): Promise<PeerCredentials> {
  return api<PeerCredentials>('/peer-credentials', { signal });
}

/** The peer machine's dependencies on this page (our own server: this page's host and port). */
export function browserPeerDeps(options: Partial<PeerAdapterOptions> = {}): PeerDeps {
  return {
    fetchCredentials: fetchPeerCredentials,
    connect: (credentials, handlers) => connectPeer(credentials, handlers, { location: window.location, ...options }),
  };
}
