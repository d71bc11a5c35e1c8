import type { FastifyPluginAsync } from 'fastify';
import {
  allUsersQuery,
  deleteFriendBody,
  friendsQuery,
  requestSenderBody,
  sendRequestBody,
} from '../../../contract/friends';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { parseWith } from '../../http/errors';
import { pushFor } from '../push/routes';
import { createPresence } from './presence';
import { createFriendsRepository } from './repository';
import { createFriendsService } from './service';

/** The friends service over the context's ports. */
export function createFriends(ctx: AppContext) {
  const repo = createFriendsRepository(ctx.db);
  // ctx.now is read per call: tests replace it after the context is built.
  const now = () => ctx.now();
  return createFriendsService({
    repo,
    presence: createPresence({ realtime: ctx.realtime, repo, now }),
    realtime: ctx.realtime,
    events: ctx.sessionEvents,
    log: ctx.log,
    now,
    config: ctx.config,
    push: pushFor(ctx),
  });
}

/** API.md "Friends": the list, requests, removal, all users, the limit. Verified users only. */
export function friendsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const friends = createFriends(ctx);
    const verified = { preHandler: ctx.guards.verified };

    app.get('/friends', verified, async (request) => {
      const { page_size } = parseWith(friendsQuery, request.query);
      return friends.list(currentUser(request).id, page_size);
    });

    app.post('/friends/send-request', verified, async (request, reply) => {
      const { to } = parseWith(sendRequestBody, request.body);
      const result = await friends.sendRequest(currentUser(request).id, to);
      return reply.status(result.status === 'pending' ? 201 : 200).send(result);
    });

    app.post('/friends/accept-request', verified, async (request) => {
      const { senderId } = parseWith(requestSenderBody, request.body);
      return friends.accept(currentUser(request).id, senderId);
    });

    app.post('/friends/decline-request', verified, async (request) => {
      const { senderId } = parseWith(requestSenderBody, request.body);
      await friends.decline(currentUser(request).id, senderId);
      return {};
    });

    app.get('/friends/requests', verified, async (request) => friends.requests(currentUser(request).id));

    app.delete('/friends/delete', verified, async (request) => {
      const { friendId } = parseWith(deleteFriendBody, request.body);
      await friends.remove(currentUser(request).id, friendId);
      return {};
    });

    app.get('/all-users', verified, async (request) => {
      const query = parseWith(allUsersQuery, request.query);
      return friends.allUsers(currentUser(request).id, query);
    });

    app.get('/get-friend-limit', verified, async (request) => friends.friendLimit(currentUser(request)));
  };
}
