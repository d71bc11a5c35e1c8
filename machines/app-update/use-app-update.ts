import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { appUpdateMachine } from './app-update.machine';
import { selectAppUpdateView } from './app-update.selectors';

/** The "new version" banner's view model (the root's `appUpdate`). */
export function useAppUpdate(actor: ActorRefFrom<typeof appUpdateMachine>) {
  const view = useSelector(actor, selectAppUpdateView, shallowEqual);
  const senders = useMemo(
    () => ({
      reload: () => actor.send({ type: 'update.reload' }),
      dismiss: () => actor.send({ type: 'update.dismiss' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
