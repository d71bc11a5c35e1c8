import type { UserView } from '../../contract/user';
import type { FieldErrors, FormProblem } from '../shared/form-failure';

/**
 * Email change (spec §2 "Profile form", §4 "Email change", §8 "Email update"). The new address
 * is confirmed in a popup, then a code mailed to it is typed in a second popup.
 *
 *   editing ── email.submit ──▶ confirming ── email.confirm ──▶ requesting ──▶ awaitingCode ── code.submit ──▶ confirmingCode ──▶ done
 *      │  (same address as now)    │ email.cancel                       │                 ▲  │ email.cancel                 │
 *      ▼                           ▼                                    │                 │  ▼                              │
 *   repeatEmailError ──(2 s)──▶ editing ◀──────────────────────────────┼─────────────────┼─ editing          wrong code ───┘
 *                                                                       └──▶ failed (422: incorrect data + field errors; 429; generic)
 *
 * The server's "same email" answer leads to repeatEmailError too. Asking again for the address a
 * code was already mailed to, within the server's 120 s cooldown (429), goes back to the code
 * popup: that code is still valid. `done` shows the new address
 * until `email.dismiss`; the fresh user goes to the session (`session.userUpdated`) at once. editing, repeatEmailError,
 * failed and done all accept a new `email.submit`.
 */
export interface EmailChangeInput {
  /** The signed-in user's email now. */
  currentEmail: string;
}

export interface EmailChangeContext {
  currentEmail: string;
  /** The address being changed to. */
  newEmail: string;
  /** The address a code was last mailed to (still unconfirmed), if any. */
  pendingEmail: string | null;
  problem: FormProblem | null;
  fieldErrors: FieldErrors;
}

export type EmailChangeEvent =
  | { type: 'email.submit'; email: string }
  | { type: 'email.confirm' }
  | { type: 'email.cancel' }
  | { type: 'code.submit'; code: string }
  | { type: 'email.dismiss' };

export interface EmailChangeDeps {
  /** PATCH /api/update-email (202: a code was mailed); rejects with an ApiFailure. */
  requestChange(email: string, signal: AbortSignal): Promise<void>;
  /** POST /api/confirm-email; rejects with an ApiFailure. */
  confirmCode(code: string, signal: AbortSignal): Promise<UserView>;
}

/** Spec §9: the repeat-email error shows for 2 seconds. */
export const REPEAT_EMAIL_MS = 2000;

/** Spec §8: 422 is answered with the incorrect-data text. */
export const EMAIL_INCORRECT_DATA_STATUSES = [422] as const;

/** Addresses are compared as the server does: case does not make a new address. */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
