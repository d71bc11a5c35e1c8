import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { singleLine } from '../../../contract/fields';
import { listOutbox } from '../../adapters/mail/outbox';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { parseWith } from '../../http/errors';
import { loopbackOnly } from '../../http/loopback-only';
import { routeAccess } from '../api-docs/route-access';
import { renderMailPage } from './mail-page';

/** What the developer routes are handed (server/composition.ts): they read the outbox table. */
export interface DevRouteDeps {
  db: Database;
  config: Pick<AppConfig, 'nodeEnv' | 'allowRemoteOutbox'>;
}

const outboxQuery = v.object({ to: v.optional(v.pipe(v.string(), v.trim(), singleLine, v.maxLength(100))) });

/**
 * Development helpers, absent in production: GET /dev/outbox lists the mails the outbox adapter
 * stored (newest first), so a developer or an E2E test can read verification codes and reset
 * links without a mail server; GET /dev/mail shows the same mails as a page, each rendered. They
 * hold every reset link, so they answer loopback clients only (others get 404) unless
 * ALLOW_REMOTE_OUTBOX is set (a loud warning at start, `server/main.ts`).
 */
export function devRoutes(ctx: DevRouteDeps): FastifyPluginAsync {
  return async (app) => {
    if (ctx.config.nodeEnv === 'production') return;
    const route = routeAccess({ loopback: loopbackOnly({ allowRemote: ctx.config.allowRemoteOutbox }) });
    app.get(
      '/dev/outbox',
      route('loopback', {
        tag: 'System',
        summary: 'Mails sent (development only, loopback clients only)',
        query: [{ name: 'to', type: 'string', description: 'Only mails to this address' }],
        responses: { 200: '[{to, subject, text, html, sent_at}], newest first', 403: 'Not from this machine' },
      }),
      async (request, reply) => {
        const { to } = parseWith(outboxQuery, request.query);
        reply.header('cache-control', 'no-store');
        return listOutbox(ctx.db, { to: to || undefined, limit: 200 });
      },
    );
    app.get(
      '/dev/mail',
      route('loopback', {
        tag: 'System',
        summary: 'The dev outbox as an HTML page, each mail rendered (development only, loopback clients only)',
        query: [{ name: 'to', type: 'string', description: 'Only mails to this address' }],
        responses: { 200: 'HTML page, newest first: subject, recipient, time and the mail in a sandboxed frame' },
      }),
      async (request, reply) => {
        const { to } = parseWith(outboxQuery, request.query);
        const mails = await listOutbox(ctx.db, { to: to || undefined, limit: 100 });
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        return renderMailPage(mails, { to: to || undefined });
      },
    );
  };
}
