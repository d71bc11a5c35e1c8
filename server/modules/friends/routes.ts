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
import { routeAccess } from '../api-docs/route-access';
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
    const route = routeAccess({ verified: ctx.guards.verified });

    app.get(
      '/friends',
      route('verified', {
        tag: 'Friends',
        summary: 'Friends, online first, paged',
        query: [{ name: 'page_size', type: 'integer', description: 'Per group (default 10, at most 100)' }],
        responses: { 200: 'Online and offline friends' },
      }),
      async (request) => {
        const { page_size } = parseWith(friendsQuery, request.query);
        return friends.list(currentUser(request).id, page_size);
      },
    );

    app.post(
      '/friends/send-request',
      route('verified', {
        tag: 'Friends',
        summary: 'Send a friend request',
        body: sendRequestBody,
        responses: {
          200: 'Became friends (crossing request)',
          201: 'Request pending',
          403: 'Friend limit reached, or blocked',
          404: 'No such user',
        },
      }),
      async (request, reply) => {
        const { to } = parseWith(sendRequestBody, request.body);
        const result = await friends.sendRequest(currentUser(request).id, to);
        return reply.status(result.status === 'pending' ? 201 : 200).send(result);
      },
    );

    app.post(
      '/friends/accept-request',
      route('verified', {
        tag: 'Friends',
        summary: 'Accept a request',
        body: requestSenderBody,
        responses: { 200: 'Friends now', 404: 'No such request' },
      }),
      async (request) => {
        const { senderId } = parseWith(requestSenderBody, request.body);
        return friends.accept(currentUser(request).id, senderId);
      },
    );

    app.post(
      '/friends/decline-request',
      route('verified', {
        tag: 'Friends',
        summary: 'Decline a request',
        body: requestSenderBody,
        responses: { 200: 'Declined', 404: 'No such request' },
      }),
      async (request) => {
        const { senderId } = parseWith(requestSenderBody, request.body);
        await friends.decline(currentUser(request).id, senderId);
        return {};
      },
    );

    app.get(
      '/friends/requests',
      route('verified', {
        tag: 'Friends',
        summary: 'Requests received and sent',
        responses: { 200: 'Pending requests' },
      }),
      async (request) => friends.requests(currentUser(request).id),
    );

    app.delete(
      '/friends/delete',
      route('verified', {
        tag: 'Friends',
        summary: 'Remove a friend',
        body: deleteFriendBody,
        responses: { 200: 'Removed', 404: 'Not a friend' },
      }),
      async (request) => {
        const { friendId } = parseWith(deleteFriendBody, request.body);
        await friends.remove(currentUser(request).id, friendId);
        return {};
      },
    );

    app.get(
      '/all-users',
      route('verified', {
        tag: 'Friends',
        summary: 'Everyone else, paged, searchable by name',
        query: [
          { name: 'page', type: 'integer', description: 'Page (20 per page)' },
          { name: 'q', type: 'string', description: 'Name contains' },
        ],
        responses: { 200: 'Users with their relation to you' },
      }),
      async (request) => {
        const query = parseWith(allUsersQuery, request.query);
        return friends.allUsers(currentUser(request).id, query);
      },
    );

    app.get(
      '/get-friend-limit',
      route('verified', {
        tag: 'Friends',
        summary: 'Friend limit and how much is used',
        responses: { 200: 'Limit and count' },
      }),
      async (request) => friends.friendLimit(currentUser(request)),
    );
  };
}
