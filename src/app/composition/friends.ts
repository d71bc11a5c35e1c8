import { DEFAULT_FRIENDS_PAGE_SIZE } from '../../../contract/friends';
import { createFriendsListImplementations } from '../../../machines/friends-list/friends-list.actors';
import { friendsListMachine } from '../../../machines/friends-list/friends-list.machine';
import { FRIENDS_LIST_SYSTEM_ID, type FriendsListInput } from '../../../machines/friends-list/friends-list.types';
import type { SessionUser } from '../../../machines/session/session.types';
import { createUsersListImplementations } from '../../../machines/users-list/users-list.actors';
import { usersListMachine } from '../../../machines/users-list/users-list.machine';
import { USERS_LIST_SYSTEM_ID, type UsersListInput } from '../../../machines/users-list/users-list.types';
import { asApiCall } from '../../adapters/api/api-failure';
import { friendsApi } from '../../adapters/api/friends-api';
import { goTo } from '../../adapters/navigation';
import { PATHS } from '../../routing/paths';
import { friendRequestLogic } from './friend-request';
import { defineScreen } from './screen';

/** The friends screens with the real API (imported by the /friends and /users-list route chunks only). */
export const friendsListScreen = defineScreen(
  FRIENDS_LIST_SYSTEM_ID,
  friendsListMachine.provide(
    createFriendsListImplementations({
      loadFriends: (pageSize, signal) => asApiCall(friendsApi.friends(pageSize, signal)),
      removeFriend: (friendId, signal) => asApiCall(friendsApi.removeFriend(friendId, signal)),
      openCall: (friendId) => goTo(PATHS.friendCall, { userId: friendId }),
    }),
  ),
);

export const friendsListInput: FriendsListInput = { pageSize: DEFAULT_FRIENDS_PAGE_SIZE };

const usersListImplementations = createUsersListImplementations({
  loadUsers: (page, q, signal) => asApiCall(friendsApi.allUsers(page, q, signal)),
});

export const usersListScreen = defineScreen(
  USERS_LIST_SYSTEM_ID,
  usersListMachine.provide({ actors: { ...usersListImplementations.actors, sender: friendRequestLogic } }),
);

/** The sender's start values: subscribers skip the limit check; the friends the user has now. */
export const usersListInput = (user: SessionUser): UsersListInput => ({
  isSubscribed: user.is_subscribed,
  friendCount: user.friends.length,
});
