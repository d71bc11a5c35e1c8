import path from 'node:path';
import * as v from 'valibot';
import type { IceTransportPolicy } from '../contract/chat';
import { DEFAULT_FRIEND_LIMIT } from '../contract/friends';
import { BRAKE_RULE } from '../contract/safety';
import { DEFAULT_VIDEO_DAILY_LIMIT, DEFAULT_VIDEO_MAX_BYTES } from '../contract/videos';
import { parsePushServiceHosts } from './adapters/push/hosts';

/** Runtime configuration, read once from the environment. Every key has an embedded default. */
export interface AppConfig {
  port: number;
  /** Interface to listen on: loopback unless HOST says otherwise. */
  host: string;
  nodeEnv: string;
  /**
   * Serve `*.map` files of the build (`SOURCE_MAPS=1`, local debugging only). Off whatever
   * NODE_ENV says: `npm start` without NODE_ENV is public too (issue 28 item 4). The build's
   * own switch is the same variable (scripts/source-maps.ts).
   */
  serveSourceMaps: boolean;
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
  /**
   * A reporter's account must be at least this old for their report to count towards the review
   * brake (REPORTER_MIN_ACCOUNT_AGE_HOURS, default 24): a ring of fresh accounts cannot pause anyone.
   */
  reporterMinAccountAgeHours: number;
  /**
   * Admins (ADMIN_EMAILS, same form): they can do all a moderator can, and they alone act on a
   * moderator. Nobody acts on an admin through the API (docs/decisions.md "Moderators under rules").
   */
  adminEmails: string[];
  iceServers: string;
  /** Browsers' ICE transport policy (ICE_TRANSPORT_POLICY): `relay` forces TURN for every call. */
  iceTransportPolicy: IceTransportPolicy;
  turnSecret: string;
  turnUrls: string;
  ablyApiKey: string;
  /** Ably custom endpoint (ABLY_ENDPOINT, e.g. an EU-only one); empty: Ably's default. TLS is always on. */
  ablyEndpoint: string;
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

/** A comma-separated list of emails, compared in lower case. */
function emailList(value: string): string[] {
  return value
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
}

/** `VAR=` in a shell or a compose file means "not configured". */
const unset = (value: string) => value === '';

/** A whole number in [min, max]; unset or empty gives `fallback`. */
function integer(fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) {
  const rule =
    max === Number.MAX_SAFE_INTEGER ? `a whole number, at least ${min}` : `a whole number from ${min} to ${max}`;
  return v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => (unset(value) ? String(fallback) : value.trim())),
    v.regex(/^\d+$/, `must be ${rule}`),
    v.transform(Number),
    v.number(),
    v.minValue(min, `must be ${rule}`),
    v.maxValue(max, `must be ${rule}`),
  );
}

/** A flag: `1`/`true` on, `0`/`false` off, unset or empty gives `fallback`. */
function flag(fallback: boolean) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => (unset(value) ? String(fallback) : value.trim().toLowerCase())),
    v.picklist(['1', 'true', '0', 'false'], 'must be 1, true, 0 or false'),
    v.transform((value) => value === '1' || value === 'true'),
  );
}

/** Any text; only unset gives `fallback` (an explicitly empty value stays empty). */
const text = (fallback = '') => v.optional(v.string(), fallback);

/** Any text; unset or empty gives `fallback`. */
function textOrDefault(fallback: string) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => (unset(value) ? fallback : value)),
  );
}

/** One of `options`; unset or empty gives the first. */
function oneOf<const T extends readonly [string, ...string[]]>(options: T) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => (unset(value) ? options[0] : value.trim())),
    v.picklist(options, `must be one of ${options.join(', ')}`),
  );
}

