import { fromPromise } from 'xstate';
import type { AllUsersPage } from '../../contract/friends';
import type { UsersListDeps } from './users-list.types';

/** Real effects for `usersListMachine.provide(...)` (the `sender` child is provided on its own). */
export function createUsersListImplementations(deps: UsersListDeps) {
  return {
    actors: {
      loadUsers: fromPromise<AllUsersPage, { page: number; q: string }>(({ input, signal }) =>
        deps.loadUsers(input.page, input.q, signal),
      ),
    },
  };
}
