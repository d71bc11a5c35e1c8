import type { FastifyBaseLogger } from 'fastify';
import { createChatPorts } from './adapters/chat-ports';
import { createMailer } from './adapters/mail/index';
import { createPaymentGateway } from './adapters/payments/index';
import type { PeerDirectory } from './adapters/peer/peer-directory';
import type { RelayPolicy } from './adapters/peer/relay-policy';
import { createWebPushTransport } from './adapters/push/web-push';
import { connectRedis, type SharedRedis } from './adapters/redis/connection';
import { SearchCooldown } from './adapters/search-cooldown/memory';
import { RedisSearchCooldown } from './adapters/search-cooldown/redis';
import { createMediaStorage } from './adapters/storage/index';
import { createGuards, type Guards } from './auth/guard';
import { SessionCache } from './auth/session-cache';
import { createSessionEvents, type SessionEvents } from './auth/session-events';
import { createTokenSigner, type TokenSigner } from './auth/tokens';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { createFriendCallEvents, type FriendCallEvents } from './events/friend-call-events';
import type { UpgradeRouter } from './http/upgrade';
import type { Metrics } from './metrics/registry';
import type { Clock } from './ports/clock';
import type { Mailer } from './ports/mail';
import type { MatchPool } from './ports/match-pool';
import type { PaymentGateway } from './ports/payment-gateway';
import type { PeerRelay } from './ports/peer-relay';
import type { PushTransport } from './ports/push-transport';
import type { RealtimePort } from './ports/realtime';
import type { SearchCooldownGate } from './ports/search-cooldown';
import type { MediaStorage } from './ports/storage';

/**
 * The adapters behind the ports, built once per server: configuration, database, auth guards and
 * the ports (mail, storage, realtime, matching, ...). Each capability adds its ports here, so
 * tests can build a server with fakes by overriding them in `buildApp({ overrides })`. Who
 * listens to whom (session events and their subscribers) is wired by server/composition.ts.
 */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  signer: TokenSigner;
  guards: Guards;
  /**
   * Per-session data of hot routes held in memory (`guards.cached.verified`, chat search data). It
   * follows `sessionEvents`; nothing else calls `invalidate`.
   */
  sessionCache: SessionCache;
  /**
   * Raised by repositories after a change to a user or a session commits. Its subscribers (the
   * session cache, the sockets of a session that ended, push, the Redis relay) are wired in
   * server/composition.ts; this file only builds it.
   */
  sessionEvents: SessionEvents;
  /**
   * Friend-call invitations invited / ended (server/events/friend-call-events.ts), raised
   * by the friend-calls service and its ending; other modules (push) subscribe.
   */
  friendCallEvents: FriendCallEvents;
  log: FastifyBaseLogger;
  /** Current time; injectable so tests can move the clock. */
  now: () => Date;
  /** Work to run on shutdown (close sockets, flush queues), in reverse order of registration. */
  onClose: Array<() => Promise<void> | void>;
  /** Media storage (photos, videos): local `dataDir/media` or an S3-compatible bucket. */
  storage: MediaStorage;
  /** Mail: the database outbox (GET /api/dev/outbox) or SMTP when SMTP_URL is set. */
  mailer: Mailer;
  /** Timers (long-poll waits, grace periods, heartbeats); tests pass a manual clock with `now`. */
  clock: Clock;
  /** WebSocket upgrades by path on the one HTTP server (/peerjs/peerjs, /realtime). */
  upgrades: UpgradeRouter;
  /** Peer ids connected to the PeerJS server right now, and their owners. */
  peers: PeerDirectory;
  /** Who may send PeerJS signalling to whom; random chat allows the two peers of a current match. */
  relayPolicy: RelayPolicy;
  /** Events to one user + presence: the built-in hub at /realtime, or Ably (ABLY_API_KEY). */
  realtime: RealtimePort;
  /** Random-chat matching pool (in-process; see docs/architecture.md for shared adapters). */
  matchPool: MatchPool;
  /** Card payments (subscription): the no-network test gateway unless PAYMENT_GATEWAY names another. */
  payments: PaymentGateway;
  /** Web Push delivery (`web-push`); tests point it at a local https receiver. */
  pushTransport: PushTransport;
  /**
   * Prometheus metrics of this instance (GET /api/metrics); null unless METRICS_TOKEN is set.
   * Created by server/composition.ts, whose repositories the gauges read.
   */
  metrics: Metrics | null;
  /**
   * The Redis every instance shares (REDIS_URL): absent for one instance. When present the pool,
   * realtime fan-out and presence, PeerJS relay, rate limits, search cooldowns and session-event
   * broadcast go through it, and `/health` reports it.
   */
  redis?: SharedRedis;
  /** PeerJS messages for peer ids held by other instances (with `redis`). */
  peerRelay?: PeerRelay;
  /** Spacing of one user's searches: in-process, or shared through `redis`. */
  searchCooldown: SearchCooldownGate;
}

