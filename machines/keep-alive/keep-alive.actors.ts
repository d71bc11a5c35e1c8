import { fromPromise } from 'xstate';
import type { KeepAliveDeps } from './keep-alive.types';

export function createKeepAliveImplementations(deps: KeepAliveDeps) {
  return {
    actors: {
      ping: fromPromise<void>(({ signal }) => deps.ping(signal)),
    },
  };
}
