import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { APPEAL_TOKEN_TTL_SECONDS } from '../../../contract/moderation';

/** What an appeal token proves: the holder logged in as `userId` while banned since `banAt`. */
export interface AppealClaims {
  userId: number;
  banAt: Date;
}

// Without JWT_SECRET the process makes up its own, as the access-token signer does.
const PROCESS_SECRET = randomBytes(32).toString('hex');

/**
 * Appeal tokens, handed out with a banned login's refusal: `<payload>.<signature>` in base64url,
 * HMAC-SHA256 under a key derived for this purpose alone, so an appeal token is never an access
 * token and the other way round. Stateless and short-lived (APPEAL_TOKEN_TTL_SECONDS); the
 * one-appeal-per-ban rule is the database's (`appeals` unique user and ban). Expiry is read on the
 * injected clock.
 */
export function createAppealTokens(secret: string) {
  const key = createHmac('sha256', secret || PROCESS_SECRET)
    .update('petchat appeal token v1')
    .digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    issue(claims: AppealClaims, now: Date): string {
      const payload = Buffer.from(
        JSON.stringify({
          u: claims.userId,
          b: claims.banAt.getTime(),
          e: now.getTime() + APPEAL_TOKEN_TTL_SECONDS * 1000,
        }),
      ).toString('base64url');
      return `${payload}.${sign(payload).toString('base64url')}`;
    },

    /** The claims of a genuine, unexpired token, or null. */
    verify(token: string, now: Date): AppealClaims | null {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const { u, b, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        if (!Number.isInteger(u) || !Number.isFinite(b) || !Number.isFinite(e) || e <= now.getTime()) return null;
        return { userId: u, banAt: new Date(b) };
      } catch {
        return null;
      }
    },
  };
}
export type AppealTokens = ReturnType<typeof createAppealTokens>;
