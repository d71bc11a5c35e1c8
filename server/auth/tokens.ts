import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
  /** Refresh-token family (one per login); revoking it ends the session's access tokens too. */
  familyId: string;
}

/** Verified access tokens remembered per process (oldest dropped first). */
const VERIFIED_TOKENS_KEPT = 20_000;

export function createTokenSigner(secret: string, ttlSeconds: number) {
  // An unset secret gets a random one: safe, though tokens then die with the process.
  const key = new TextEncoder().encode(secret || randomBytes(32).toString('hex'));
  // A signature that checked out once stays valid until `exp` (the key never changes in a
  // process), so hot routes skip the WebCrypto HMAC on repeat requests. Whether the session
  // still lives is the guard's question, asked every time.
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();
  const remember = (token: string, claims: AccessClaims, exp: number) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      const nowSeconds = Math.floor(Date.now() / 1000);
      for (const [t, v] of verified) if (v.exp <= nowSeconds) verified.delete(t);
      // Still full: drop the oldest tenth, so the sweep above runs rarely.
      for (const t of verified.keys()) {
        if (verified.size < VERIFIED_TOKENS_KEPT * 0.9) break;
        verified.delete(t);
      }
    }
    verified.set(token, { claims, exp });
  };
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
      const known = verified.get(token);
      if (known) {
        if (Math.floor(Date.now() / 1000) < known.exp) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.fam !== 'string' || typeof payload.exp !== 'number')
          return null;
        const claims = { userId, familyId: payload.fam };
        remember(token, claims, payload.exp);
        return claims;
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
