import type { FastifyPluginAsync } from 'fastify';
import { blockBody } from '../../../contract/safety';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { docs } from '../api-docs/docs';
import { parseWith } from '../../http/errors';
import { createHangUp } from '../chat/watchdog';
import { createOnCallState } from '../chat/on-call';
import { createChatRepository } from '../chat/repository';
import { createFriendCallEndingFor } from '../friend-calls/routes';
import { createFriends } from '../friends/routes';
import { createBlocksRepository } from './blocks.repository';
import { createBlocksService } from './blocks.service';

/** The blocks service over the context's ports. */
function createBlocks(ctx: AppContext) {
  const setOnCall = createOnCallState({ repo: createChatRepository(ctx.db), events: ctx.sessionEvents });
  const friends = createFriends(ctx);
  const friendCalls = createFriendCallEndingFor(ctx);
  return createBlocksService({
    repo: createBlocksRepository(ctx.db),
    matchPool: ctx.matchPool,
    hangUpMatch: createHangUp({ matchPool: ctx.matchPool, realtime: ctx.realtime, setOnCall }),
    hangUpFriendCall: (userId, otherId) => friendCalls.hangUp(userId, otherId, false),
    friendshipEnded: friends.friendshipEnded,
    events: ctx.sessionEvents,
    now: () => ctx.now(),
  });
}

/** API.md "Safety and moderation": blocks. Verified users only. */
export function safetyRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const blocks = createBlocks(ctx);
    const verified = { preHandler: ctx.guards.verified };

    app.post(
      '/block',
      {
        ...verified,
        schema: docs({
          tag: 'Safety',
          summary: 'Block a user: never matched again, friendship and calls end',
          access: 'verified',
          body: blockBody,
          responses: { 201: '{id, name, image} of the blocked user', 404: 'No such user', 422: 'Yourself' },
        }),
      },
      async (request, reply) => {
        const { user_id } = parseWith(blockBody, request.body);
        return reply.status(201).send(await blocks.block(currentUser(request).id, user_id));
      },
    );

    app.delete(
      '/block',
      {
        ...verified,
        schema: docs({
          tag: 'Safety',
          summary: 'Unblock a user',
          access: 'verified',
          body: blockBody,
          responses: { 200: 'Unblocked', 404: 'Not blocked' },
        }),
      },
      async (request) => {
        const { user_id } = parseWith(blockBody, request.body);
        await blocks.unblock(currentUser(request).id, user_id);
        return {};
      },
    );

    app.get(
      '/blocks',
      {
        ...verified,
        schema: docs({
          tag: 'Safety',
          summary: 'The users I blocked, newest first',
          access: 'verified',
          responses: { 200: '[{id, name, image}]' },
        }),
      },
      async (request) => blocks.list(currentUser(request).id),
    );
  };
}
