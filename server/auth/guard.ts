import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/client';
import { refreshTokens, type UserRow, users } from '../db/schema/index';
import { forbidden, unauthorized } from '../http/errors';
import type { TokenSigner } from './tokens';

export interface AuthContext {
  user: UserRow;
  familyId: string;
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

/**
 * Guards for routes. `signedIn` accepts any valid session (verified or not); `verified` also
 * requires a verified email (403 otherwise), as API.md asks of every endpoint not listed for
 * unverified users. A token is valid only while its user exists and its session is not revoked.
 */
export function createGuards(db: Database, signer: TokenSigner) {
  async function authenticate(request: FastifyRequest): Promise<AuthContext> {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) throw unauthorized();
    const claims = await signer.verify(match[1].trim());
    if (!claims) throw unauthorized();
    const rows = await db
      .select({ user: users })
      .from(users)
      .innerJoin(refreshTokens, and(eq(refreshTokens.userId, users.id), eq(refreshTokens.familyId, claims.familyId), isNull(refreshTokens.revokedAt)))
      .where(eq(users.id, claims.userId))
      .limit(1);
    const row = rows[0];
    if (!row) throw unauthorized();
    request.auth = { user: row.user, familyId: claims.familyId };
    return request.auth;
  }

  const signedIn: preHandlerAsyncHookHandler = async (request: FastifyRequest, _reply: FastifyReply) => {
    await authenticate(request);
  };
  const verified: preHandlerAsyncHookHandler = async (request: FastifyRequest, _reply: FastifyReply) => {
    const { user } = await authenticate(request);
    if (!isVerified(user)) throw forbidden('Your email address is not verified.');
  };
  return { authenticate, signedIn, verified };
}
export type Guards = ReturnType<typeof createGuards>;
