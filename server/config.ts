import path from 'node:path';
import type { IceTransportPolicy } from '../contract/chat';
import { DEFAULT_FRIEND_LIMIT } from '../contract/friends';
import { parsePushServiceHosts } from './modules/push/hosts';
import { DEFAULT_VIDEO_DAILY_LIMIT, DEFAULT_VIDEO_MAX_BYTES } from '../contract/videos';

/** Runtime configuration, read once from the environment. Every key has an embedded default. */
export interface AppConfig {
  port: number;
  /** Interface to listen on: loopback unless HOST says otherwise. */
  host: string;
  nodeEnv: string;
  /**
   * The dev outbox (GET /api/dev/outbox, every reset link in it) answers loopback clients only;
   * ALLOW_REMOTE_OUTBOX=1 lets any client read it (outside production), with a loud warning.
   */
  allowRemoteOutbox: boolean;
  /** Public URL the app is reached at (mail links, CORS/origin checks). */
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL URL; when empty the embedded PGlite database in `dataDir/db` is used. */
  databaseUrl: string;
  /**
   * Named (server-side) prepared statements on PostgreSQL; off (DATABASE_NAMED_STATEMENTS=false)
   * behind a pooler that shares one server session between clients (PgBouncer in transaction
   * mode, pglite-socket), where two connections preparing the same name collide.
   */
  databaseNamedStatements: boolean;
  /** Directory of the built SPA. */
  distDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  trialDays: number;
  /** Friends plus pending sent requests a non-subscriber may have (FRIEND_LIMIT). */
  friendLimit: number;
  smtpUrl: string;
  mailFrom: string;
  contactEmail: string;
  /** Accounts whose email is listed here are moderators (MODERATOR_EMAILS, comma-separated, any case). */
  moderatorEmails: string[];
  iceServers: string;
  /** Browsers' ICE transport policy (ICE_TRANSPORT_POLICY): `relay` forces TURN for every call. */
  iceTransportPolicy: IceTransportPolicy;
  turnSecret: string;
  turnUrls: string;
  ablyApiKey: string;
  /**
   * Redis for what several instances share (match pool, realtime fan-out, PeerJS relay, rate
   * limits, cache invalidation, cooldowns); empty keeps all of it in this process (one instance).
   */
  redisUrl: string;
  /** Prefix of every Redis key and channel, so several deployments (or tests) can share one Redis. */
  redisPrefix: string;
  /** coturn REST credentials lifetime (TURN_SECRET). */
  turnTtlSeconds: number;
  /** Call time limit in minutes (GET /get-time-limit; the recording auto-stop uses it). */
  callTimeLimitMinutes: number;
  /** How long POST /get-peer-id waits for a partner before answering `randomUser: null`. */
  matchWaitSeconds: number;
  /** A request (headers and body) must arrive within this time; above the long-poll wait. */
  requestTimeoutSeconds: number;
  /** A connection with no traffic for this long is closed; above the long-poll wait. */
  connectionTimeoutSeconds: number;
  /** Minimum time between two searches of one user (Next spam); 0 disables. */
  searchCooldownMs: number;
  /** A matched user whose connection dropped gets this long to come back before the partner is told. */
  matchLeaveGraceMs: number;
  /**
   * Shorter grace when both the realtime presence and the PeerJS socket of the call are gone (a
   * killed browser closes both; a phone changing network loses neither at once at the server).
   */
  matchGoneGraceMs: number;
  /** Issued PeerJS ids stay valid this long (while their session lives). */
  peerCredentialTtlHours: number;
  /**
   * Hot routes (random-chat search) serve session checks and per-session data from memory this
   * long; changes made by this process, or by another instance (session events over Redis), show
   * at once; only a change no event announces waits for this. 0 = off.
   */
  sessionCacheTtlMs: number;
  /**
   * Every other route's guard (`signedIn`, `verified`) serves the session's user row from that
   * cache when it was read at most this long ago (`AUTH_CACHE_TTL_MS`, 1000; capped by
   * `sessionCacheTtlMs`). Changes this process or any instance announces show at once; a change
   * no event announces within this. 0 = a database read per request.
   */
  authCacheTtlMs: number;
  /** Hub tickets from POST /broadcasting/auth are valid this long, once. */
  realtimeTicketTtlSeconds: number;
  /** Hub ping period; a socket silent for two periods is dropped. */
  realtimeHeartbeatSeconds: number;
  logLevel: string;
  /** Media storage: an S3-compatible bucket when `s3Bucket` is set, else `dataDir/media`. */
  s3Bucket: string;
  /** Endpoint of an S3-compatible service (MinIO, R2, ...); empty means AWS itself. */
  s3Endpoint: string;
  s3Region: string;
  s3AccessKeyId: string;
  s3SecretAccessKey: string;
  /** Base URL the bucket's public objects are reached at (CDN or bucket website). */
  s3PublicUrl: string;
  /** Secret for signed local media URLs; defaults to the JWT secret. */
  mediaSigningSecret: string;
  /** Saved videos a subscriber may upload per UTC day (`VIDEO_DAILY_LIMIT`, default 10). */
  videoDailyLimit: number;
  /** Largest video upload in bytes (`VIDEO_MAX_BYTES`, default 200 MB); larger is 413. */
  videoMaxBytes: number;
  /** Lifetime of the signed URLs GET /get-videos answers (`VIDEO_URL_TTL_SECONDS`, default 1 hour). */
  videoUrlTtlSeconds: number;
  /** Per client IP and per auth route (login, register, codes, reset, refresh): requests a minute. */
  authRateLimitPerMinute: number;
  /** Failed logins per account and client within `loginLockMinutes` before that client gets 429. */
  loginMaxFailures: number;
  /** Failed logins per account (all clients) before every attempt waits a growing delay. */
  loginAccountMaxFailures: number;
  loginLockMinutes: number;
  /**
   * Fastify `trustProxy`: off by default so a client cannot pick its own IP with X-Forwarded-For
   * (per-IP limits). Behind a reverse proxy set TRUST_PROXY=true or the proxy addresses (comma-separated).
   */
  trustProxy: boolean | string;
  /**
   * GET /api/metrics (Prometheus) answers only a request with `Authorization: Bearer <token>`;
   * empty (the default) turns metrics off and the route answers 404 (METRICS_TOKEN).
   */
  metricsToken: string;
  /** Payment gateway adapter (docs/payments.md): `test` (no network) is the only one built. */
  paymentGateway: string;
  /** How often the subscription renewal job looks for due renewals, retries and expiries. */
  subscriptionJobIntervalMs: number;
  /** Hosts of push services the server posts to (`PUSH_SERVICE_HOSTS`, comma-separated; `*.domain` for subdomains). */
  pushServiceHosts: string[];
  /** VAPID key pair (base64url); both empty: made at first start and kept in the database. */
  vapidPublicKey: string;
  vapidPrivateKey: string;
  /** VAPID contact (`mailto:` or `https:`); default `mailto:` + CONTACT_EMAIL. */
  vapidSubject: string;
}

