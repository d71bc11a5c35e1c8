import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { unauthorized } from '../../http/errors';
import { REALTIME_PATH } from '../../adapters/realtime/index';
import { startPresenceRelay } from './presence-relay';

/** POST /api/broadcasting/auth, the hub's WebSocket at /realtime, and the presence relay. */
export function realtimeRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    if (ctx.realtime.upgrade) {
      ctx.upgrades.route(REALTIME_PATH, ctx.realtime.upgrade);
      ctx.upgrades.attach(app.server);
    }
    const stopRelay = startPresenceRelay(ctx);
    // Before the HTTP server waits for its connections: open sockets would hold it open.
    app.addHook('preClose', async () => {
      stopRelay();
      await ctx.realtime.close();
    });

    app.post('/broadcasting/auth', { preHandler: ctx.guards.verified }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!request.auth) throw unauthorized();
      // Bound to the session: its sockets close when the session ends.
      return ctx.realtime.authorize(currentUser(request).id, request.auth.familyId);
    });
  };
}
