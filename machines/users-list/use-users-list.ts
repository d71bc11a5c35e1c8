import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { usersListMachine } from './users-list.machine';
import { selectSender, selectUsersList } from './users-list.selectors';

/** The users list's view model, its senders and its `sender` child (for `useFriendRequest`). */
export function useUsersList(actor: ActorRefFrom<typeof usersListMachine>) {
  const view = useSelector(actor, selectUsersList, shallowEqual);
  const senderRef = useSelector(actor, selectSender);
  const senders = useMemo(
    () => ({
      search: (query: string) => actor.send({ type: 'search.change', query }),
      goToPage: (page: number) => actor.send({ type: 'page.go', page }),
      retry: () => actor.send({ type: 'list.retry' }),
    }),
    [actor],
  );
  return { view, senderRef, ...senders };
}
