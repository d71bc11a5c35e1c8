import type { FastifyError, FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ErrorCode } from '../../contract/error-codes';

export type FieldErrors = Record<string, string[]>;

/** An error the API answers with its own status and the `{message, code?, errors?}` body of API.md. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
    /** More fields of the body beside `message` (e.g. a closed account's `reason` and `until`). */
    readonly extra: Record<string, unknown> = {},
    /** The stable code clients branch on (contract/error-codes.ts). */
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

// 403, 404, 409, 410 and 429 always carry a code (API.md, Conventions): the type asks for it.
export const badRequest = (message = 'Malformed request.') => new HttpError(400, message);
export const unauthorized = (message = 'Unauthenticated.') => new HttpError(401, message);
export const forbidden = (message: string, code: ErrorCode) => new HttpError(403, message, undefined, {}, {}, code);
export const notFound = (message: string, code: ErrorCode) => new HttpError(404, message, undefined, {}, {}, code);
export const conflict = (message: string, code: ErrorCode) => new HttpError(409, message, undefined, {}, {}, code);
export const gone = (message: string, code: ErrorCode) => new HttpError(410, message, undefined, {}, {}, code);
export const unprocessable = (message: string, errors?: FieldErrors, code?: ErrorCode) =>
  new HttpError(422, message, errors, {}, {}, code);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many requests. Try again later.',
  code: ErrorCode = 'rate_limited',
) =>
  new HttpError(
    429,
    message,
    undefined,
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    {},
    code,
  );

/** Parses input with a contract schema; failures become 422 with per-field messages. */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_';
    errors[key] ??= [];
    errors[key].push(issue.message);
  }
  const first = result.issues[0]?.message ?? 'The given data was invalid.';
  throw unprocessable(first, errors);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        ...error.extra,
        message: error.message,
        ...(error.code ? { code: error.code } : {}),
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Rate-limit plugin and body parser errors already carry a status; keep the API's error shape.
    const message = status >= 500 ? 'Server error.' : error.message;
    const code: ErrorCode | undefined = status === 429 ? 'rate_limited' : status === 404 ? 'not_found' : undefined;
    return reply.status(status).send({ message, ...(code ? { code } : {}) });
  });
}
