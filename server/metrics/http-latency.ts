import type { FastifyInstance } from 'fastify';
import type { Metrics } from './registry';

/** Requests that matched no route share one label, so random paths cannot grow the series. */
const UNMATCHED = 'unmatched';

/**
 * Times every response by its route pattern (`/api/friends/delete`, `/media/*`), never the raw
 * URL, so ids and queries do not multiply the histogram's series. Registered on the root
 * instance before the routes, so every route inherits the hook.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
