import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';

/**
 * The published contract, public: GET /api/docs, Swagger UI with its scripts served from the
 * package (same origin, so the CSP's `script-src 'self'` holds; no CDN), and the OpenAPI document
 * at GET /api/docs/openapi.json (also at /api/docs/json, where Swagger UI reads it).
 */
export function apiDocsRoutes(): FastifyPluginAsync {
  return async (app) => {
    await app.register(fastifySwaggerUi, {
      routePrefix: '/docs',
      // The page's links are absolute without a trailing slash: they need the /api prefix.
      indexPrefix: '/api',
      theme: { title: 'PetChat API reference' },
      uiConfig: { deepLinking: true },
    });
    app.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  };
}
