import type { FastifyInstance } from 'fastify';

/**
 * Once the server is closing, a keep-alive connection whose response was still being written
 * (a file streaming out) is closed as soon as that response ends. `app.close()` closes only the
 * connections idle at that moment; the others would otherwise stay open until the client's
 * keep-alive lapses (72 s by default), holding the close, and a shutdown, that long.
 */
export function closeConnectionsAfterResponseOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook, not an async one: it runs after every response, and a promise each time
  // showed in the profile of the search path.
  app.addHook('onResponse', (_request, _reply, done) => {
    // After this hook the connection becomes idle (the response's own finish handling runs first
    // or in the same tick), so the check is deferred by one turn.
    if (closing) setImmediate(() => app.server.closeIdleConnections());
    done();
  });
}
