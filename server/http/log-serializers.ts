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

type LoggedError = {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  stack: string;
  cause?: LoggedError;
};

/**
 * An error as logged: type, message, code, status and stack, and the same of its causes — and
 * nothing else. A failed query's error (drizzle's `DrizzleQueryError`) carries every bound
 * parameter, password hashes and emails included, in `params` and in its message; PostgreSQL's
 * `detail` repeats values ("Key (email)=(…) already exists"). Those never reach the log: the SQL
 * text says which statement failed, the SQLSTATE code why.
 */
export function serializeError(error: unknown, depth = 0, underQuery = false): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown', stack: '' };
  const e = error as Error & { code?: unknown; statusCode?: unknown; query?: unknown; params?: unknown };
  const withholdsParams = 'params' in e && typeof e.query === 'string';
  // The database's own message may quote a value (`value "…" is out of range for type integer`).
  const message = withholdsParams
    ? `Failed query: ${e.query} (parameters withheld)`
    : underQuery
      ? e.message.replace(/"[^"]*"/g, '"…"')
      : e.message;
  const frames = (e.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  const logged: LoggedError = {
    type: e.constructor?.name ?? 'Error',
    message,
    stack: [`${e.name}: ${message}`, ...frames].join('\n'),
  };
  if (typeof e.code === 'string' || typeof e.code === 'number') logged.code = String(e.code);
  if (typeof e.statusCode === 'number') logged.statusCode = e.statusCode;
  if (e.cause !== undefined && depth < 3)
    logged.cause = serializeError(e.cause, depth + 1, underQuery || withholdsParams);
  return logged;
}

/** Fastify's default request fields, with the URL redacted; errors without query parameters. */
export const logSerializers = {
  err: (error: unknown) => serializeError(error),
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
