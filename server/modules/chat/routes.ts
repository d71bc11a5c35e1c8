import type { FastifyPluginAsync } from 'fastify';
import { endCallBody, isOnCallBody, poolStatsQuery, reportBody, searchBody, searchQuery } from '../../../contract/chat';
import { meetAgainBody } from '../../../contract/meet-again';
import { EVIDENCE_MAX_CHARS } from '../../../contract/safety';
import type { RelayPolicy } from '../../adapters/peer/relay-policy';
import { currentUser, type Guards } from '../../auth/guard';
import type { AppConfig } from '../../config';
import { parseWith, unauthorized } from '../../http/errors';
import type { MatchPool } from '../../ports/match-pool';
import { routeAccess } from '../api-docs/route-access';
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
    const route = routeAccess({ verified: ctx.guards.verified });
    // The search long-poll is the hot path (every Next): its session check comes from the cache,
    // and its small JSON answers skip @fastify/compress's three hooks (3 to 5 % of a search).
    const cached = routeAccess({ verified: ctx.guards.cached.verified });
    const hot = (...args: Parameters<typeof cached>) =>
      ({ ...cached(...args), compress: false, decompress: false }) as const;
    // The two search routes: a cold session's search data is read beside its session check.
    const searching = routeAccess({ verified: ctx.guards.cached.verifiedWith((session) => chat.prefetch(session)) });
    const hotSearch = (...args: Parameters<typeof searching>) =>
      ({ ...searching(...args), compress: false, decompress: false }) as const;

    app.post(
      '/get-peer-id',
      hotSearch('verified', {
        tag: 'Random chat',
        summary: 'Search for a partner (long-poll up to ~25 s)',
        body: searchBody,
        responses: {
          200: '{randomUser, role, match_id}; randomUser null when nobody came',
          403: 'Breed filter without subscription; under 18; under review',
          409: 'No peer credentials yet',
          429: 'Searching too often',
        },
      }),
      async (request, reply) => {
        const input = parseWith(searchBody, request.body);
        if (!request.auth) throw unauthorized();
        return chat.search(request.auth, input, new ClientGone(reply.raw));
      },
    );

    app.get(
      '/users-by-bread',
      hotSearch('verified', {
        tag: 'Random chat',
        summary: 'Search by query string (same as POST /get-peer-id)',
        query: [
          { name: 'breed_id', type: 'integer', description: 'Only partners with this breed (subscribers)' },
          { name: 'exclusion_users', type: 'string', description: 'User ids not to meet: 1,2 or [1,2]' },
          { name: 'peer_id', type: 'string', description: 'Which issued peer id to announce' },
        ],
        responses: {
          200: '{randomUser, role, match_id}',
          403: 'Breed filter without subscription; under 18; under review',
        },
      }),
      async (request, reply) => {
        const input = parseWith(searchQuery, request.query);
        if (!request.auth) throw unauthorized();
        return chat.search(request.auth, input, new ClientGone(reply.raw));
      },
    );

    app.post(
      '/leave-pool',
      hot('verified', {
        tag: 'Random chat',
        summary: 'Stop searching',
        responses: { 204: 'Left the pool' },
      }),
      async (request, reply) => {
        await chat.leavePool(currentUser(request).id);
        return reply.status(204).send();
      },
    );

    app.patch(
      '/is-on-call',
      route('verified', {
        tag: 'Random chat',
        summary: 'Mark the user on or off a call',
        body: isOnCallBody,
        responses: { 204: 'Saved' },
      }),
      async (request, reply) => {
        const { isOnCall } = parseWith(isOnCallBody, request.body);
        await chat.setOnCall(currentUser(request).id, isOnCall);
        return reply.status(204).send();
      },
    );

    app.post(
      '/end-call',
      route('verified', {
        tag: 'Random chat',
        summary: 'Hang up on a partner (andCall to them)',
        body: endCallBody,
        responses: { 204: 'Hung up', 403: 'Not in a call with this user', 422: 'Yourself' },
      }),
      async (request, reply) => {
        const input = parseWith(endCallBody, request.body);
        await chat.endCall(currentUser(request).id, input);
        return reply.status(204).send();
      },
    );

    // Meet again (issue 29): a tap within 60 s of the call's end; both taps make a friendship.
    app.post(
      '/meet-again',
      route('verified', {
        tag: 'Random chat',
        summary: 'Ask to meet the last random partner again (both within 60 s of the end: friends, meetAgain to both)',
        body: meetAgainBody,
        responses: {
          200: "{state: 'waiting' | 'friends'}",
          403: 'not_your_match, blocked or friend_limit',
          410: 'expired: the window closed',
          422: 'match_id is not a match id',
        },
      }),
      async (request) => {
        const { match_id } = parseWith(meetAgainBody, request.body);
        return meetAgain.ask(currentUser(request), match_id);
      },
    );

    app.get(
      '/pool-stats',
      route('verified', {
        tag: 'Random chat',
        summary: 'People online, searching in the general chat and in a breed chat (cached for a second)',
        query: [
          { name: 'breed_id', type: 'integer', description: 'The breed chat whose searchers to count (else null)' },
        ],
        responses: { 200: '{online, general, breed}', 422: 'breed_id is not an id' },
      }),
      async (request, reply) => {
        const { breed_id, widen } = parseWith(poolStatsQuery, request.query);
        reply.header('cache-control', 'no-store');
        return poolStats.forBreed(breed_id, widen !== null);
      },
    );

    app.get(
      '/get-time-limit',
      route('verified', {
        tag: 'Random chat',
        summary: 'Minutes a random call may last',
        responses: { 200: '{minutes}' },
      }),
      async () => ({ minutes: ctx.config.callTimeLimitMinutes }),
    );

    app.post(
      '/add-report',
      {
        ...route('verified', {
          tag: 'Safety',
          summary: 'Report a user you met, optionally with a still frame',
          body: reportBody,
          responses: {
            201: '{report}',
            403: 'No such encounter, or not in that match',
            422: 'Validation failed',
            429: 'Rate limited',
          },
        }),
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
