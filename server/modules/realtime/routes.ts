import type { FastifyPluginAsync } from 'fastify';
import { REALTIME_PATH } from '../../adapters/realtime/index';
import type { Guards } from '../../auth/guard';
import { unauthorized } from '../../http/errors';
import type { UpgradeRouter } from '../../http/upgrade';
import type { RealtimePort } from '../../ports/realtime';
import { routeAccess } from '../api-docs/route-access';
import type { RealtimeService } from './service';

/** What the realtime routes are handed (server/composition.ts). */
export interface RealtimeRouteDeps {
  service: RealtimeService;
  realtime: RealtimePort;
  upgrades: Pick<UpgradeRouter, 'route' | 'attach'>;
  guards: Pick<Guards, 'verified'>;
}

/** POST /api/broadcasting/auth, the hub's WebSocket at /realtime, and the presence relay. */
export function realtimeRoutes(ctx: RealtimeRouteDeps): FastifyPluginAsync {
  const { service } = ctx;
  return async (app) => {
    const route = routeAccess({ verified: ctx.guards.verified });
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
      route('verified', {
        tag: 'Realtime',
        summary: 'Credentials for the realtime driver (Ably token request or hub ticket)',
        responses: { 200: 'Driver credentials' },
      }),
      async (request, reply) => {
        if (!request.auth) throw unauthorized();
        reply.header('cache-control', 'no-store');
        return service.authorize({ userId: request.auth.user.id, familyId: request.auth.familyId });
      },
    );
  };
}
