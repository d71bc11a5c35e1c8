import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { type Access, apiRoutes, type DocumentedRoute } from './catalogue';

/** The OpenAPI 3.1 document of /api, built from the route catalogue and the contract's valibot schemas. */

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

/** JSON Schema of a request body; transforms and custom checks are left out (they are prose in API.md). */
export function bodySchema(schema: v.GenericSchema): Record<string, unknown> {
  const { $schema: _draft, ...json } = toJsonSchema(schema, { errorMode: 'ignore' }) as Record<string, unknown>;
  return json;
}

function operation(route: DocumentedRoute) {
  const content: Record<string, unknown> = {};
  if (route.body) content['application/json'] = { schema: bodySchema(route.body) };
  if (route.multipart) {
    content['multipart/form-data'] = { schema: { type: 'object', description: route.multipart } };
  }
  const responses: Record<string, unknown> = {};
  for (const [status, description] of Object.entries(route.responses)) {
    const code = Number(status);
    responses[status] =
      code >= 400
        ? { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }
        : { description };
  }
  if (route.access !== 'public' && route.access !== 'loopback' && route.access !== 'metrics') {
    responses['401'] ??= { description: 'Not authenticated or bad token' };
    if (route.access !== 'signedIn') responses['403'] ??= { description: 'Not allowed' };
  }
  return {
    tags: [route.tag],
    summary: route.summary,
    description: ACCESS_TEXT[route.access],
    operationId: `${route.method}${route.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    ...(SECURITY[route.access] ? { security: SECURITY[route.access] } : {}),
    ...(route.query
      ? {
          parameters: route.query.map((q) => ({
            name: q.name,
            in: 'query',
            required: q.required ?? false,
            description: q.description,
            schema: { type: q.type },
          })),
        }
      : {}),
    ...(Object.keys(content).length ? { requestBody: { required: true, content } } : {}),
    responses,
  };
}

export function buildOpenApi(routes: DocumentedRoute[] = apiRoutes) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const key = `/api${route.path}`;
    paths[key] ??= {};
    paths[key][route.method] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'PetChat API',
      version: '1.0.0',
      description:
        'The HTTP contract of PetChat (shared/API.md). JSON in and out unless marked multipart; authenticated calls carry `Authorization: Bearer <access_token>`.',
    },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN' },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    },
  };
}
export type OpenApiDocument = ReturnType<typeof buildOpenApi>;
