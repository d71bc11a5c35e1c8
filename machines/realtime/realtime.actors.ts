import { fromCallback, fromPromise } from 'xstate';
import type { RealtimeAuth } from '../../contract/realtime';
import type { RealtimeDeps, RealtimeEvent } from './realtime.types';

/** Real effects for `realtimeMachine.provide(...)`. */
export function createRealtimeImplementations(deps: RealtimeDeps) {
  return {
    actors: {
      authorize: fromPromise<RealtimeAuth>(({ signal }) => deps.authorize(signal)),
      connection: fromCallback<RealtimeEvent, RealtimeAuth>(({ input, sendBack }) =>
        deps.connect(
          input,
          {
            ready: () => sendBack({ type: 'realtime.ready' }),
            message: (message) => sendBack({ type: 'realtime.message', ...message }),
            authError: () => sendBack({ type: 'realtime.authError' }),
            closed: () => sendBack({ type: 'realtime.closed' }),
          },
          deps.authorize,
        ),
      ),
    },
  };
}
