import type { UserView } from '../../contract/user';

/**
 * Deleting the account (spec §4 "Delete account", §8): the confirm popup of
 * `createConfirmMachine` (machines/confirm/) with `afterSuccess: 'end'`. Confirmed, the task
 * `deleteAccount` runs; success shows the warning "account deleted" and logs out (`session.logout`
 * to the system's `session`) in the final state `done`; a failure shows the "wrong message" toast
 * and leaves the dialog open (`failed`).
 */
export interface AccountDeletionDeps {
  /** DELETE /api/delete-profile; rejects with an ApiFailure. */
  deleteAccount(signal: AbortSignal): Promise<UserView>;
}
