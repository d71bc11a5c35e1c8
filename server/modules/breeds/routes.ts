import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { listBreeds } from './repository';

/** GET /breeds: public, used by the sign-up form and the breed menu. */
export function breedsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/breeds', async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return listBreeds(ctx.db);
    });
  };
}
