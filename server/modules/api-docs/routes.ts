import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { buildOpenApi } from './openapi';
import { renderReferencePage } from './reference-page';

/** The published contract: GET /api/docs (a reference page) and GET /api/docs/openapi.json. Public. */
export function apiDocsRoutes(_ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // Built once: the catalogue is static.
    const doc = buildOpenApi();
    const page = renderReferencePage(doc);
    app.get('/docs/openapi.json', async () => doc);
    app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  };
}
