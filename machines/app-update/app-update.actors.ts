import { type AnyEventObject, fromCallback } from 'xstate';
import type { AppUpdateDeps, AppUpdateEvent } from './app-update.types';

/** Real effects for `appUpdateMachine.provide(...)`. */
export function createAppUpdateImplementations(deps: AppUpdateDeps) {
  return {
    actors: {
      serviceWorker: fromCallback<AnyEventObject>(({ sendBack, receive }) => {
        receive((command) => {
          if (command.type === 'update.activate') deps.activate();
        });
        return deps.register(() => sendBack({ type: 'update.waiting' } satisfies AppUpdateEvent));
      }),
    },
  };
}
