import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Helmet's headers for every response; the CSP allows what the SPA loads (Ably, media, Radix). */
export const securityHeaderOptions: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix positions popovers with inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      connectSrc: [
        "'self'",
        'ws:',
        'wss:',
        'https://*.ably.io',
        'https://*.ably-realtime.com',
        'wss://*.ably.io',
        'wss://*.ably-realtime.com',
        'https:',
      ],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * Sets helmet's headers on every response. The middleware is built once: `@fastify/helmet`
 * rebuilds it (and re-parses the CSP) on every request, which showed up in the random-chat
 * search profile; no route needs per-route helmet options or CSP nonces.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: Readonly<HelmetOptions> = securityHeaderOptions,
): void {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
