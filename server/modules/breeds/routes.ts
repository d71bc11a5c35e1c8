import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { createBreedsRepository } from './repository';

/** GET /breeds: public, used by the sign-up form and the breed menu. */
export function breedsRoutes(ctx: AppContext): FastifyPluginAsync {
  // No rules to apply: the route reads the repository directly (docs/architecture.md, "Module style").
  const breeds = createBreedsRepository(ctx.db);
  return async (app) => {
    app.get('/breeds', async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return breeds.list();
    });
  };
}
