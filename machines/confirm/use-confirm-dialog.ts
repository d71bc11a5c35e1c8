import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRef, Snapshot } from 'xstate';
import type { ConfirmEvent } from './confirm.types';

/** A confirm-then-act popup's view model and its senders: the one hook every confirm popup shares. */
export function useConfirmDialog<TSnapshot extends Snapshot<unknown>, TView extends object>(
  actor: ActorRef<TSnapshot, ConfirmEvent>,
  select: (snapshot: TSnapshot) => TView,
) {
  const view = useSelector(actor, select, shallowEqual);
  const senders = useMemo(() => {
    return {
      open: () => actor.send({ type: 'deletion.open' }),
      confirm: () => actor.send({ type: 'deletion.confirm' }),
      cancel: () => actor.send({ type: 'deletion.cancel' }),
    };
  }, [actor]);
  return { view, ...senders };
}
