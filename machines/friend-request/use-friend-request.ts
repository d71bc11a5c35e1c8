import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { friendRequestMachine } from './friend-request.machine';
import { selectFriendRequest } from './friend-request.selectors';

/** The friend-request sender's view model and senders. */
export function useFriendRequest(actor: ActorRefFrom<typeof friendRequestMachine>) {
  const view = useSelector(actor, selectFriendRequest, shallowEqual);
  const senders = useMemo(
    () => ({
      send: (userId: number) => actor.send({ type: 'request.send', userId }),
      accept: (userId: number) => actor.send({ type: 'request.accept', userId }),
      dismissWarning: () => actor.send({ type: 'request.dismissWarning' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
