import { createFriendRequestImplementations } from '../../../machines/friend-request/friend-request.actors';
import { friendRequestMachine } from '../../../machines/friend-request/friend-request.machine';
import { asApiCall } from '../../adapters/api/api-failure';
import { friendsApi } from '../../adapters/api/friends-api';

/**
 * Sending a friend request with the real API (machines/friend-request): the users list's
 * `sender` child and the random chat's top bar use this one logic.
 */
export const friendRequestLogic = friendRequestMachine.provide(
  createFriendRequestImplementations({
    friendLimit: (signal) => asApiCall(friendsApi.friendLimit(signal)),
    sendRequest: (to, signal) => asApiCall(friendsApi.sendRequest(to, signal)),
    acceptRequest: (senderId, signal) => asApiCall(friendsApi.acceptRequest(senderId, signal)),
  }),
);
