import type { FastifyPluginAsync } from 'fastify';
import { endCallBody, isOnCallBody, poolStatsQuery, reportBody, searchBody, searchQuery } from '../../../contract/chat';
import { meetAgainBody } from '../../../contract/meet-again';
import { EVIDENCE_MAX_CHARS } from '../../../contract/safety';
import type { RelayPolicy } from '../../adapters/peer/relay-policy';
import { currentUser, type Guards } from '../../auth/guard';
import type { AppConfig } from '../../config';
import { parseWith, unauthorized } from '../../http/errors';
import type { MatchPool } from '../../ports/match-pool';
import { ClientGone } from './client-gone';
import type { MeetAgainService } from './meet-again';
import type { PoolStats } from './pool-stats';
import type { ChatService } from './service';
import { currentMatchRule } from './signal-rule';

/** What the chat routes are handed (server/composition.ts). */
export interface ChatRouteDeps {
  chat: ChatService;
  meetAgain: MeetAgainService;
  poolStats: PoolStats;
  /** Starts the match watchdog (hang-up when a peer's sockets are gone); answers its stop. */
  startWatchdog: () => () => void;
  matchPool: MatchPool;
  relayPolicy: Pick<RelayPolicy, 'allow'>;
  guards: Pick<Guards, 'verified' | 'cached'>;
  config: Pick<AppConfig, 'callTimeLimitMinutes'>;
}

/** Random chat: matching (long-poll), leaving the pool, call state, hang-up, reports. */
export function chatRoutes(ctx: ChatRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const { chat, startWatchdog, poolStats, meetAgain } = ctx;
    const stopWatchdog = startWatchdog();
    // PeerJS relays between the two peers of a current match (server/adapters/peer/relay-policy.ts).
    const stopRelayRule = ctx.relayPolicy.allow(currentMatchRule(ctx.matchPool));
    // Pending long-polls answer `randomUser: null` before the HTTP server waits for them.
    app.addHook('preClose', async () => {
      stopWatchdog();
      stopRelayRule();
      await ctx.matchPool.close();
    });
    const verified = { preHandler: ctx.guards.verified };
    // The search long-poll is the hot path (every Next): its session check comes from the cache,
    // and its small JSON answers skip @fastify/compress's three hooks (3 to 5 % of a search).
    const hot = { preHandler: ctx.guards.cached.verified, compress: false, decompress: false } as const;

    app.post('/get-peer-id', hot, async (request, reply) => {
      const input = parseWith(searchBody, request.body);
      if (!request.auth) throw unauthorized();
      return chat.search(request.auth, input, new ClientGone(reply.raw));
    });

    app.get('/users-by-bread', hot, async (request, reply) => {
      const input = parseWith(searchQuery, request.query);
      if (!request.auth) throw unauthorized();
      return chat.search(request.auth, input, new ClientGone(reply.raw));
    });

    app.post('/leave-pool', hot, async (request, reply) => {
      await chat.leavePool(currentUser(request).id);
      return reply.status(204).send();
    });

    app.patch('/is-on-call', verified, async (request, reply) => {
      const { isOnCall } = parseWith(isOnCallBody, request.body);
      await chat.setOnCall(currentUser(request).id, isOnCall);
      return reply.status(204).send();
    });

    app.post('/end-call', verified, async (request, reply) => {
      const input = parseWith(endCallBody, request.body);
      await chat.endCall(currentUser(request).id, input);
      return reply.status(204).send();
    });

    // Meet again (issue 29): a tap within 60 s of the call's end; both taps make a friendship.
    app.post('/meet-again', verified, async (request) => {
      const { match_id } = parseWith(meetAgainBody, request.body);
      return meetAgain.ask(currentUser(request), match_id);
    });

    app.get('/pool-stats', verified, async (request, reply) => {
      const { breed_id, widen } = parseWith(poolStatsQuery, request.query);
      reply.header('cache-control', 'no-store');
      return poolStats.forBreed(breed_id, widen !== null);
    });

    app.get('/get-time-limit', verified, async () => ({ minutes: ctx.config.callTimeLimitMinutes }));

    app.post(
      '/add-report',
      {
        ...verified,
        // Room for a still frame of EVIDENCE_MAX_BYTES in base64; larger frames get the schema's 422.
        bodyLimit: EVIDENCE_MAX_CHARS + 16_384,
        // Per reporter, counted after authentication (so one NAT'd office is not one bucket).
        config: {
          rateLimit: {
            max: 20,
            timeWindow: '10 minutes',
            hook: 'preHandler',
            keyGenerator: (request) => `report:${request.auth?.user.id ?? request.ip}`,
          },
        },
      },
      async (request, reply) => {
        const input = parseWith(reportBody, request.body);
        // request.ip honours TRUST_PROXY: behind a proxy it is the client's, not the proxy's.
        const report = await chat.addReport(currentUser(request).id, input, request.ip);
        return reply.status(201).send({ report });
      },
    );
  };
}
