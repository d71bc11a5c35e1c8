import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifySchema } from 'fastify';
import type * as v from 'valibot';
import { ERROR_CODES } from '../../../contract/error-codes';

/**
 * The documentation a route declares where it is registered, together with its guard:
 * `app.post('/x', route('verified', { tag, summary, body, responses }), handler)` (./route-access.ts
 * builds `schema: docs({ ...spec, access })` and the guard of that access).
 *
 * It lives under one private key of the route schema, never under `body`, `querystring` or
 * `response`: Fastify compiles those (ajv would validate and coerce, fast-json-stringify would
 * drop fields the schema does not name), and valibot (`parseWith`) is the only validator. Swagger's
 * `transform` (`openApiTransform`) turns it into the operation of the OpenAPI document.
 */

/** public: no token · signedIn: any session, email verified or not · verified: a verified user · moderator · loopback: development, this machine only · metrics: the operator's METRICS_TOKEN. */
export type Access = 'public' | 'signedIn' | 'verified' | 'moderator' | 'loopback' | 'metrics';

export interface QueryParam {
  name: string;
  description: string;
  type: 'string' | 'integer';
  required?: boolean;
}

export interface RouteDocs {
  tag: string;
  summary: string;
  access: Access;
  /** The contract schema the handler parses the JSON body with. */
  body?: v.GenericSchema;
  /** Multipart upload instead of (or beside) JSON. */
  multipart?: string;
  query?: QueryParam[];
  /** Status → what it means (API.md). */
  responses: Record<number, string>;
}

const DOCS_KEY = 'x-petchat-docs';

export function docs(spec: RouteDocs): FastifySchema {
  return { [DOCS_KEY]: spec } as FastifySchema;
}

/** The docs a route declared, if any. */
export function routeDocs(schema: unknown): RouteDocs | undefined {
  return (schema as Record<string, RouteDocs | undefined> | undefined)?.[DOCS_KEY];
}

const ACCESS_TEXT: Record<Access, string> = {
  public: 'No token needed.',
  signedIn: 'Bearer token; the email need not be verified yet.',
  verified: 'Bearer token of a user whose email is verified.',
  moderator: 'Bearer token of a moderator (MODERATOR_EMAILS).',
  loopback: 'Development only (absent in production); answers clients on this machine only.',
  metrics: 'Bearer METRICS_TOKEN of the operator (not a user token); absent (404) when METRICS_TOKEN is not set.',
};

/** Routes with their own rule instead of the user's bearer token. */
const SECURITY: Partial<Record<Access, unknown[]>> = { public: [], loopback: [], metrics: [{ metricsToken: [] }] };

/** The error body of API.md (`components.schemas.Error`), referred to by every 4xx answer. */
export const errorSchema = {
  type: 'object' as const,
  required: ['message'],
  properties: {
    message: { type: 'string' as const },
    code: {
      type: 'string' as const,
      enum: [...ERROR_CODES],
      description: 'Stable; clients branch on it (403, 404, 409, 410, 429 always carry one)',
    },
    errors: {
      type: 'object' as const,
      additionalProperties: { type: 'array' as const, items: { type: 'string' as const } },
    },
  },
};

/** JSON Schema of a request body; transforms and custom checks are left out (they are prose in API.md). */
export function bodySchema(schema: v.GenericSchema): Record<string, unknown> {
  const { $schema: _draft, ...json } = toJsonSchema(schema, { errorMode: 'ignore' }) as Record<string, unknown>;
  return json;
}

const operationId = (method: string, url: string) =>
  `${method.toLowerCase()}${url.replace(/^\/api/, '').replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`;

/**
 * The schema @fastify/swagger documents one operation from (its `body.content`, `querystring` and
 * `response` forms), built from a route's docs. Only the document sees it; the route keeps its own.
 */
export function operationSchema(spec: RouteDocs, method: string, url: string): Record<string, unknown> {
  const content: Record<string, { schema: unknown }> = {};
  if (spec.body) content['application/json'] = { schema: bodySchema(spec.body) };
  if (spec.multipart) content['multipart/form-data'] = { schema: { type: 'object', description: spec.multipart } };

  const response: Record<string, unknown> = {};
  const answer = (status: number, description: string) => {
    response[status] =
      status >= 400
        ? { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }
        : { description, type: 'null' };
  };
  for (const [status, description] of Object.entries(spec.responses)) answer(Number(status), description);
  if (spec.access !== 'public' && spec.access !== 'loopback' && spec.access !== 'metrics') {
    if (!response[401]) answer(401, 'Not authenticated or bad token');
    if (spec.access !== 'signedIn' && !response[403]) answer(403, 'Not allowed');
  }

  return {
    tags: [spec.tag],
    summary: spec.summary,
    description: ACCESS_TEXT[spec.access],
    operationId: operationId(method, url),
    ...(SECURITY[spec.access] ? { security: SECURITY[spec.access] } : {}),
    ...(spec.query
      ? {
          querystring: {
            type: 'object',
            properties: Object.fromEntries(
              spec.query.map((q) => [q.name, { type: q.type, description: q.description }]),
            ),
            required: spec.query.filter((q) => q.required).map((q) => q.name),
          },
        }
      : {}),
    ...(Object.keys(content).length ? { body: { content } } : {}),
    response,
  };
}
