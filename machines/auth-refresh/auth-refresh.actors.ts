import { fromPromise } from 'xstate';
import type { AuthRefreshDeps } from './auth-refresh.types';

/** Real effects for `authRefreshMachine.provide(...)`. */
export function createAuthRefreshImplementations(deps: AuthRefreshDeps) {
  return {
    actors: {
      refreshToken: fromPromise<string, { staleToken: string }>(({ input, signal }) =>
        deps.refreshToken(input.staleToken, signal),
      ),
    },
  };
}
