import type { FastifyPluginAsync } from 'fastify';
import type { SharedRedis } from '../../adapters/redis/connection';
import type { DatabaseHandle } from '../../db/client';

/** What /health is handed (server/composition.ts). */
export interface SystemRouteDeps {
  database: Pick<DatabaseHandle, 'exec' | 'driver'>;
  redis?: Pick<SharedRedis, 'healthy' | 'instanceId'>;
}

import { routeAccess } from '../api-docs/route-access';

/**
 * GET /health: the database answers, and with a shared Redis (REDIS_URL) that Redis answers too.
 * An instance cut off from Redis says so with 503, so the load balancer takes it out of rotation
 * instead of letting it match, relay and count on its own (a silently split system).
 */
export function systemRoutes(ctx: SystemRouteDeps): FastifyPluginAsync {
  const route = routeAccess({});
  return async (app) => {
    app.get(
      '/health',
      route('public', {
        tag: 'System',
        summary: 'Liveness, the database in use, and with REDIS_URL the shared Redis and this instance',
        responses: {
          200: "{ok: true, db: 'pglite'|'postgres'} (+ redis: 'ok', instance with REDIS_URL)",
          503: "A shared engine is down: {ok: false, redis: 'down', instance, message}",
        },
      }),
      async (_request, reply) => {
        await ctx.database.exec('SELECT 1');
        const { redis } = ctx;
        if (!redis) return { ok: true, db: ctx.database.driver };
        if (await redis.healthy())
          return { ok: true, db: ctx.database.driver, redis: 'ok', instance: redis.instanceId };
        return reply.status(503).send({
          ok: false,
          db: ctx.database.driver,
          redis: 'down',
          instance: redis.instanceId,
          message: 'This instance has lost its connection to Redis.',
        });
      },
    );
  };
}
