import { fromPromise } from 'xstate';
import type { PushKinds } from '../../contract/push';
import type { PushDetection, PushPermissionDeps } from './push-permission.types';

/** Real effects for `pushPermissionMachine.provide(...)`. */
export function createPushPermissionImplementations(deps: PushPermissionDeps) {
  return {
    actors: {
      detect: fromPromise<PushDetection>(({ signal }) => deps.detect(signal)),
      requestPermission: fromPromise<NotificationPermission>(() => deps.requestPermission()),
      subscribe: fromPromise<PushKinds, PushKinds>(({ input, signal }) => deps.subscribe(input, signal)),
      saveKinds: fromPromise<PushKinds, PushKinds>(({ input, signal }) => deps.saveKinds(input, signal)),
      unsubscribe: fromPromise<void>(({ signal }) => deps.unsubscribe(signal)),
    },
  };
}
