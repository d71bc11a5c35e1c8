import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ExpressPeerServer, type IClient } from 'peer';
import { type WebSocket, WebSocketServer } from 'ws';
import type { PeerDirectory, PeerSession } from '../../adapters/peer/peer-directory';
import type { RelayPolicy } from '../../adapters/peer/relay-policy';
import type { PeerRelay } from '../../ports/peer-relay';
import { ownTimers } from './owned-timers';
import { createSignalGate, type SignalGateLimits } from './signal-gate';

/** The path clients give PeerJS (`new Peer(id, { path })`); PeerJS appends `peerjs` for its socket. */
export const PEER_PATH = '/peerjs';
export const PEER_SOCKET_PATH = `${PEER_PATH}/peerjs`;
export const PEER_KEY = 'peerjs';

export interface PeerSignallingOptions {
  server: Server;
  directory: PeerDirectory;
  log: FastifyBaseLogger;
  /** The session of an issued id when `token` is its token and the session is alive, else null. */
  verify(peerId: string, token: string): Promise<PeerSession | null>;
  /** Who may signal whom ("may A signal B"); messages it does not allow are dropped. */
  policy: RelayPolicy;
  /** Milliseconds since the epoch (rate limits, queue caps). */
  now: () => number;
  limits?: Partial<SignalGateLimits>;
  /** Other instances' peer ids (REDIS_URL); absent, every message stays in this process. */
  relay?: PeerRelay;
}

export interface PeerSignalling {
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void>;
  close(): void;
}

/**
 * PeerJS signalling from the `peer` package, on our HTTP server. `peer` registers any id a
 * socket presents, so sockets reach it only after `verify` has accepted the id and token the
 * server issued; anything else gets PeerJS's own ERROR message and is closed. The check runs
 * before the WebSocket handshake completes, so no early signalling message can slip past it.
 * `peer` would also relay anything to any id and queue without bound for absent ones, so each
 * socket's messages pass a gate first (`signal-gate.ts`): rate-limited, relayed only where the
 * relay policy allows (the partner of a current match), queued for absent ids only up to a cap.
 */
export function createPeerSignalling(options: PeerSignallingOptions): PeerSignalling {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024, clientTracking: true });
  const clients = new Map<string, IClient>();
  const owners = new Map<string, PeerSession>();
  const timers = ownTimers();
  const gate = createSignalGate({
    directory: options.directory,
    policy: options.policy,
    now: options.now,
    limits: options.limits,
  });

  const peerServer = timers.run(() => {
    const app = ExpressPeerServer(options.server, {
      path: PEER_PATH,
      key: PEER_KEY,
      allow_discovery: false,
      // `peer` refuses sockets beyond this; its default (5,000) is low for one signalling node.
      concurrent_limit: 100_000,
      // `peer` would create a WebSocketServer bound to the HTTP server; hand it ours instead.
      createWebSocketServer: () => wss,
    });
    // `peer` wires itself up when mounted into an Express app. We route its socket ourselves
    // and expose none of its HTTP routes (the /id generator would hand out unbound ids), so we
    // only fire the mount event. Express then re-parents the app's prototypes onto the parent's;
    // giving it the app's own prototypes makes that a no-op.
    const parts = app as unknown as Record<'request' | 'response' | 'engines' | 'settings', object>;
    const own = (o: object) => Object.getPrototypeOf(o) as object;
    app.emit('mount', {
      request: own(parts.request),
      response: own(parts.response),
      engines: own(parts.engines),
      settings: own(parts.settings),
    });
    return app;
  });

  const { relay } = options;
  // Messages from other instances for ids held here go straight to the socket, as `peer` would.
  const stopRelay = relay?.onMessage((dst, message) => {
    const socket = clients.get(dst)?.getSocket();
    if (socket?.readyState === socket?.OPEN) socket?.send(message);
  });

  /**
   * After the gate: a relayed message whose destination is not held here goes to the instance
   * that holds it, if any; everything else to the local `peer`. One chain per socket keeps the
   * sender's order (an OFFER before its CANDIDATEs) across the asynchronous location look-up.
   */
  function router(senderId: string, local: (data: Buffer | string, isBinary: boolean) => void) {
    if (!relay) return local;
    let chain: Promise<void> = Promise.resolve();
    return (data: Buffer | string, isBinary: boolean) => {
      chain = chain
        .then(async () => {
          const message = JSON.parse(data.toString()) as { type?: string; dst?: unknown };
          const dst = typeof message.dst === 'string' ? message.dst : '';
          if (!dst || clients.has(dst) || message.type === 'HEARTBEAT') return local(data, isBinary);
          const forwarded = await relay.forward(dst, JSON.stringify({ ...message, src: senderId }));
          if (!forwarded) local(data, isBinary);
        })
        .catch((err) => options.log.error({ err }, 'peerjs relay failed'));
    };
  }

  peerServer.on('connection', (client: IClient) => {
    clients.set(client.getId(), client);
    relay?.connected(client.getId());
    const owner = owners.get(client.getId());
    // Closed without a close handshake when its session ends: nothing more is relayed for it.
    if (owner !== undefined) options.directory.connected(client.getId(), owner, () => client.getSocket()?.terminate());
  });
  peerServer.on('disconnect', (client: IClient) => {
    if (clients.get(client.getId()) === client) {
      clients.delete(client.getId());
      relay?.disconnected(client.getId());
    }
    owners.delete(client.getId());
    options.directory.disconnected(client.getId());
  });
  peerServer.on('error', (err: Error) => options.log.debug({ err }, 'peerjs socket error'));

  function refuse(request: IncomingMessage, socket: Duplex, head: Buffer, msg: string) {
    wss.handleUpgrade(request, socket, head, (ws: WebSocket) => {
      ws.send(JSON.stringify({ type: 'ERROR', payload: { msg } }));
      ws.close();
    });
  }

  return {
    async upgrade(request, socket, head) {
      const params = new URL(request.url ?? '/', 'http://localhost').searchParams;
      const id = params.get('id') ?? '';
      const token = params.get('token') ?? '';
      if (params.get('key') !== PEER_KEY) return refuse(request, socket, head, 'Invalid key provided');
      const owner = id && token ? await options.verify(id, token) : null;
      if (owner === null) return refuse(request, socket, head, 'Invalid token provided');
      owners.set(id, owner);
      // Same id again (PeerJS reconnect): `peer` moves the client to the new socket but leaves
      // the old one open; close it so a half-dead tab cannot linger on the id.
      const stale = clients.get(id)?.getSocket() ?? null;
      wss.handleUpgrade(request, socket, head, (ws: WebSocket) => {
        // Every message passes the gate (rate, relay policy, queue caps) before `peer`, which
        // listens for 'message' once the connection is emitted below, ever sees it.
        const emit = ws.emit.bind(ws);
        const messages = gate.socket(
          { peerId: id, userId: owner.userId },
          router(id, (data, isBinary) => emit('message', data, isBinary)),
        );
        ws.emit = ((event: string | symbol, ...args: unknown[]) => {
          if (event !== 'message') return emit(event, ...args);
          messages.receive(args[0] as Buffer | string, args[1] === true);
          return true;
        }) as typeof ws.emit;
        wss.emit('connection', ws, request);
        if (stale && stale !== ws) stale.close();
      });
    },
    close() {
      stopRelay?.();
      timers.stop();
      gate.close();
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}
