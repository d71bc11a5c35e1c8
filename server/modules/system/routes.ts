import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';

export function systemRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/health', async () => {
      await ctx.database.exec('SELECT 1');
      return { ok: true, db: ctx.database.driver };
    });
  };
}
