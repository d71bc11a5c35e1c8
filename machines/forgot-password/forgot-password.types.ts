import type { ForgotInput } from '../../contract/auth';
import type { MessageResponse } from '../../contract/user';
import type { FieldErrors } from '../shared/form-errors';

/**
 * Forgot password (spec §2 /forgot-password, §5 "no client rule", §8).
 *
 *   idle     forgot.submit → sending (POST /api/forgot-password {email})
 *   sending  done  → sent: 'Reset link has been sent to your email!'
 *            error → idle: a 422's contract messages on the email field; anything else is
 *                    only logged (spec §8)
 *   sent     the form stays, so another link can be asked for
 */
export interface ForgotPasswordContext {
  values: ForgotInput | null;
  fieldErrors: FieldErrors | null;
}

export type ForgotPasswordEvent = { type: 'forgot.submit'; values: ForgotInput };

export interface ForgotPasswordDeps {
  forgotPassword(body: ForgotInput, signal: AbortSignal): Promise<MessageResponse>;
  logFailure(error: unknown): void;
}
