import type { FastifyPluginAsync } from 'fastify';
import type { PublicConfig } from '../../../contract/chat';
import type { AppConfig } from '../../config';
import type { RealtimePort } from '../../ports/realtime';
import { routeAccess } from '../api-docs/route-access';
import { createIceDirectory } from '../peer/ice';
import { PEER_KEY, PEER_PATH } from '../peer/signalling';

/** What the config route is handed (server/composition.ts). */
export interface ConfigRouteDeps {
  config: AppConfig;
  realtime: Pick<RealtimePort, 'driver'>;
}

/** GET /api/config: what the client needs before sign-in. Public, so no TURN credentials here. */
export function configRoutes(ctx: ConfigRouteDeps): FastifyPluginAsync {
  const ice = createIceDirectory(ctx.config);
  const route = routeAccess({});
  return async (app) => {
    app.get(
      '/config',
      route('public', {
        tag: 'System',
        summary: 'Public client configuration',
        responses: {
          200: "{realtime: {driver}, peer: {path, key}, ice_servers, ice_transport_policy: 'all'|'relay', media_base, contact_email}",
        },
      }),
      async (): Promise<PublicConfig> => ({
        realtime: { driver: ctx.realtime.driver },
        peer: { path: PEER_PATH, key: PEER_KEY },
        ice_servers: ice.publicServers(),
        ice_transport_policy: ice.transportPolicy,
        media_base: '/media',
        contact_email: ctx.config.contactEmail,
      }),
    );
  };
}
