import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRef, Snapshot } from 'xstate';

/** The events every confirm-then-act popup machine (photo deletion, account deletion) takes. */
export type ConfirmDialogEvent = { type: 'deletion.open' } | { type: 'deletion.confirm' } | { type: 'deletion.cancel' };

/** A confirm-then-act popup's view model and its senders: the one hook both deletion popups share. */
export function useConfirmDialog<TSnapshot extends Snapshot<unknown>, TView extends object>(
  actor: ActorRef<TSnapshot, ConfirmDialogEvent>,
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
