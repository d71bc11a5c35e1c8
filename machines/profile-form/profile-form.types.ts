import type * as v from 'valibot';
import type { profileUpdateSchema } from '../../contract/profile';
import type { UserView } from '../../contract/user';
import type { FieldErrors, FormProblem } from '../shared/form-failure';

/**
 * Profile form (spec §2 "Profile form", §4 "Profile save", §8 "Profile update"): the personal
 * info of the owner and the pet.
 *
 *   editing ── profile.save ──▶ saving ──▶ saved (success message, 5 s) ──▶ editing
 *                                      └──▶ failed (401/422: incorrect data, field errors; else generic)
 *   profile.reset (cancel changes) clears messages and server errors → editing
 *
 * The saved user goes to the session (`session.userUpdated`), which re-renders every view of the
 * user. On start the form asks the breed picker for the shared breed list (`breeds.load`).
 */
export type ProfileValues = v.InferOutput<typeof profileUpdateSchema>;

export interface ProfileFormContext {
  problem: FormProblem | null;
  fieldErrors: FieldErrors;
}

export type ProfileFormEvent = { type: 'profile.save'; values: ProfileValues } | { type: 'profile.reset' };

export interface ProfileFormDeps {
  /** POST /api/update (JSON); rejects with an ApiFailure. */
  saveProfile(values: ProfileValues, signal: AbortSignal): Promise<UserView>;
}

/** Spec §9: the profile-saved message shows for 5 seconds. */
export const PROFILE_SAVED_MS = 5000;

/** Statuses answered with the incorrect-data text (spec §8: 401; 422 carries field errors). */
export const PROFILE_INCORRECT_DATA_STATUSES = [401, 422] as const;