export function createContext(
  config: AppConfig,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  overrides: Partial<AppContext> = {},
): AppContext {
  const signer = overrides.signer ?? createTokenSigner(config.jwtSecret, config.accessTokenTtlSeconds);
  // Reads ctx.now lazily, so a test clock set through overrides also signs media URLs.
  const media = overrides.storage
    ? { storage: overrides.storage, close: () => {} }
    : createMediaStorage(config, () => ctx.now());
  const mail = overrides.mailer
    ? { mailer: overrides.mailer, close: () => {} }
    : createMailer({ config, db: database.db, log, now: () => ctx.now() });
  const redis =
    overrides.redis ??
    (config.redisUrl ? connectRedis({ url: config.redisUrl, prefix: config.redisPrefix, log }) : undefined);
  const chat = createChatPorts(config, log, overrides, redis);
  const sessionCache =
    overrides.sessionCache ??
    new SessionCache({
      ttlMs: config.sessionCacheTtlMs,
      now: () => ctx.now().getTime(),
      schedule: (callback, ms) => ctx.clock.setTimeout(callback, ms),
      onError: (err) => log.warn({ err }, 'session cache refresh failed'),
    });
  const sessionEvents =
    overrides.sessionEvents ??
    createSessionEvents((err, event) => log.error({ err, event: event.type }, 'session event listener failed'));
  const friendCallEvents =
    overrides.friendCallEvents ??
    createFriendCallEvents((err, event) => log.error({ err, event: event.type }, 'friend call event listener failed'));
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    signer,
    guards: createGuards(database.db, signer, sessionCache, { authCacheMaxAgeMs: config.authCacheTtlMs }),
    sessionCache,
    sessionEvents,
    friendCallEvents,
    log,
    now: () => new Date(),
    onClose: [],
    storage: media.storage,
    mailer: mail.mailer,
    clock: chat.clock,
    upgrades: chat.upgrades,
    peers: chat.peers,
    relayPolicy: chat.relayPolicy,
    realtime: chat.realtime,
    matchPool: chat.matchPool,
    payments: overrides.payments ?? createPaymentGateway(config.paymentGateway),
    pushTransport: overrides.pushTransport ?? createWebPushTransport(),
    metrics: null,
    redis,
    peerRelay: chat.peerRelay,
    searchCooldown: redis
      ? new RedisSearchCooldown(redis.client, config.redisPrefix, config.searchCooldownMs)
      : new SearchCooldown(config.searchCooldownMs),
    ...overrides,
  };
  // Closed last (hooks run in reverse): the adapters above still talk to Redis as they close.
  if (redis && !overrides.redis) ctx.onClose.push(() => redis.close());
  ctx.onClose.push(media.close);
  ctx.onClose.push(mail.close);
  ctx.onClose.push(chat.close);
  ctx.onClose.push(() => sessionCache.close());
  return ctx;
}
