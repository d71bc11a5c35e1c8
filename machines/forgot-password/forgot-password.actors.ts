import { fromPromise } from 'xstate';
import type { ForgotInput } from '../../contract/auth';
import type { MessageResponse } from '../../contract/user';
import type { ForgotPasswordDeps } from './forgot-password.types';

export function createForgotPasswordImplementations(deps: ForgotPasswordDeps) {
  return {
    actors: {
      forgotPassword: fromPromise<MessageResponse, ForgotInput>(({ input, signal }) =>
        deps.forgotPassword(input, signal),
      ),
    },
    actions: {
      logFailure: ({ event }: { event: unknown }) => deps.logFailure((event as { error?: unknown }).error),
    },
  };
}
