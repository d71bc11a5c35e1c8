import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import * as v from 'valibot';
import { type WebSocket, WebSocketServer } from 'ws';
import {
  FRIENDS_CHANNEL,
  HUB_CLOSE,
  type HubAuth,
  type HubErrorCode,
  type HubServerMessage,
  hubClientMessage,
  type RealtimeChannel,
} from '../../../contract/realtime';
import type { SessionTarget } from '../../auth/session-cache';
import type { Clock } from '../../ports/clock';
import type { PresenceListener, RealtimePort } from '../../ports/realtime';
import { TicketStore, type Tickets } from './tickets';

export interface HubOptions {
  clock: Clock;
  log: FastifyBaseLogger;
  /** Path clients connect to (returned by `authorize`). */
  path: string;
  ticketTtlMs: number;
  /** A socket must authenticate within this time after connecting. */
  authTimeoutMs: number;
  /** Ping period; a socket that has not answered the previous ping is dropped. */
  heartbeatMs: number;
  /**
   * Messages a socket may send: a burst, refilled at `perSecond` (token bucket on the hub's
   * clock). Beyond it messages are dropped, with one `rate_limited` error per exhausted burst.
   */
  messageRate?: { burst: number; perSecond: number };
  /** Where tickets live; this process by default (Redis with REDIS_URL: any instance may take the socket). */
  tickets?: Tickets;
}

/** A client sends auth, two subscribes and a ping now and then; this leaves room for reconnects. */
export const DEFAULT_HUB_MESSAGE_RATE = { burst: 40, perSecond: 5 };

interface Connection {
  ws: WebSocket;
  userId: number | null;
  /** The session (refresh-token family) whose ticket authenticated the socket. */
  familyId: string | null;
  channels: Set<RealtimeChannel>;
  /** Answered since the last heartbeat (pong or any message). */
  alive: boolean;
  cancelAuthTimer: () => void;
  /** Token bucket of `messageRate`. */
  tokens: number;
  refilledAt: number;
  /** Told `rate_limited` since the bucket last had tokens. */
  warned: boolean;
  /** Its ticket is being checked (a shared ticket store answers asynchronously). */
  authenticating: boolean;
}

/**
 * The built-in realtime driver: one WebSocket endpoint in this process. Sockets authenticate
 * with a ticket from POST /api/broadcasting/auth, subscribe to channels, and receive only the
 * events published to their own user. A user is present while one of their sockets is
 * subscribed to `friends-chanel`. Dead sockets are found by ping/pong heartbeats.
 */
