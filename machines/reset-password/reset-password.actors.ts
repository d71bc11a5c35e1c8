import { fromPromise } from 'xstate';
import type { ResetInput } from '../../contract/auth';
import type { MessageResponse } from '../../contract/user';
import type { ResetPasswordDeps } from './reset-password.types';

export function createResetPasswordImplementations(deps: ResetPasswordDeps) {
  return {
    actors: {
      resetPassword: fromPromise<MessageResponse, ResetInput>(({ input, signal }) => deps.resetPassword(input, signal)),
    },
    actions: {
      goHome: () => deps.goHome(),
    },
  };
}
