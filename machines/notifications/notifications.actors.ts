import { fromCallback, fromPromise } from 'xstate';
import type { PendingCall } from '../../contract/friend-calls';
import type { FriendRequest } from '../../contract/friends';
import type { CallAlertsCommand, NotificationsDeps, NotificationsEvent } from './notifications.types';

/** Real effects for `notificationsMachine.provide(...)`, built from the adapters the app passes. */
export function createNotificationsImplementations(deps: NotificationsDeps) {
  return {
    actors: {
      loadRequests: fromPromise<FriendRequest[]>(({ signal }) => deps.loadRequests(signal)),
      loadPendingCalls: fromPromise<PendingCall[]>(({ signal }) => deps.loadPendingCalls(signal)),
      // Fire and forget: a failed decline leaves the invitation to expire (30 s) on the server.
      declineCall: fromPromise<void, { callId: string }>(({ input, signal }) =>
        deps.declineCall(input.callId, signal).catch(() => {}),
      ),
      ringer: fromCallback(() => deps.ring()),
      callAlerts: fromCallback<CallAlertsCommand>(({ sendBack, receive }) => {
        const { alerts } = deps;
        let settings = alerts.read();
        const send = (event: NotificationsEvent) => sendBack(event);
        send({ type: 'alerts.settings', settings });
        const shown = new Map<number, () => void>();
        const close = (from: number) => {
          shown.get(from)?.();
          shown.delete(from);
        };
        let stopped = false;
        receive((command) => {
          switch (command.type) {
            case 'alerts.show': {
              const { from } = command.call;
              close(from);
              const closeShown = alerts.show(command.call, () => send({ type: 'call.answer', from }));
              if (closeShown) shown.set(from, closeShown);
              break;
            }
            case 'alerts.close':
              close(command.from);
              break;
            case 'alerts.saveMuted':
              settings = { ...settings, muted: command.muted };
              alerts.saveMuted(command.muted);
              break;
            case 'alerts.requestPermission':
              void alerts.requestPermission().then((permission) => {
                settings = { ...settings, permission };
                if (!stopped) send({ type: 'alerts.settings', settings });
              });
              break;
          }
        });
        return () => {
          stopped = true;
          for (const from of [...shown.keys()]) close(from);
        };
      }),
    },
    actions: {
      openCall: (_: unknown, { from }: { from: number }) => deps.openCall(from),
    },
  };
}