const root = path.resolve(import.meta.dirname, '..');

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

function iceTransportPolicy(value: string | undefined): IceTransportPolicy {
  if (!value) return 'all';
  if (value === 'all' || value === 'relay') return value;
  throw new Error(`ICE_TRANSPORT_POLICY must be 'all' or 'relay', not '${value}'`);
}

function trustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const port = int(env.PORT, 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(root, 'data'));
  return checked({
    port,
    host: env.HOST || '127.0.0.1',
    nodeEnv: env.NODE_ENV ?? 'development',
    allowRemoteOutbox: env.ALLOW_REMOTE_OUTBOX === '1' || env.ALLOW_REMOTE_OUTBOX === 'true',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? '',
    databaseNamedStatements: !['0', 'false'].includes(env.DATABASE_NAMED_STATEMENTS ?? ''),
    distDir: path.resolve(env.DIST_DIR ?? path.join(root, 'dist')),
    // A random per-process secret keeps the default safe; set JWT_SECRET so tokens survive restarts.
    jwtSecret: env.JWT_SECRET ?? '',
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 900),
    refreshTokenTtlDays: int(env.REFRESH_TOKEN_TTL_DAYS, 30),
    trialDays: int(env.TRIAL_DAYS, 7),
    friendLimit: int(env.FRIEND_LIMIT, DEFAULT_FRIEND_LIMIT),
    smtpUrl: env.SMTP_URL ?? '',
    mailFrom: env.MAIL_FROM ?? 'PetChat <no-reply@petchat.local>',
    contactEmail: env.CONTACT_EMAIL ?? 'support@petchat.app',
    moderatorEmails: (env.MODERATOR_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    iceServers: env.ICE_SERVERS ?? '',
    iceTransportPolicy: iceTransportPolicy(env.ICE_TRANSPORT_POLICY),
    turnSecret: env.TURN_SECRET ?? '',
    turnUrls: env.TURN_URLS ?? '',
    ablyApiKey: env.ABLY_API_KEY ?? '',
    redisUrl: env.REDIS_URL ?? '',
    redisPrefix: env.REDIS_PREFIX || 'petchat:',
    turnTtlSeconds: int(env.TURN_TTL_SECONDS, 86_400),
    callTimeLimitMinutes: int(env.CALL_TIME_LIMIT_MINUTES, 5),
    matchWaitSeconds: int(env.MATCH_WAIT_SECONDS, 25),
    requestTimeoutSeconds: int(env.REQUEST_TIMEOUT_SECONDS, 60),
    connectionTimeoutSeconds: int(env.CONNECTION_TIMEOUT_SECONDS, 40),
    searchCooldownMs: int(env.SEARCH_COOLDOWN_MS, 1000),
    matchLeaveGraceMs: int(env.MATCH_LEAVE_GRACE_MS, 4000),
    matchGoneGraceMs: int(env.MATCH_GONE_GRACE_MS, 1000),
    peerCredentialTtlHours: int(env.PEER_CREDENTIAL_TTL_HOURS, 24),
    sessionCacheTtlMs: int(env.SESSION_CACHE_TTL_MS, 30_000),
    authCacheTtlMs: int(env.AUTH_CACHE_TTL_MS, 1_000),
    realtimeTicketTtlSeconds: int(env.REALTIME_TICKET_TTL_SECONDS, 30),
    realtimeHeartbeatSeconds: int(env.REALTIME_HEARTBEAT_SECONDS, 25),
    logLevel: env.LOG_LEVEL ?? 'info',
    s3Bucket: env.S3_BUCKET ?? '',
    s3Endpoint: env.S3_ENDPOINT ?? '',
    s3Region: env.S3_REGION ?? 'us-east-1',
    s3AccessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    s3SecretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    s3PublicUrl: env.S3_PUBLIC_URL ?? '',
    mediaSigningSecret: env.MEDIA_SIGNING_SECRET ?? '',
    videoDailyLimit: int(env.VIDEO_DAILY_LIMIT, DEFAULT_VIDEO_DAILY_LIMIT),
    videoMaxBytes: int(env.VIDEO_MAX_BYTES, DEFAULT_VIDEO_MAX_BYTES),
    videoUrlTtlSeconds: int(env.VIDEO_URL_TTL_SECONDS, 3600),
    authRateLimitPerMinute: int(env.AUTH_RATE_LIMIT_PER_MINUTE, 30),
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 10),
    loginAccountMaxFailures: int(env.LOGIN_ACCOUNT_MAX_FAILURES, 50),
    loginLockMinutes: int(env.LOGIN_LOCK_MINUTES, 15),
    trustProxy: trustProxy(env.TRUST_PROXY),
    metricsToken: env.METRICS_TOKEN ?? '',
    paymentGateway: env.PAYMENT_GATEWAY || 'test',
    subscriptionJobIntervalMs: int(env.SUBSCRIPTION_JOB_INTERVAL_MS, 60_000),
    pushServiceHosts: parsePushServiceHosts(env.PUSH_SERVICE_HOSTS),
    vapidPublicKey: env.VAPID_PUBLIC_KEY ?? '',
    vapidPrivateKey: env.VAPID_PRIVATE_KEY ?? '',
    vapidSubject: env.VAPID_SUBJECT ?? '',
    ...overrides,
  });
}

/** Timeouts below the long-poll would cut every search that waits for a partner. */
function checked(config: AppConfig): AppConfig {
  const floor = config.matchWaitSeconds + 5;
  if (config.connectionTimeoutSeconds < floor || config.requestTimeoutSeconds < floor)
    throw new Error(
      `CONNECTION_TIMEOUT_SECONDS and REQUEST_TIMEOUT_SECONDS must be at least MATCH_WAIT_SECONDS + 5 (${floor})`,
    );
  // One half of a key pair would sign with a key nobody can verify: refuse to start instead.
  if (Boolean(config.vapidPublicKey) !== Boolean(config.vapidPrivateKey))
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  if (config.vapidSubject && !/^(mailto:|https:)/.test(config.vapidSubject))
    throw new Error("VAPID_SUBJECT must start with 'mailto:' or 'https:'");
  return config;
}
