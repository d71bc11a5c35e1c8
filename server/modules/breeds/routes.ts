import type { FastifyPluginAsync } from 'fastify';
import type { BreedCatalog } from './catalog';

/** What the breeds route is handed (server/composition.ts). */
export interface BreedsRouteDeps {
  breeds: Pick<BreedCatalog, 'list'>;
}

import { routeAccess } from '../api-docs/route-access';

/** GET /breeds: public, used by the sign-up form and the breed menu. */
export function breedsRoutes(ctx: BreedsRouteDeps): FastifyPluginAsync {
  // No rules to apply: the route reads the catalog directly (docs/architecture.md, "Module style");
  // the catalog holds the list in memory (breeds are reference data no route writes).
  const { breeds } = ctx;
  const route = routeAccess({});
  return async (app) => {
    app.get(
      '/breeds',
      route('public', {
        tag: 'Breeds',
        summary: 'All breeds',
        responses: { 200: '[{id, name, name_ua, image}]' },
      }),
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return breeds.list();
      },
    );
  };
}
