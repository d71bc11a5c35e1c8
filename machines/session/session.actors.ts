import { fromPromise } from 'xstate';
import type { MeResponse, SessionDeps } from './session.types';

/** Real effects for `sessionMachine.provide(...)`. */
export function createSessionImplementations(deps: SessionDeps) {
  return {
    actors: {
      fetchMe: fromPromise<MeResponse, { token: string }>(({ input, signal }) => deps.fetchMe(input.token, signal)),
      revokeSession: fromPromise<void, { token: string }>(({ input, signal }) =>
        deps.revokeSession(input.token, signal),
      ),
    },
    actions: {
      storeToken: (_: unknown, { token }: { token: string }) => deps.storeToken(token),
      clearToken: () => deps.clearToken(),
    },
  };
}
