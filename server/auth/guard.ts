import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/client';
import { pgArray } from '../db/pg-array';
import { refreshTokens, type UserRow, users } from '../db/schema/index';
import { forbidden, unauthorized } from '../http/errors';
import { sessionBatcher } from './session-batcher';
import { type BatchLoader, CacheSlot, type SessionCache, type SessionKey } from './session-cache';
import type { AccessClaims, TokenSigner } from './tokens';

export interface AuthContext {
  user: UserRow;
  familyId: string;
  /**
   * True when the user row came from the session cache (`guards.cached.verified`): it may be up
   * to the cache TTL old if another server instance changed it, so a refusal based on it should
   * be confirmed with `guards.reload` first.
   */
  fromCache?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

/** The current user of an authenticated request; routes behind a guard may rely on it. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

export const isVerified = (user: UserRow) => user.emailVerifiedAt !== null;

const NOT_VERIFIED = 'Your email address is not verified.';

/** Started by `cached.verifiedWith` beside the session's read, for the session the token names. */
export type Alongside = (session: SessionKey, request: FastifyRequest) => void;

/** The user row of a live session: the user exists and the session's family is not revoked. */
export const SESSION_USER = new CacheSlot<UserRow>('session-user');

export interface GuardOptions {
  /**
   * `signedIn` and `verified` serve the session's user row from the session cache when it was
   * read at most this long ago (AUTH_CACHE_TTL_MS, 1 s); 0 reads the database on every request.
   */
  authCacheMaxAgeMs: number;
}

/**
 * Guards for routes. `signedIn` accepts any valid session (verified or not); `verified` also
 * requires a verified email (403 otherwise), as API.md asks of every endpoint not listed for
 * unverified users. A token is valid only while its user exists and its session is not revoked.
 *
 * Every guard reads the session through the session cache: a session this process revoked, or a
 * user it deleted or changed, is seen at once (the cache is invalidated by session events, which
 * Redis relays to the other instances); a change no event announced within the age the guard
 * accepts: `authCacheMaxAgeMs` (1 s) for `signedIn` and `verified`, the cache's full TTL (30 s)
 * for `cached.verified` of the hot search routes. Refusals are never decided on cached data: an
 * unverified cached user is read again before the 403, and a 401 always comes from the database
 * (the cache holds live sessions only). `authenticate` always reads the database.
 */
export function createGuards(
  db: Database,
  signer: TokenSigner,
  sessions: SessionCache,
  options: GuardOptions = { authCacheMaxAgeMs: 0 },
) {
  // Prepared once: every authenticated request runs it, and building the SQL each time costs
  // about as much as PGlite's execution. One query checks many sessions: requests arriving
  // together share it (sessionBatcher), and the cache's background refresh uses it too.
  const sessionUsersQuery = db
    .select({ user: users, familyId: refreshTokens.familyId })
    .from(users)
    .innerJoin(refreshTokens, and(eq(refreshTokens.userId, users.id), isNull(refreshTokens.revokedAt)))
    .where(sql`${refreshTokens.familyId} = ANY(${sql.placeholder('families')}::uuid[])`)
    .prepare('auth_session_users');
  const sessionUsers: BatchLoader<UserRow> = async (keys) => {
    const asked = new Set(keys.map((k) => `${k.userId}:${k.familyId}`));
    const rows = await sessionUsersQuery.execute({ families: pgArray(keys.map((k) => k.familyId)) });
    const found = new Map<string, UserRow>();
    for (const row of rows) if (asked.has(`${row.user.id}:${row.familyId}`)) found.set(row.familyId, row.user);
    return found;
  };
  sessions.refreshWith(SESSION_USER, sessionUsers);
  const sessionUser = sessionBatcher(sessionUsers, (user) => user.id);

  async function claimsOf(request: FastifyRequest): Promise<AccessClaims> {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) throw unauthorized();
    const claims = await signer.verify(match[1].trim());
    if (!claims) throw unauthorized();
    return claims;
  }

  /** `maxAgeMs` undefined: the cache's TTL; 0: the database. */
  async function resolve(request: FastifyRequest, claims: AccessClaims, maxAgeMs?: number): Promise<AuthContext> {
    const { value: user, cached } = await sessions.load(
      SESSION_USER,
      claims.userId,
      claims.familyId,
      () => sessionUser(claims),
      maxAgeMs === 0 ? { fresh: true } : { maxAgeMs },
    );
    if (!user) {
      // Gone (e.g. revoked by another instance): whatever this process still held for it goes too.
      sessions.forget(claims.familyId);
      throw unauthorized();
    }
    request.auth = cached ? { user, familyId: claims.familyId, fromCache: true } : { user, familyId: claims.familyId };
    return request.auth;
  }

  /** Checks the bearer token and its session against the database (and refreshes the cache). */
  async function authenticate(request: FastifyRequest): Promise<AuthContext> {
    return resolve(request, await claimsOf(request), 0);
  }

  /** `alongside` starts once the token is checked, before the session is read (see `cached.verifiedWith`). */
  async function authenticateCached(
    request: FastifyRequest,
    maxAgeMs?: number,
    alongside?: Alongside,
  ): Promise<AuthContext> {
    const claims = await claimsOf(request);
    alongside?.({ userId: claims.userId, familyId: claims.familyId }, request);
    return resolve(request, claims, maxAgeMs);
  }

  /** A cached row that would refuse (unverified) is read again first: cached data never refuses. */
  async function verifiedWithin(request: FastifyRequest, maxAgeMs?: number, alongside?: Alongside): Promise<void> {
    let auth = await authenticateCached(request, maxAgeMs, alongside);
    if (!isVerified(auth.user) && auth.fromCache) {
      auth = await reload(auth);
      request.auth = auth;
    }
    if (!isVerified(auth.user)) throw forbidden(NOT_VERIFIED, 'not_verified');
  }

  /** The same session read from the database; for a refusal that a cached row suggested. */
  async function reload(auth: AuthContext): Promise<AuthContext> {
    const { value: user } = await sessions.load(
      SESSION_USER,
      auth.user.id,
      auth.familyId,
      () => sessionUser({ userId: auth.user.id, familyId: auth.familyId }),
      { fresh: true },
    );
    if (!user) {
      sessions.forget(auth.familyId);
      throw unauthorized();
    }
    return { user, familyId: auth.familyId };
  }

  const signedIn: preHandlerAsyncHookHandler = async (request: FastifyRequest, _reply: FastifyReply) => {
    await authenticateCached(request, options.authCacheMaxAgeMs);
  };
  const verified: preHandlerAsyncHookHandler = async (request: FastifyRequest, _reply: FastifyReply) => {
    await verifiedWithin(request, options.authCacheMaxAgeMs);
  };
  const cachedVerified: preHandlerAsyncHookHandler = async (request: FastifyRequest, _reply: FastifyReply) => {
    await verifiedWithin(request);
  };
  /**
   * `cached.verified` for a route that reads more of the session anyway (the search's own data):
   * `alongside` starts that read as soon as the token's signature is checked, so a cold session
   * reads both at once instead of one after the other. It only warms: the route answers nothing
   * before the guard passed, and a refused request's read is dropped unseen.
   */
  const cachedVerifiedWith =
    (alongside: Alongside): preHandlerAsyncHookHandler =>
    async (request: FastifyRequest, _reply: FastifyReply) => {
      await verifiedWithin(request, undefined, alongside);
    };
  return {
    authenticate,
    reload,
    signedIn,
    verified,
    cached: { verified: cachedVerified, verifiedWith: cachedVerifiedWith },
  };
}
export type Guards = ReturnType<typeof createGuards>;
