import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { friendRequestsMachine } from '../friend-requests/friend-requests.machine';
import { selectActing } from '../friend-requests/friend-requests.selectors';
import type { notificationsMachine } from './notifications.machine';
import { selectAlertsView, selectNotificationsView } from './notifications.selectors';

/**
 * The notifications bell's view model and senders: the root's `notifications` (feed, panel, call
 * alerts) and `friendRequests` (accepting and declining a request from the panel).
 */
export function useNotifications(
  actor: ActorRefFrom<typeof notificationsMachine>,
  requests: ActorRefFrom<typeof friendRequestsMachine>,
) {
  const feed = useSelector(actor, selectNotificationsView, shallowEqual);
  const alerts = useSelector(actor, selectAlertsView, shallowEqual);
  const acting = useSelector(requests, selectActing);
  const senders = useMemo(
    () => ({
      toggle: () => actor.send({ type: 'panel.toggle' }),
      close: () => actor.send({ type: 'panel.close' }),
      reload: () => actor.send({ type: 'requests.reload' }),
      accept: (id: number) => requests.send({ type: 'request.accept', id }),
      decline: (id: number) => requests.send({ type: 'request.decline', id }),
      declineCall: (from: number) => actor.send({ type: 'call.decline', from }),
      answering: (from: number) => actor.send({ type: 'call.answering', from }),
      dismissMissed: (callId: string) => actor.send({ type: 'missed.dismiss', callId }),
      enableAlerts: () => actor.send({ type: 'alerts.enable' }),
      toggleMute: () => actor.send({ type: 'alerts.toggleMute' }),
    }),
    [actor, requests],
  );
  const view = useMemo(
    () => ({ ...feed, alertPermission: alerts.alertPermission, muted: alerts.muted, acting }),
    [feed, alerts.alertPermission, alerts.muted, acting],
  );
  return { view, ...senders };
}