/** An absolute http(s) URL, or unset (the caller derives the default). */
const httpUrl = v.optional(
  v.pipe(
    v.string(),
    v.check(
      (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
      'must be an http:// or https:// URL',
    ),
  ),
);

const LOG_LEVELS = ['info', 'fatal', 'error', 'warn', 'debug', 'trace', 'silent'] as const;

/**
 * The environment as valibot reads it: one entry per variable, each with its rule and its
 * embedded default. A value that breaks its rule stops the server at start, naming the variable
 * and the rule: before this schema a typo such as `PORT=30OO` silently became the default.
 * An empty number, flag or choice counts as unset; an empty text stays empty unless noted.
 */
export const envSchema = v.object({
  PORT: integer(3000, 0, 65_535),
  HOST: textOrDefault('127.0.0.1'),
  NODE_ENV: text('development'),
  ALLOW_REMOTE_OUTBOX: flag(false),
  PUBLIC_URL: httpUrl,
  DATA_DIR: v.optional(v.string()),
  DATABASE_URL: text(),
  DATABASE_NAMED_STATEMENTS: flag(true),
  DIST_DIR: v.optional(v.string()),
  JWT_SECRET: text(),
  ACCESS_TOKEN_TTL_SECONDS: integer(900, 1),
  REFRESH_TOKEN_TTL_DAYS: integer(30, 1),
  TRIAL_DAYS: integer(7),
  FRIEND_LIMIT: integer(DEFAULT_FRIEND_LIMIT),
  SMTP_URL: text(),
  MAIL_FROM: text('PetChat <no-reply@petchat.local>'),
  CONTACT_EMAIL: text('support@petchat.app'),
  MODERATOR_EMAILS: text(),
  ADMIN_EMAILS: text(),
  REPORTER_MIN_ACCOUNT_AGE_HOURS: integer(BRAKE_RULE.defaultMinAccountAgeHours),
  // Exactly `1`, as the build reads it (scripts/source-maps.ts): anything else keeps maps private.
  SOURCE_MAPS: text(),
  ICE_SERVERS: text(),
  ICE_TRANSPORT_POLICY: oneOf(['all', 'relay']),
  TURN_SECRET: text(),
  TURN_URLS: text(),
  ABLY_API_KEY: text(),
  ABLY_ENDPOINT: text(),
  REDIS_URL: text(),
  REDIS_PREFIX: textOrDefault('petchat:'),
  TURN_TTL_SECONDS: integer(86_400, 1),
  CALL_TIME_LIMIT_MINUTES: integer(5, 1),
  MATCH_WAIT_SECONDS: integer(25),
  REQUEST_TIMEOUT_SECONDS: integer(60, 1),
  CONNECTION_TIMEOUT_SECONDS: integer(40, 1),
  SEARCH_COOLDOWN_MS: integer(1000),
  MATCH_LEAVE_GRACE_MS: integer(4000),
  MATCH_GONE_GRACE_MS: integer(1000),
  PEER_CREDENTIAL_TTL_HOURS: integer(24, 1),
  AUTH_CACHE_TTL_MS: integer(1_000),
  SESSION_CACHE_TTL_MS: integer(30_000),
  REALTIME_TICKET_TTL_SECONDS: integer(30, 1),
  REALTIME_HEARTBEAT_SECONDS: integer(25, 1),
  LOG_LEVEL: oneOf(LOG_LEVELS),
  S3_BUCKET: text(),
  S3_ENDPOINT: text(),
  S3_REGION: text('us-east-1'),
  S3_ACCESS_KEY_ID: text(),
  S3_SECRET_ACCESS_KEY: text(),
  S3_PUBLIC_URL: text(),
  MEDIA_SIGNING_SECRET: text(),
  VIDEO_DAILY_LIMIT: integer(DEFAULT_VIDEO_DAILY_LIMIT),
  VIDEO_MAX_BYTES: integer(DEFAULT_VIDEO_MAX_BYTES, 1),
  VIDEO_URL_TTL_SECONDS: integer(3600, 1),
  AUTH_RATE_LIMIT_PER_MINUTE: integer(30, 1),
  LOGIN_MAX_FAILURES: integer(10, 1),
  LOGIN_ACCOUNT_MAX_FAILURES: integer(50, 1),
  LOGIN_LOCK_MINUTES: integer(15, 1),
  TRUST_PROXY: text(),
  METRICS_TOKEN: text(),
  PAYMENT_GATEWAY: textOrDefault('test'),
  SUBSCRIPTION_JOB_INTERVAL_MS: integer(60_000, 1),
  PUSH_SERVICE_HOSTS: v.optional(v.string()),
  VAPID_PUBLIC_KEY: text(),
  VAPID_PRIVATE_KEY: text(),
  VAPID_SUBJECT: v.optional(
    v.pipe(v.string(), v.regex(/^(mailto:|https:|$)/, "must start with 'mailto:' or 'https:'")),
    '',
  ),
});

/** Every broken rule at once, one line each: `PORT must be a whole number from 0 to 65535 (got '30OO')`. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseEnv(env: NodeJS.ProcessEnv): v.InferOutput<typeof envSchema> {
  const result = v.safeParse(envSchema, env);
  if (result.success) return result.output;
  const lines = result.issues.map((issue) => {
    const name = v.getDotPath(issue) ?? '(environment)';
    const got = env[name];
    return `  ${name} ${issue.message}${got === undefined ? '' : ` (got '${got}')`}`;
  });
  throw new ConfigError(`Invalid configuration in the environment:\n${lines.join('\n')}`);
}

function trustProxy(value: string): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const e = parseEnv(env);
  return checked({
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    allowRemoteOutbox: e.ALLOW_REMOTE_OUTBOX,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    dataDir: path.resolve(e.DATA_DIR ?? path.join(root, 'data')),
    databaseUrl: e.DATABASE_URL,
    databaseNamedStatements: e.DATABASE_NAMED_STATEMENTS,
    distDir: path.resolve(e.DIST_DIR ?? path.join(root, 'dist')),
    // A random per-process secret keeps the default safe; set JWT_SECRET so tokens survive restarts.
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    trialDays: e.TRIAL_DAYS,
    friendLimit: e.FRIEND_LIMIT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    moderatorEmails: emailList(e.MODERATOR_EMAILS),
    adminEmails: emailList(e.ADMIN_EMAILS),
    reporterMinAccountAgeHours: e.REPORTER_MIN_ACCOUNT_AGE_HOURS,
    serveSourceMaps: e.SOURCE_MAPS === '1',
    iceServers: e.ICE_SERVERS,
    iceTransportPolicy: e.ICE_TRANSPORT_POLICY,
    turnSecret: e.TURN_SECRET,
    turnUrls: e.TURN_URLS,
    ablyApiKey: e.ABLY_API_KEY,
    ablyEndpoint: e.ABLY_ENDPOINT,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    turnTtlSeconds: e.TURN_TTL_SECONDS,
    callTimeLimitMinutes: e.CALL_TIME_LIMIT_MINUTES,
    matchWaitSeconds: e.MATCH_WAIT_SECONDS,
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    connectionTimeoutSeconds: e.CONNECTION_TIMEOUT_SECONDS,
    searchCooldownMs: e.SEARCH_COOLDOWN_MS,
    matchLeaveGraceMs: e.MATCH_LEAVE_GRACE_MS,
    matchGoneGraceMs: e.MATCH_GONE_GRACE_MS,
    peerCredentialTtlHours: e.PEER_CREDENTIAL_TTL_HOURS,
    sessionCacheTtlMs: e.SESSION_CACHE_TTL_MS,
    authCacheTtlMs: e.AUTH_CACHE_TTL_MS,
    realtimeTicketTtlSeconds: e.REALTIME_TICKET_TTL_SECONDS,
    realtimeHeartbeatSeconds: e.REALTIME_HEARTBEAT_SECONDS,
    logLevel: e.LOG_LEVEL,
    s3Bucket: e.S3_BUCKET,
    s3Endpoint: e.S3_ENDPOINT,
    s3Region: e.S3_REGION,
    s3AccessKeyId: e.S3_ACCESS_KEY_ID,
    s3SecretAccessKey: e.S3_SECRET_ACCESS_KEY,
    s3PublicUrl: e.S3_PUBLIC_URL,
    mediaSigningSecret: e.MEDIA_SIGNING_SECRET,
    videoDailyLimit: e.VIDEO_DAILY_LIMIT,
    videoMaxBytes: e.VIDEO_MAX_BYTES,
    videoUrlTtlSeconds: e.VIDEO_URL_TTL_SECONDS,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginAccountMaxFailures: e.LOGIN_ACCOUNT_MAX_FAILURES,
    loginLockMinutes: e.LOGIN_LOCK_MINUTES,
    trustProxy: trustProxy(e.TRUST_PROXY),
    metricsToken: e.METRICS_TOKEN,
    paymentGateway: e.PAYMENT_GATEWAY,
    subscriptionJobIntervalMs: e.SUBSCRIPTION_JOB_INTERVAL_MS,
    pushServiceHosts: parsePushServiceHosts(e.PUSH_SERVICE_HOSTS),
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    vapidSubject: e.VAPID_SUBJECT,
    ...overrides,
  });
}

/** Rules across variables, checked after the overrides (tests pass some values directly). */
function checked(config: AppConfig): AppConfig {
  // Timeouts below the long-poll would cut every search that waits for a partner.
  const floor = config.matchWaitSeconds + 5;
  if (config.connectionTimeoutSeconds < floor || config.requestTimeoutSeconds < floor)
    throw new ConfigError(
      `CONNECTION_TIMEOUT_SECONDS and REQUEST_TIMEOUT_SECONDS must be at least MATCH_WAIT_SECONDS + 5 (${floor})`,
    );
  // One half of a key pair would sign with a key nobody can verify: refuse to start instead.
  if (Boolean(config.vapidPublicKey) !== Boolean(config.vapidPrivateKey))
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  if (config.vapidSubject && !/^(mailto:|https:)/.test(config.vapidSubject))
    throw new ConfigError("VAPID_SUBJECT must start with 'mailto:' or 'https:'");
  return config;
}
