import type { FastifyPluginAsync } from 'fastify';
import {
  allUsersQuery,
  deleteFriendBody,
  friendsQuery,
  requestSenderBody,
  sendRequestBody,
} from '../../../contract/friends';
import { currentUser, type Guards } from '../../auth/guard';
import { parseWith } from '../../http/errors';
import type { FriendsService } from './service';

/** What the friends routes are handed (server/composition.ts). */
export interface FriendsRouteDeps {
  friends: FriendsService;
  guards: Pick<Guards, 'verified'>;
}

/** API.md "Friends": the list, requests, removal, all users, the limit. Verified users only. */
export function friendsRoutes(ctx: FriendsRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const { friends } = ctx;
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
