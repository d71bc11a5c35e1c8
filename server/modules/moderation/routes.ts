import type { FastifyPluginAsync } from 'fastify';
import { appealBody, appealDecisionBody, liftBody } from '../../../contract/moderation';
import { moderationActionBody, moderationReportsQuery } from '../../../contract/safety';
import { currentUser, type Guards } from '../../auth/guard';
import type { AppConfig } from '../../config';
import { parseWith } from '../../http/errors';
import type { ModerationService } from './service';
import type { StandingService } from './standing';

/** What the moderation routes are handed (server/composition.ts). */
export interface ModerationRouteDeps {
  moderation: ModerationService;
  standing: StandingService;
  guards: Pick<Guards, 'verified'>;
  config: Pick<AppConfig, 'authRateLimitPerMinute'>;
}

/**
 * API.md "Safety and moderation": the moderators' queue, actions and log (moderators and admins
 * only), lifts and appeal decisions, and the banned user's public appeal. The log has no route
 * that changes or deletes an entry, on purpose.
 */
export function moderationRoutes(ctx: ModerationRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const { moderation, standing } = ctx;
    const verified = { preHandler: ctx.guards.verified };
    // Public like login, so limited per client address like the auth routes.
    const perIp = { config: { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: 60_000 } } };

    app.get('/moderation/reports', verified, async (request, reply) => {
      const { status } = parseWith(moderationReportsQuery, request.query);
      reply.header('cache-control', 'no-store');
      return moderation.reports(currentUser(request), status);
    });

    app.post('/moderation/actions', verified, async (request) => {
      const user = currentUser(request);
      // Who asks is checked before what they send: a non-moderator learns nothing from validation.
      moderation.assertModerator(user);
      await moderation.act(user, parseWith(moderationActionBody, request.body));
      return {};
    });

    app.get('/moderation/log', verified, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return moderation.log(currentUser(request));
    });

    app.get('/moderation/accounts', verified, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return standing.closedAccounts(currentUser(request));
    });

    app.post('/moderation/lift', verified, async (request) => {
      const user = currentUser(request);
      moderation.assertModerator(user);
      await standing.lift(user, parseWith(liftBody, request.body));
      return {};
    });

    app.get('/moderation/appeals', verified, async (request, reply) => {
      const { status } = parseWith(moderationReportsQuery, request.query);
      reply.header('cache-control', 'no-store');
      return standing.appeals(currentUser(request), status);
    });

    app.post('/moderation/appeal-decisions', verified, async (request) => {
      const user = currentUser(request);
      moderation.assertModerator(user);
      await standing.decideAppeal(user, parseWith(appealDecisionBody, request.body));
      return {};
    });

    app.post('/appeals', perIp, async (request, reply) => {
      await standing.fileAppeal(parseWith(appealBody, request.body));
      reply.status(201);
      return {};
    });
  };
}
