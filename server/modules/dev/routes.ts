import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { listOutbox } from '../../adapters/mail/outbox';
import type { AppContext } from '../../context';
import { parseWith } from '../../http/errors';

const outboxQuery = v.object({ to: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))) });

/**
 * Development helpers, absent in production: GET /dev/outbox lists the mails the outbox adapter
 * stored (newest first), so a developer or an E2E test can read verification codes and reset
 * links without a mail server.
 */
export function devRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    if (ctx.config.nodeEnv === 'production') return;
    app.get('/dev/outbox', async (request, reply) => {
      const { to } = parseWith(outboxQuery, request.query);
      reply.header('cache-control', 'no-store');
      return listOutbox(ctx.db, { to: to || undefined, limit: 200 });
    });
  };
}
