import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Composition, composeServer } from './composition';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { type DatabaseHandle, openDatabase } from './db/client';
import { clientErrorHandler, frameworkErrors } from './http/client-errors';
import { closeConnectionsAfterResponseOnClose } from './http/close-after-response';
import { registerCompression } from './http/compression';
import { registerErrorHandler } from './http/errors';
import { logSerializers } from './http/log-serializers';
import { registerSecurityHeaders, securityHeaderOptions } from './http/security-headers';
import { registerSpa } from './http/spa';
import { registerHttpMetrics } from './metrics/http-latency';
import { registerOpenApi } from './modules/api-docs/openapi';
import { registerBreedImages } from './modules/breeds/images';
import { apiModules } from './modules/index';
import { mediaRoutes } from './modules/media/routes';

export interface BuildOptions {
  config: AppConfig;
  /** An already opened database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Replace ports or the clock (tests). */
  overrides?: Partial<AppContext>;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them to prove no secret is logged). */
  loggerStream?: { write(line: string): void };
}

// Secrets never reach the logs: auth headers, cookies and any password/token/card field.
const redact = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password_confirmation',
  '*.old_password',
  '*.token',
  // Card payments (POST /subscribe, /change-card): number and CVV wherever a body is logged.
  'card',
  'card_cvv',
  '*.card',
  '*.card_cvv',
  '*.*.card',
  '*.*.card_cvv',
  '*.cvv',
  '*.card_number',
];

export async function buildApp(
  opts: BuildOptions,
): Promise<{ app: FastifyInstance; ctx: AppContext; services: Composition['services'] }> {
  const { config } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact,
            serializers: logSerializers,
            ...(opts.loggerStream ? { stream: opts.loggerStream } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Slow clients: a request must arrive whole within `requestTimeoutSeconds`, and a connection
    // idle for `connectionTimeoutSeconds` is closed; both above the long-poll wait (server/config.ts).
    requestTimeout: config.requestTimeoutSeconds * 1000,
    connectionTimeout: config.connectionTimeoutSeconds * 1000,
    // Errors before routing (431, malformed requests, bad URLs) in the contract's body shape too.
    clientErrorHandler,
    frameworkErrors,
  });
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: `${config.dataDir}/db`,
      namedStatements: config.databaseNamedStatements,
    }));
  const composition = composeServer(config, database, app.log, opts.overrides);
  const { ctx } = composition;
  // Pub/sub subscriptions in place before the first request: no event of another instance is missed.
  await ctx.redis?.bus.settled();

  // First, so every route registered below is timed.
  if (ctx.metrics) registerHttpMetrics(app, ctx.metrics);
  registerSecurityHeaders(app, securityHeaderOptions(config));
  closeConnectionsAfterResponseOnClose(app);
  await registerCompression(app);
  await app.register(fastifyCookie);
  // With a shared Redis every instance counts against the same buckets (else N instances, N× the limit).
  await app.register(fastifyRateLimit, {
    global: false,
    ...(ctx.redis ? { redis: ctx.redis.client, nameSpace: `${config.redisPrefix}rate-limit:` } : {}),
  });
  registerErrorHandler(app);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      for (const module of apiModules(composition)) await api.register(module);
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes(composition.routes.media));
  await registerBreedImages(app);
  await registerSpa(app, config.distDir, { serveSourceMaps: config.serveSourceMaps });

  app.addHook('onClose', async () => {
    for (const close of [...ctx.onClose].reverse()) await close();
    if (!opts.database) {
      await database.close();
      app.log.info('database closed');
    }
  });
  return { app, ctx, services: composition.services };
}
