import type { UserView } from '../../contract/user';

/**
 * Deleting the profile photo (spec §4 "Delete photo"): the confirm popup of
 * `createConfirmMachine` (machines/confirm/) with `afterSuccess: { showFor: 3 s }`. Confirmed,
 * the task `deletePhoto` runs; the user without a photo goes to the session
 * (`session.userUpdated`) as soon as the server answers, the success message (`done`) shows for
 * 3 s, then the popup closes. A failure leaves the popup open (`failed`) to try again.
 */
export interface PhotoDeletionDeps {
  /** DELETE /api/delete-photo; rejects with an ApiFailure. */
  deletePhoto(signal: AbortSignal): Promise<UserView>;
}

/** Spec §9: photo messages show for 3000 ms. */
export const PHOTO_DELETED_MS = 3000;
