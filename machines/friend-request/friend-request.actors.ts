import { fromPromise } from 'xstate';
import type { AcceptRequestResult, FriendLimit, SendRequestResult } from '../../contract/friends';
import type { FriendRequestDeps } from './friend-request.types';

/** Real effects for `friendRequestMachine.provide(...)`. */
export function createFriendRequestImplementations(deps: FriendRequestDeps) {
  return {
    actors: {
      friendLimit: fromPromise<FriendLimit>(({ signal }) => deps.friendLimit(signal)),
      sendRequest: fromPromise<SendRequestResult, { to: number }>(({ input, signal }) =>
        deps.sendRequest(input.to, signal),
      ),
      acceptRequest: fromPromise<AcceptRequestResult, { senderId: number }>(({ input, signal }) =>
        deps.acceptRequest(input.senderId, signal),
      ),
    },
  };
}
