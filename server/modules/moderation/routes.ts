import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { appealBody, appealDecisionBody, liftBody } from '../../../contract/moderation';
import { moderationActionBody, moderationReportsQuery } from '../../../contract/safety';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { parseWith } from '../../http/errors';
import { PRIVATE_PREFIX } from '../../ports/storage';
import { createChatRepository } from '../chat/repository';
import { createOnCallState } from '../chat/on-call';
import { createHangUp } from '../chat/watchdog';
import { createAppealTokens } from './appeal-token';
import { prepareEvidence } from './evidence';
import { createModerationRepository } from './repository';
import { staffLists } from './roles';
import { createModerationService } from './service';
import { createStandingService } from './standing';
import { createStandingRepository } from './standing-repository';

/** The moderation service over the context's ports. */
export function createModeration(ctx: AppContext) {
  const setOnCall = createOnCallState({ repo: createChatRepository(ctx.db), events: ctx.sessionEvents });
  return createModerationService({
    repo: createModerationRepository(ctx.db),
    storage: ctx.storage,
    matchPool: ctx.matchPool,
    hangUpMatch: createHangUp({ matchPool: ctx.matchPool, realtime: ctx.realtime, setOnCall }),
    events: ctx.sessionEvents,
    staff: staffLists(ctx.config),
    now: () => ctx.now(),
    config: ctx.config,
  });
}

/** Lifts and appeals (standing.ts) over the context. */
export function createStanding(ctx: AppContext) {
  return createStandingService({
    repo: createStandingRepository(ctx.db),
    staff: staffLists(ctx.config),
    tokens: createAppealTokens(ctx.config.jwtSecret),
    events: ctx.sessionEvents,
    now: () => ctx.now(),
  });
}

/** Checks, re-encodes and stores a report's still frame privately; answers its storage key. */
export function createEvidenceStore(ctx: AppContext) {
  return async (dataUrl: string): Promise<string> => {
    const jpeg = await prepareEvidence(dataUrl);
    const key = `${PRIVATE_PREFIX}evidence/${randomUUID()}.jpg`;
    await ctx.storage.put(key, jpeg, 'image/jpeg');
    return key;
  };
}

/**
 * API.md "Safety and moderation": the moderators' queue, actions and log (moderators and admins
 * only), lifts and appeal decisions, and the banned user's public appeal. The log has no route
 * that changes or deletes an entry, on purpose.
 */
export function moderationRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const moderation = createModeration(ctx);
    const standing = createStanding(ctx);
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
