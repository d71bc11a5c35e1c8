import type { FastifyPluginAsync } from 'fastify';
import { staffEmails } from '../moderation/roles';
import { REALTIME_PATH } from '../../adapters/realtime/index';
import type { AppContext } from '../../context';
import { docs } from '../api-docs/docs';
import { unauthorized } from '../../http/errors';
import { createUsersRepository } from '../users/repository';
import { createRealtimeService } from './service';

/** POST /api/broadcasting/auth, the hub's WebSocket at /realtime, and the presence relay. */
export function realtimeRoutes(ctx: AppContext): FastifyPluginAsync {
  const service = createRealtimeService({
    realtime: ctx.realtime,
    users: createUsersRepository(ctx.db, staffEmails(ctx.config)),
    events: ctx.sessionEvents,
    log: ctx.log,
    clock: ctx.clock,
  });
  return async (app) => {
    if (ctx.realtime.upgrade) {
      ctx.upgrades.route(REALTIME_PATH, ctx.realtime.upgrade);
      ctx.upgrades.attach(app.server);
    }
    const stopRelay = service.startPresenceRelay();
    // Before the HTTP server waits for its connections: open sockets would hold it open.
    app.addHook('preClose', async () => {
      stopRelay();
      await ctx.realtime.close();
    });

    app.post(
      '/broadcasting/auth',
      {
        preHandler: ctx.guards.verified,
        schema: docs({
          tag: 'Realtime',
          summary: 'Credentials for the realtime driver (Ably token request or hub ticket)',
          access: 'verified',
          responses: { 200: 'Driver credentials' },
        }),
      },
      async (request, reply) => {
        if (!request.auth) throw unauthorized();
        reply.header('cache-control', 'no-store');
        return service.authorize({ userId: request.auth.user.id, familyId: request.auth.familyId });
      },
    );
  };
}
