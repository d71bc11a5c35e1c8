import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { toastsMachine } from './toasts.machine';
import { selectToastsView } from './toasts.selectors';

/** The toast region's view model and senders (the root's `toasts`). */
export function useToasts(actor: ActorRefFrom<typeof toastsMachine>) {
  const view = useSelector(actor, selectToastsView, shallowEqual);
  const senders = useMemo(() => ({ dismiss: (id: number) => actor.send({ type: 'toast.dismiss', id }) }), [actor]);
  return { view, ...senders };
}
