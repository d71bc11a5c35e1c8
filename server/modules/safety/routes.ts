import type { FastifyPluginAsync } from 'fastify';
import { blockBody } from '../../../contract/safety';
import { currentUser, type Guards } from '../../auth/guard';
import { parseWith } from '../../http/errors';
import { routeAccess } from '../api-docs/route-access';
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
    const route = routeAccess({ verified: ctx.guards.verified });

    app.post(
      '/block',
      route('verified', {
        tag: 'Safety',
        summary: 'Block a user: never matched again, friendship and calls end',
        body: blockBody,
        responses: { 201: '{id, name, image} of the blocked user', 404: 'No such user', 422: 'Yourself' },
      }),
      async (request, reply) => {
        const { user_id } = parseWith(blockBody, request.body);
        return reply.status(201).send(await blocks.block(currentUser(request).id, user_id));
      },
    );

    app.delete(
      '/block',
      route('verified', {
        tag: 'Safety',
        summary: 'Unblock a user',
        body: blockBody,
        responses: { 200: 'Unblocked', 404: 'Not blocked' },
      }),
      async (request) => {
        const { user_id } = parseWith(blockBody, request.body);
        await blocks.unblock(currentUser(request).id, user_id);
        return {};
      },
    );

    app.get(
      '/blocks',
      route('verified', {
        tag: 'Safety',
        summary: 'The users I blocked, newest first',
        responses: { 200: '[{id, name, image}]' },
      }),
      async (request) => blocks.list(currentUser(request).id),
    );
  };
}
