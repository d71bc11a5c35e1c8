import { fromPromise } from 'xstate';
import type { UserView } from '../../contract/user';
import type { AccountDeletionDeps } from './account-deletion.types';

/** Real effects for `accountDeletionMachine.provide(...)`: its confirmed task. */
export function createAccountDeletionImplementations(deps: AccountDeletionDeps) {
  return {
    actors: {
      task: fromPromise<UserView>(({ signal }) => deps.deleteAccount(signal)),
    },
  };
}
