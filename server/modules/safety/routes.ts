import type { FastifyPluginAsync } from 'fastify';
import { blockBody } from '../../../contract/safety';
import { currentUser, type Guards } from '../../auth/guard';
import { parseWith } from '../../http/errors';
import type { BlocksService } from './blocks.service';

/** What the blocks routes are handed (server/composition.ts). */
export interface SafetyRouteDeps {
  blocks: BlocksService;
  guards: Pick<Guards, 'verified'>;
}

/** API.md "Safety and moderation": blocks. Verified users only. */
export function safetyRoutes(ctx: SafetyRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const { blocks } = ctx;
    const verified = { preHandler: ctx.guards.verified };

    app.post('/block', verified, async (request, reply) => {
      const { user_id } = parseWith(blockBody, request.body);
      return reply.status(201).send(await blocks.block(currentUser(request).id, user_id));
    });

    app.delete('/block', verified, async (request) => {
      const { user_id } = parseWith(blockBody, request.body);
      await blocks.unblock(currentUser(request).id, user_id);
      return {};
    });

    app.get('/blocks', verified, async (request) => blocks.list(currentUser(request).id));
  };
}
