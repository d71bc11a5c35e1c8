import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** In-flight requests (a slow upload, a long-poll) get this long to finish. */
  graceMs: number;
  /** Last resort: exit with code 1 if closing has not finished by then. */
  hardMs: number;
  exit: (code: number) => void;
}

/**
 * Closes the server on SIGTERM/SIGINT. `app.close()` stops accepting connections, closes idle
 * keep-alive ones, answers pending long-polls (preClose hooks), closes WebSockets, then waits for
 * requests in flight. A request that does not finish within `graceMs` — a slow or stalled
 * upload — has its connection cut, so closing goes on to the onClose hooks (mail flush, pools,
 * the database) instead of being skipped by the hard exit.
 */
export function gracefulShutdown(app: FastifyInstance, options: ShutdownOptions): (signal: string) => Promise<void> {
  let closing = false;
  return async (signal) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const cut = setTimeout(() => {
      app.log.warn('requests still in flight after the grace period: closing their connections');
      app.server.closeAllConnections();
    }, options.graceMs);
    cut.unref();
    const hard = setTimeout(() => {
      app.log.error('shutdown did not finish in time: exiting without a clean close');
      options.exit(1);
    }, options.hardMs);
    hard.unref();
    try {
      await app.close();
      clearTimeout(cut);
      options.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      options.exit(1);
    }
  };
}
