import type { FastifyRequest } from 'fastify';

// Query parameters that carry a secret: the reset link's token (the SPA page
// /password-reset?token=… is requested from this server) and signed media URLs.
const SECRET_PARAMS = new Set([
  'token',
  'signature',
  'code',
  'verification_code',
  'access_token',
  'peer_token',
  'ticket',
]);

/** The URL as logged: secret query values replaced, everything else kept for debugging. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.has(key.toLowerCase())) {
      params.set(key, '[Redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

/** Fastify's default request fields, with the URL redacted. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
