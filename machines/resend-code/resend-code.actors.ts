import { fromPromise } from 'xstate';
import type { ResendInput } from '../../contract/auth';
import type { MessageResponse } from '../../contract/user';
import type { ResendCodeDeps } from './resend-code.types';

export function createResendCodeImplementations(deps: ResendCodeDeps) {
  return {
    actors: {
      resendCode: fromPromise<MessageResponse, ResendInput>(({ input, signal }) => deps.resendCode(input, signal)),
    },
  };
}
