import { fromPromise } from 'xstate';
import type { FriendsPages } from '../../contract/friends';
import type { FriendsListDeps } from './friends-list.types';

/** Real effects for `friendsListMachine.provide(...)`. */
export function createFriendsListImplementations(deps: FriendsListDeps) {
  return {
    actors: {
      loadFriends: fromPromise<FriendsPages, { pageSize: number }>(({ input, signal }) =>
        deps.loadFriends(input.pageSize, signal),
      ),
      removeFriend: fromPromise<void, { friendId: number }>(({ input, signal }) =>
        deps.removeFriend(input.friendId, signal),
      ),
    },
    actions: {
      openCall: (_: unknown, { friendId }: { friendId: number }) => deps.openCall(friendId),
    },
  };
}
