import { fromPromise } from 'xstate';
import type { AcceptRequestResult } from '../../contract/friends';
import type { FriendRequestsDeps } from './friend-requests.types';

/** Real effects for `friendRequestsMachine.provide(...)`. */
export function createFriendRequestsImplementations(deps: FriendRequestsDeps) {
  return {
    actors: {
      acceptRequest: fromPromise<AcceptRequestResult, { senderId: number }>(({ input, signal }) =>
        deps.acceptRequest(input.senderId, signal),
      ),
      declineRequest: fromPromise<void, { senderId: number }>(({ input, signal }) =>
        deps.declineRequest(input.senderId, signal),
      ),
    },
  };
}
