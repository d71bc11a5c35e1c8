import type { FastifyPluginAsync } from 'fastify';
import { appealBody, appealDecisionBody, liftBody } from '../../../contract/moderation';
import { moderationActionBody, moderationReportsQuery } from '../../../contract/safety';
import { currentUser, type Guards } from '../../auth/guard';
import type { AppConfig } from '../../config';
import { parseWith } from '../../http/errors';
import { routeAccess } from '../api-docs/route-access';
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
    // The role is checked by the service (`assertModerator`) once the verified guard let the user in.
    const route = routeAccess({ moderator: ctx.guards.verified });
    // Public like login, so limited per client address like the auth routes.
    const perIp = { config: { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: 60_000 } } };

    app.get(
      '/moderation/reports',
      route('moderator', {
        tag: 'Moderation',
        summary: 'The report queue with evidence (signed URLs) and the target’s history',
        query: [{ name: 'status', type: 'string', description: 'open (default) or closed' }],
        responses: {
          200: '[{id, reporter, target, topic, details, evidence_url, match_id, created_at, status, target_report_count, target_actions, may_act}]',
        },
      }),
      async (request, reply) => {
        const { status } = parseWith(moderationReportsQuery, request.query);
        reply.header('cache-control', 'no-store');
        return moderation.reports(currentUser(request), status);
      },
    );

    app.post(
      '/moderation/actions',
      route('moderator', {
        tag: 'Moderation',
        summary: 'Dismiss, warn, suspend until a date, or ban; logged with the note (required but for dismiss)',
        body: moderationActionBody,
        responses: {
          200: 'Done',
          403: 'code not_moderator · outside_role (the target is a moderator and you are no admin, or an admin) · own_report (you filed it or are named in it)',
          404: 'No such report',
          409: 'code already_handled',
          422: 'Validation failed',
        },
      }),
      async (request) => {
        const user = currentUser(request);
        // Who asks is checked before what they send: a non-moderator learns nothing from validation.
        moderation.assertModerator(user);
        await moderation.act(user, parseWith(moderationActionBody, request.body));
        return {};
      },
    );

    app.get(
      '/moderation/log',
      route('moderator', {
        tag: 'Moderation',
        summary: 'Every moderator action, newest first',
        responses: {
          200: '[{id, moderator, action (dismiss|warn|suspend|ban|lift|keep), target, report_id, appeal_id, note, until, created_at}]; no route edits or deletes an entry',
        },
      }),
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return moderation.log(currentUser(request));
      },
    );

    app.get(
      '/moderation/accounts',
      route('moderator', {
        tag: 'Moderation',
        summary: 'Suspended and banned accounts, with whether you may lift each',
        responses: { 200: '[{user, role, state (suspended|banned), until, note, may_act}]' },
      }),
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return standing.closedAccounts(currentUser(request));
      },
    );

    app.post(
      '/moderation/lift',
      route('moderator', {
        tag: 'Moderation',
        summary: 'Lift a suspension or ban now; logged with the reason',
        body: liftBody,
        responses: {
          200: 'Done',
          403: 'code not_moderator · outside_role',
          404: 'code no_such_account',
          409: 'code not_closed (neither suspended nor banned)',
          422: 'Validation failed (the reason is required)',
        },
      }),
      async (request) => {
        const user = currentUser(request);
        moderation.assertModerator(user);
        await standing.lift(user, parseWith(liftBody, request.body));
        return {};
      },
    );

    app.get(
      '/moderation/appeals',
      route('moderator', {
        tag: 'Moderation',
        summary: 'Appeals against bans, open (oldest first) or closed',
        query: [{ name: 'status', type: 'string', description: 'open (default) or closed' }],
        responses: {
          200: '[{id, user, message, banned_at, ban_note, status (open|lifted|kept), created_at, may_act}]',
        },
      }),
      async (request, reply) => {
        const { status } = parseWith(moderationReportsQuery, request.query);
        reply.header('cache-control', 'no-store');
        return standing.appeals(currentUser(request), status);
      },
    );

    app.post(
      '/moderation/appeal-decisions',
      route('moderator', {
        tag: 'Moderation',
        summary: 'Decide an appeal: lift the ban or keep it; logged with the reason',
        body: appealDecisionBody,
        responses: {
          200: 'Done',
          403: 'code not_moderator · outside_role',
          404: 'code no_such_appeal (unknown or already decided)',
          409: 'code not_closed',
          422: 'Validation failed',
        },
      }),
      async (request) => {
        const user = currentUser(request);
        moderation.assertModerator(user);
        await standing.decideAppeal(user, parseWith(appealDecisionBody, request.body));
        return {};
      },
    );

    app.post(
      '/appeals',
      {
        ...route('public', {
          tag: 'Moderation',
          summary: 'A banned user appeals, once per ban, with the token of their login refusal',
          body: appealBody,
          responses: {
            201: 'Filed into the moderators’ queue',
            403: 'code appeal_token_invalid (forged, expired, or the ban changed)',
            409: 'code appeal_exists',
            422: 'Validation failed',
            429: 'Too many requests from this address',
          },
        }),
        ...perIp,
      },
      async (request, reply) => {
        await standing.fileAppeal(parseWith(appealBody, request.body));
        reply.status(201);
        return {};
      },
    );
  };
}
