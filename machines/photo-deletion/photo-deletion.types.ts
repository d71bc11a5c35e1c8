import type { UserView } from '../../contract/user';

/**
 * Deleting the profile photo (spec §4 "Delete photo"): confirm, success message for 3 s, close.
 *
 *   idle ── deletion.open ──▶ confirming ── deletion.confirm ──▶ deleting ──▶ deleted ──(3 s)──▶ idle
 *              ▲                  │ deletion.cancel                     └──▶ failed ── deletion.confirm ──▶ deleting
 *              └──────────────────┴──────────── deletion.cancel (failed, deleted) ───────────────┘
 *
 * The user without a photo goes to the session (`session.userUpdated`) as soon as the server answers.
 */

export type PhotoDeletionEvent = { type: 'deletion.open' } | { type: 'deletion.confirm' } | { type: 'deletion.cancel' };

export interface PhotoDeletionDeps {
  /** DELETE /api/delete-photo; rejects with an ApiFailure. */
  deletePhoto(signal: AbortSignal): Promise<UserView>;
}

/** Spec §9: photo messages show for 3000 ms. */
export const PHOTO_DELETED_MS = 3000;
