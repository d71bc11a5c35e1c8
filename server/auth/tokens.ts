import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface AccessClaims {
  userId: number;
  /** Refresh-token family (one per login); revoking it ends the session's access tokens too. */
  familyId: string;
}

export function createTokenSigner(secret: string, ttlSeconds: number) {
  // An unset secret gets a random one: safe, though tokens then die with the process.
  const key = new TextEncoder().encode(secret || randomBytes(32).toString('hex'));
  return {
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ fam: claims.familyId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.fam !== 'string') return null;
        return { userId, familyId: payload.fam };
      } catch {
        return null;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** Random URL-safe secret (refresh tokens, reset tokens, peer tokens). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Secrets are stored only as hashes; SHA-256 suffices for high-entropy random tokens. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
