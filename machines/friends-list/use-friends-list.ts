import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { friendsListMachine } from './friends-list.machine';
import { sameFriendsListView, selectFriendsList } from './friends-list.selectors';
import type { FriendsGroup } from './friends-list.types';

/** The friends list's view model and senders. */
export function useFriendsList(actor: ActorRefFrom<typeof friendsListMachine>) {
  const view = useSelector(actor, selectFriendsList, sameFriendsListView);
  const senders = useMemo(
    () => ({
      retry: () => actor.send({ type: 'list.retry' }),
      goToPage: (group: FriendsGroup, page: number) => actor.send({ type: 'page.go', group, page }),
      invite: (id: number) => actor.send({ type: 'friend.invite', id }),
      remove: (id: number) => actor.send({ type: 'friend.remove', id }),
      confirmRemoval: () => actor.send({ type: 'removal.confirm' }),
      cancelRemoval: () => actor.send({ type: 'removal.cancel' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
