import { fromPromise } from 'xstate';
import type { PasswordChangeDeps, PasswordValues } from './password-change.types';

/** Real effects for `passwordChangeMachine.provide(...)`. */
export function createPasswordChangeImplementations(deps: PasswordChangeDeps) {
  return {
    actors: {
      changePassword: fromPromise<void, PasswordValues>(({ input, signal }) => deps.changePassword(input, signal)),
    },
  };
}
