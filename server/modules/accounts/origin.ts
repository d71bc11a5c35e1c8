import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http/errors';

/**
 * Cookie-authenticated endpoints (refresh, logout by cookie) refuse requests started by another
 * site. SameSite=Strict already keeps the cookie off them; this is the second lock, for older
 * browsers and for same-site sibling origins. Requests without these headers (non-browser
 * clients) carry no ambient browser credentials of a victim and pass.
 */
export function assertSameOrigin(request: FastifyRequest, publicUrl: string): void {
  if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('Cross-site request refused.', 'cross_site');
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const allowed = new Set([originOf(publicUrl), `${request.protocol}://${request.host}`]);
  if (!allowed.has(origin)) throw forbidden('Cross-site request refused.', 'cross_site');
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
