import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { photoDeletionMachine } from './photo-deletion.machine';
import { selectPhotoDeletion } from './photo-deletion.selectors';

/** The delete-photo popup's view model and its senders. */
export function usePhotoDeletion(actor: ActorRefFrom<typeof photoDeletionMachine>) {
  const view = useSelector(actor, selectPhotoDeletion, shallowEqual);
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
