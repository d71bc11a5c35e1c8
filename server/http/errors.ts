import type { FastifyError, FastifyInstance } from 'fastify';
import * as v from 'valibot';

export type FieldErrors = Record<string, string[]>;

/** An error the API answers with its own status and the `{message, errors?}` body of API.md. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
    /** More fields of the body beside `message` (e.g. a closed account's `reason` and `until`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message = 'Malformed request.') => new HttpError(400, message);
export const unauthorized = (message = 'Unauthenticated.') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string, errors?: FieldErrors) => new HttpError(422, message, errors);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many requests. Try again later.') =>
  new HttpError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

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
      return reply
        .status(error.statusCode)
        .send({ ...error.extra, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Rate-limit plugin and body parser errors already carry a status; keep the API's error shape.
    const message = status >= 500 ? 'Server error.' : error.message;
    return reply.status(status).send({ message });
  });
}
