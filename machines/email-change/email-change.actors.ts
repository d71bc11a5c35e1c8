import { fromPromise } from 'xstate';
import type { UserView } from '../../contract/user';
import type { EmailChangeDeps } from './email-change.types';

/** Real effects for `emailChangeMachine.provide(...)`. */
export function createEmailChangeImplementations(deps: EmailChangeDeps) {
  return {
    actors: {
      requestChange: fromPromise<void, { email: string }>(({ input, signal }) =>
        deps.requestChange(input.email, signal),
      ),
      confirmCode: fromPromise<UserView, { code: string }>(({ input, signal }) => deps.confirmCode(input.code, signal)),
    },
  };
}
