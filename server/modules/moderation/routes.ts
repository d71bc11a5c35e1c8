import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { moderationActionBody, moderationReportsQuery } from '../../../contract/safety';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { parseWith } from '../../http/errors';
import { PRIVATE_PREFIX } from '../../ports/storage';
import { createChatRepository } from '../chat/repository';
import { createOnCallState } from '../chat/on-call';
import { createHangUp } from '../chat/watchdog';
import { prepareEvidence } from './evidence';
import { createModerationRepository } from './repository';
import { createModerationService } from './service';

/** The moderation service over the context's ports. */
export function createModeration(ctx: AppContext) {
  const setOnCall = createOnCallState({ repo: createChatRepository(ctx.db), events: ctx.sessionEvents });
  return createModerationService({
    repo: createModerationRepository(ctx.db),
    storage: ctx.storage,
    matchPool: ctx.matchPool,
    hangUpMatch: createHangUp({ matchPool: ctx.matchPool, realtime: ctx.realtime, setOnCall }),
    events: ctx.sessionEvents,
    moderators: new Set(ctx.config.moderatorEmails),
    now: () => ctx.now(),
    config: ctx.config,
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

/** API.md "Safety and moderation": the moderators' queue, actions and log. Moderators only. */
export function moderationRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const moderation = createModeration(ctx);
    const verified = { preHandler: ctx.guards.verified };

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
  };
}
