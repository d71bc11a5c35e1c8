import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PushKind } from '../../contract/push';
import type { pushPermissionMachine } from './push-permission.machine';
import { selectPushPermission } from './push-permission.selectors';

/** The "Notifications on this device" view model and senders. */
export function usePushPermission(actor: ActorRefFrom<typeof pushPermissionMachine>) {
  const view = useSelector(actor, selectPushPermission, shallowEqual);
  const senders = useMemo(
    () => ({
      // Sent from the switch's click handler: the permission prompt needs the user's gesture.
      enable: () => actor.send({ type: 'push.enable' }),
      disable: () => actor.send({ type: 'push.disable' }),
      setKind: (kind: PushKind, on: boolean) => actor.send({ type: 'push.setKind', kind, on }),
      retry: () => actor.send({ type: 'push.retry' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
