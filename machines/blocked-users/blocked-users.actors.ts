import { fromPromise } from 'xstate';
import type { BlockedUser } from '../../contract/safety';
import type { BlockedUsersDeps } from './blocked-users.types';

/** Real effects for `blockedUsersMachine.provide(...)`. */
export function createBlockedUsersImplementations(deps: BlockedUsersDeps) {
  return {
    actors: {
      loadBlocks: fromPromise<BlockedUser[]>(({ signal }) => deps.loadBlocks(signal)),
      unblock: fromPromise<void, { userId: number }>(({ input, signal }) => deps.unblock(input.userId, signal)),
    },
  };
}