export class RealtimeHub implements RealtimePort {
  readonly driver = 'hub' as const;
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 4096, clientTracking: false });
  private readonly tickets: Tickets;
  private readonly connections = new Set<Connection>();
  private readonly byUser = new Map<number, Set<Connection>>();
  /** Per user: how many of their sockets are subscribed to friends-chanel. */
  private readonly present = new Map<number, number>();
  private readonly listeners = new Set<PresenceListener>();
  private stopHeartbeat: () => void = () => {};
  private closed = false;

  constructor(private readonly options: HubOptions) {
    this.tickets = options.tickets ?? new TicketStore(() => options.clock.now(), options.ticketTtlMs);
    this.scheduleHeartbeat();
  }

  readonly upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (this.closed) {
      socket.destroy();
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws));
  };

  async authorize(userId: number, familyId: string): Promise<HubAuth> {
    return {
      driver: 'hub',
      ticket: await this.tickets.issue({ userId, familyId }),
      url: this.options.path,
      expires_in: Math.floor(this.options.ticketTtlMs / 1000),
    };
  }

  async publish(userId: number, channel: RealtimeChannel, event: string, data: unknown): Promise<void> {
    const targets = this.byUser.get(userId);
    if (!targets) return;
    const frame = JSON.stringify({ type: 'event', channel, event, data } satisfies HubServerMessage);
    for (const conn of targets) if (conn.channels.has(channel)) this.sendRaw(conn, frame);
  }

  async isOnline(userId: number): Promise<boolean> {
    return (this.present.get(userId) ?? 0) > 0;
  }

  async onlineAmong(userIds: readonly number[]): Promise<Set<number>> {
    return new Set(userIds.filter((id) => (this.present.get(id) ?? 0) > 0));
  }

  onPresence(listener: PresenceListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  closeSessionSockets(target: SessionTarget): void {
    this.tickets.revoke(target);
    for (const conn of [...this.connections]) {
      const ofTarget =
        target.familyId !== undefined ? conn.familyId === target.familyId : conn.userId === target.userId;
      if (ofTarget && conn.userId !== null) this.reject(conn, 'auth_failed', 'The session has ended.');
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stopHeartbeat();
    for (const conn of [...this.connections]) {
      conn.ws.close(HUB_CLOSE.goingAway, 'server shutting down');
      // Do not wait for a close handshake a dead client will never finish.
      conn.ws.terminate();
      this.drop(conn);
    }
    this.wss.close();
  }

  private accept(ws: WebSocket): void {
    const conn: Connection = {
      ws,
      userId: null,
      familyId: null,
      channels: new Set(),
      alive: true,
      cancelAuthTimer: () => {},
      tokens: this.rate.burst,
      refilledAt: this.options.clock.now(),
      warned: false,
      authenticating: false,
    };
    this.connections.add(conn);
    conn.cancelAuthTimer = this.options.clock.setTimeout(() => {
      if (conn.userId === null) this.reject(conn, 'auth_timeout', 'Authenticate within a few seconds of connecting.');
    }, this.options.authTimeoutMs);
    ws.on('pong', () => {
      conn.alive = true;
    });
    ws.on('message', (raw, isBinary) => this.receive(conn, isBinary ? '' : raw.toString()));
    ws.on('close', () => this.drop(conn));
    ws.on('error', (err) => {
      this.options.log.debug({ err }, 'realtime socket error');
      ws.terminate();
    });
  }

  private get rate() {
    return this.options.messageRate ?? DEFAULT_HUB_MESSAGE_RATE;
  }

  /** Takes a token of the socket's bucket; false (message dropped) when it is empty. */
  private withinRate(conn: Connection): boolean {
    const now = this.options.clock.now();
    conn.tokens = Math.min(this.rate.burst, conn.tokens + ((now - conn.refilledAt) / 1000) * this.rate.perSecond);
    conn.refilledAt = now;
    if (conn.tokens >= 1) {
      conn.tokens -= 1;
      conn.warned = false;
      return true;
    }
    if (!conn.warned) {
      conn.warned = true;
      this.send(conn, { type: 'error', code: 'rate_limited', message: 'Too many messages. Slow down.' });
    }
    return false;
  }

  private receive(conn: Connection, text: string): void {
    // Dropped (session ended, rejected) while its close handshake runs: nothing more is served.
    if (!this.connections.has(conn)) return;
    conn.alive = true;
    if (!this.withinRate(conn)) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const result = v.safeParse(hubClientMessage, parsed);
    if (!result.success) {
      this.send(conn, {
        type: 'error',
        code: 'bad_message',
        message: result.issues[0]?.message ?? 'Malformed message.',
      });
      return;
    }
    const message = result.output;
    if (message.type === 'ping') {
      this.send(conn, { type: 'pong' });
      return;
    }
    if (message.type === 'auth') {
      void this.authenticate(conn, message.ticket).catch((err) => {
        this.options.log.error({ err }, 'realtime ticket check failed');
        if (this.connections.has(conn)) this.reject(conn, 'auth_failed', 'Try again.');
      });
      return;
    }
    if (conn.userId === null) {
      this.send(conn, { type: 'error', code: 'unauthenticated', message: 'Authenticate first.' });
      return;
    }
    if (message.type === 'subscribe') this.subscribe(conn, conn.userId, message.channel);
    else this.unsubscribe(conn, conn.userId, message.channel);
  }

  private async authenticate(conn: Connection, ticket: string): Promise<void> {
    if (conn.userId !== null || conn.authenticating) {
      this.send(conn, { type: 'error', code: 'bad_message', message: 'Already authenticated.' });
      return;
    }
    conn.authenticating = true;
    const holder = await this.tickets.consume(ticket);
    conn.authenticating = false;
    // Closed, timed out or its session ended while the ticket was checked.
    if (!this.connections.has(conn)) return;
    if (holder === null) {
      this.reject(conn, 'auth_failed', 'Unknown, used or expired ticket.');
      return;
    }
    const { userId } = holder;
    conn.cancelAuthTimer();
    conn.userId = userId;
    conn.familyId = holder.familyId;
    let own = this.byUser.get(userId);
    if (!own) {
      own = new Set();
      this.byUser.set(userId, own);
    }
    own.add(conn);
    this.send(conn, { type: 'ready', user_id: userId });
  }

  private subscribe(conn: Connection, userId: number, channel: RealtimeChannel): void {
    const added = !conn.channels.has(channel);
    conn.channels.add(channel);
    this.send(conn, { type: 'subscribed', channel });
    if (added && channel === FRIENDS_CHANNEL) this.changePresence(userId, +1);
  }

  private unsubscribe(conn: Connection, userId: number, channel: RealtimeChannel): void {
    const removed = conn.channels.delete(channel);
    this.send(conn, { type: 'unsubscribed', channel });
    if (removed && channel === FRIENDS_CHANNEL) this.changePresence(userId, -1);
  }

  private drop(conn: Connection): void {
    if (!this.connections.delete(conn)) return;
    conn.cancelAuthTimer();
    if (conn.userId === null) return;
    const own = this.byUser.get(conn.userId);
    own?.delete(conn);
    if (own && own.size === 0) this.byUser.delete(conn.userId);
    if (conn.channels.has(FRIENDS_CHANNEL)) this.changePresence(conn.userId, -1);
  }

  private changePresence(userId: number, delta: 1 | -1): void {
    const before = this.present.get(userId) ?? 0;
    const after = Math.max(0, before + delta);
    if (after === 0) this.present.delete(userId);
    else this.present.set(userId, after);
    if ((before === 0) === (after === 0)) return;
    for (const listener of this.listeners) {
      try {
        listener(userId, after > 0);
      } catch (err) {
        this.options.log.error({ err }, 'presence listener failed');
      }
    }
  }

  private scheduleHeartbeat(): void {
    this.stopHeartbeat = this.options.clock.setTimeout(() => {
      for (const conn of [...this.connections]) {
        if (!conn.alive) {
          conn.ws.terminate();
          this.drop(conn);
          continue;
        }
        conn.alive = false;
        if (conn.ws.readyState === conn.ws.OPEN) conn.ws.ping();
      }
      if (!this.closed) this.scheduleHeartbeat();
    }, this.options.heartbeatMs);
  }

  private reject(conn: Connection, code: HubErrorCode, message: string): void {
    this.send(conn, { type: 'error', code, message });
    conn.ws.close(HUB_CLOSE.unauthorized, code);
    this.drop(conn);
  }

  private send(conn: Connection, message: HubServerMessage): void {
    this.sendRaw(conn, JSON.stringify(message));
  }

  private sendRaw(conn: Connection, frame: string): void {
    if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(frame);
  }
}
