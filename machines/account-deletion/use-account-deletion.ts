import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { accountDeletionMachine } from './account-deletion.machine';
import { selectAccountDeletion } from './account-deletion.selectors';

/** The delete-account popup's view model and its senders. */
export function useAccountDeletion(actor: ActorRefFrom<typeof accountDeletionMachine>) {
  const view = useSelector(actor, selectAccountDeletion, shallowEqual);
  const senders = useMemo(
    () => ({
      open: () => actor.send({ type: 'deletion.open' }),
      confirm: () => actor.send({ type: 'deletion.confirm' }),
      cancel: () => actor.send({ type: 'deletion.cancel' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
