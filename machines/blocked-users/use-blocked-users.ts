import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { blockedUsersMachine } from './blocked-users.machine';
import { selectBlockedUsers } from './blocked-users.selectors';

/** The blocked-users section's view model and senders. */
export function useBlockedUsers(actor: ActorRefFrom<typeof blockedUsersMachine>) {
  const view = useSelector(actor, selectBlockedUsers, shallowEqual);
  const senders = useMemo(
    () => ({
      retry: () => actor.send({ type: 'list.retry' }),
      unblock: (id: number) => actor.send({ type: 'user.unblock', id }),
      confirm: () => actor.send({ type: 'unblock.confirm' }),
      cancel: () => actor.send({ type: 'unblock.cancel' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
