import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { notificationsMachine } from './notifications.machine';
import { selectNotificationsView } from './notifications.selectors';

/** The notifications bell's view model and senders (the root's `notifications`). */
export function useNotifications(actor: ActorRefFrom<typeof notificationsMachine>) {
  const view = useSelector(actor, selectNotificationsView, shallowEqual);
  const senders = useMemo(
    () => ({
      toggle: () => actor.send({ type: 'panel.toggle' }),
      close: () => actor.send({ type: 'panel.close' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
