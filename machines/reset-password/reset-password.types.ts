import type { ResetInput } from '../../contract/auth';
import type { MessageResponse } from '../../contract/user';
import type { FieldErrors } from '../shared/form-errors';

/**
 * Set a new password (spec §2 /password-reset, §5 reset rules, §8 "Reset password"). The token
 * comes from the query string; the form validates with the contract's `resetSchema`.
 *
 *   idle     reset.submit → sending (POST /api/reset-password {password, password_confirmation, token})
 *   sending  done  → toast 'Request sent successfully', then to / (`goHome`; a guest lands
 *                    on /login) → done
 *            error → toast 'Failed, please try again.' (any failure), a 422's contract
 *                    messages on their fields → idle
 */
export type ResetValues = Omit<ResetInput, 'token'>;

export interface ResetPasswordContext {
  values: ResetInput | null;
  fieldErrors: FieldErrors | null;
}

export type ResetPasswordEvent = { type: 'reset.submit'; values: ResetInput };

export interface ResetPasswordDeps {
  resetPassword(body: ResetInput, signal: AbortSignal): Promise<MessageResponse>;
  goHome(): void;
}
