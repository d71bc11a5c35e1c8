import { fromPromise } from 'xstate';
import type { UserView } from '../../contract/user';
import type { AccountDeletionDeps } from './account-deletion.types';

/** Real effects for `accountDeletionMachine.provide(...)`. */
export function createAccountDeletionImplementations(deps: AccountDeletionDeps) {
  return {
    actors: {
      deleteAccount: fromPromise<UserView>(({ signal }) => deps.deleteAccount(signal)),
    },
  };
}
