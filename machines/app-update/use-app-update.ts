import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { appUpdateMachine } from './app-update.machine';
import { selectAppUpdateView } from './app-update.selectors';

/** No banner: the actor has not started yet (its code loads after the first page). */
const NO_UPDATE: ReturnType<typeof selectAppUpdateView> = { ready: false, reloading: false };

/** The "new version" banner's view model (the root's `appUpdate`, null until it runs). */
export function useAppUpdate(actor: ActorRefFrom<typeof appUpdateMachine> | null) {
  const view = useSelector(actor ?? undefined, (s) => (s ? selectAppUpdateView(s) : NO_UPDATE), shallowEqual);
  const senders = useMemo(
    () => ({
      reload: () => actor?.send({ type: 'update.reload' }),
      dismiss: () => actor?.send({ type: 'update.dismiss' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
