import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { HttpError, notFound } from '../../http/errors';
import type { Metrics } from '../../metrics/registry';
import { routeAccess } from '../api-docs/route-access';

/** What /metrics is handed (server/composition.ts). */
export interface MetricsRouteDeps {
  metrics: Metrics | null;
  config: Pick<AppConfig, 'metricsToken'>;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>` compared in constant time (hashes have equal lengths). */
export function bearerMatches(token: string): (header: string | undefined) => boolean {
  const expected = digest(token);
  return (header) => {
    const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
    return given !== undefined && timingSafeEqual(digest(given), expected);
  };
}

/**
 * GET /api/metrics: this instance's Prometheus metrics (docs/decisions.md "Operations"). It is on
 * the public port, so it answers only the bearer of METRICS_TOKEN; without the setting it does not
 * exist (404). A scraper reaches each instance by its own address, not through the load balancer.
 */
export function metricsRoutes(ctx: MetricsRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const authorised = bearerMatches(ctx.config.metricsToken);
    // The operator's token, not a user's: off (404) without METRICS_TOKEN, 401 for a wrong bearer.
    const route = routeAccess({
      metrics: async (request: FastifyRequest) => {
        if (!ctx.metrics) throw notFound('Not found.', 'not_found');
        if (!authorised(request.headers.authorization))
          throw new HttpError(401, 'Unauthenticated.', undefined, { 'www-authenticate': 'Bearer realm="metrics"' });
      },
    });
    app.get(
      '/metrics',
      route('metrics', {
        tag: 'System',
        summary: "This instance's metrics in the Prometheus text format",
        responses: {
          200: 'Prometheus exposition text (searchers waiting, matches, calls, sockets, HTTP latency, engine errors, process)',
          401: 'No or wrong `Authorization: Bearer <METRICS_TOKEN>`',
          404: 'METRICS_TOKEN is not set: metrics are off',
        },
      }),
      async (_request, reply) => {
        // The guard answered 404 when metrics are off.
        const metrics = ctx.metrics as Metrics;
        reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
        return metrics.registry.metrics();
      },
    );
  };
}
