import { fromPromise } from 'xstate';
import type { VerifyInput } from '../../contract/auth';
import type { UserResponse } from '../../contract/user';
import type { VerifyEmailDeps } from './verify-email.types';

export function createVerifyEmailImplementations(deps: VerifyEmailDeps) {
  return {
    actors: {
      verifyEmail: fromPromise<UserResponse, VerifyInput>(({ input, signal }) => deps.verifyEmail(input, signal)),
    },
    actions: {
      goToNextStep: () => deps.goToNextStep(),
    },
  };
}
