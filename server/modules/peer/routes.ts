import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { PeerDirectory } from '../../adapters/peer/peer-directory';
import type { RelayPolicy } from '../../adapters/peer/relay-policy';
import type { Guards } from '../../auth/guard';
import { unauthorized } from '../../http/errors';
import type { UpgradeRouter } from '../../http/upgrade';
import type { Clock } from '../../ports/clock';
import type { PeerRelay } from '../../ports/peer-relay';
import { routeAccess } from '../api-docs/route-access';
import type { PeerService } from './service';
import { createPeerSignalling, PEER_SOCKET_PATH } from './signalling';

/** What the peer routes are handed (server/composition.ts). */
export interface PeerRouteDeps {
  peer: PeerService;
  peers: PeerDirectory;
  relayPolicy: RelayPolicy;
  peerRelay?: PeerRelay;
  upgrades: Pick<UpgradeRouter, 'route' | 'attach'>;
  clock: Pick<Clock, 'now'>;
  log: FastifyBaseLogger;
  guards: Pick<Guards, 'verified'>;
}

/** GET /api/peer-credentials, and the PeerJS WebSocket at /peerjs/peerjs on the same server. */
export function peerRoutes(ctx: PeerRouteDeps): FastifyPluginAsync {
  const { peer } = ctx;
  return async (app) => {
    const route = routeAccess({ verified: ctx.guards.verified });
    const signalling = createPeerSignalling({
      server: app.server,
      directory: ctx.peers,
      log: ctx.log,
      verify: (peerId, token) => peer.verify(peerId, token),
      policy: ctx.relayPolicy,
      relay: ctx.peerRelay,
      now: () => ctx.clock.now(),
    });
    ctx.upgrades.route(PEER_SOCKET_PATH, signalling.upgrade);
    ctx.upgrades.attach(app.server);
    // Before the HTTP server waits for its connections: upgraded sockets would hold it open.
    app.addHook('preClose', async () => signalling.close());

    app.get(
      '/peer-credentials',
      route('verified', {
        tag: 'Random chat',
        summary: 'A fresh PeerJS id, its token and ICE servers',
        responses: { 200: "{peer_id, peer_token, ice_servers, ice_transport_policy: 'all'|'relay', peer_path}" },
      }),
      async (request, reply) => {
        if (!request.auth) throw unauthorized();
        reply.header('cache-control', 'no-store');
        return peer.issue({ userId: request.auth.user.id, familyId: request.auth.familyId });
      },
    );
  };
}
