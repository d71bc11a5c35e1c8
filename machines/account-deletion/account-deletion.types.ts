import type { UserView } from '../../contract/user';

/**
 * Deleting the account (spec §4 "Delete account", §8): confirm, then the warning "account
 * deleted" and logout; a failure shows the "wrong message" toast and leaves the dialog open. The
 * machine shows the toasts itself (`showToast`, system id `toasts`) and ends the session
 * (`session.logout` to the system's `session`).
 *
 *   idle ── deletion.open ──▶ confirming ── deletion.confirm ──▶ deleting ──▶ deleted (final: warning, logout)
 *              ▲                  │ deletion.cancel                     └──▶ failed (toast) ── deletion.confirm ──▶ deleting
 *              └──────────────────┴────────── deletion.cancel (failed) ──────────┘
 */
export type AccountDeletionEvent =
  | { type: 'deletion.open' }
  | { type: 'deletion.confirm' }
  | { type: 'deletion.cancel' };

export interface AccountDeletionDeps {
  /** DELETE /api/delete-profile; rejects with an ApiFailure. */
  deleteAccount(signal: AbortSignal): Promise<UserView>;
}
