import type * as v from 'valibot';
import type { changePasswordSchema } from '../../contract/profile';
import type { FieldErrors, FormProblem } from '../shared/form-failure';

/**
 * Change-password popup (spec §2 "Profile form", §8 "Password update").
 *
 *   closed ── password.open ──▶ editing ── password.submit ──▶ saving ──▶ saved (3 s) ──▶ closed
 *                                 ▲                                   └──▶ failed (422: incorrect data + field errors;
 *                                 └── password.submit (from failed) ──────┘           429: too many tries; else generic)
 *   password.close closes the popup from any state but saving.
 */
export type PasswordValues = v.InferOutput<typeof changePasswordSchema>;

export interface PasswordChangeContext {
  problem: FormProblem | null;
  fieldErrors: FieldErrors;
}

export type PasswordChangeEvent =
  | { type: 'password.open' }
  | { type: 'password.submit'; values: PasswordValues }
  | { type: 'password.close' };

export interface PasswordChangeDeps {
  /** PATCH /api/update-password; rejects with an ApiFailure. */
  changePassword(values: PasswordValues, signal: AbortSignal): Promise<void>;
}

/** How long "password changed" shows before the popup closes (like the photo messages, §9). */
export const PASSWORD_CHANGED_MS = 3000;

/** Spec §8: 422 is answered with the incorrect-data text. */
export const PASSWORD_INCORRECT_DATA_STATUSES = [422] as const;
