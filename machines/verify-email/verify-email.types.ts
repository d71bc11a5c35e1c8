import type { MessageDescriptor } from '@lingui/core';
import type { VerifyInput } from '../../contract/auth';
import type { UserResponse } from '../../contract/user';
import type { FieldErrors } from '../shared/form-errors';

/**
 * The verification code form (spec §2 email verification screen, §5 code rules, §8). The form
 * validates the code (required, exactly 6) and sends `code.submit`.
 *
 *   idle       code.submit without a known email → 'email missing' (spec §5), stays
 *              code.submit → verifying (POST /api/verify-email {email, verification_code})
 *   verifying  done  → the session takes the verified user (`session.verified`, signupStep 1,
 *                      trial toast from the next /me) and the flow goes on (`goToNextStep`:
 *                      /signup-photo) → verified
 *              error → idle: 401 'incorrect code' on the field, 429 'too many wrong codes',
 *                      422 contract messages on their fields, anything else generic
 *   verify.leave (any time before verified) → the session logs out (`session.logout`)
 */
export interface VerifyEmailInput {
  email: string | null;
}

export interface VerifyEmailContext {
  email: string | null;
  code: string | null;
  codeError: MessageDescriptor | null;
  formError: MessageDescriptor | null;
  fieldErrors: FieldErrors | null;
}

export type VerifyEmailEvent = { type: 'code.submit'; code: string } | { type: 'verify.leave' };

export interface VerifyEmailDeps {
  verifyEmail(body: VerifyInput, signal: AbortSignal): Promise<UserResponse>;
  /** After success: where the sign-up goes next (spec §4: /signup-photo). */
  goToNextStep(): void;
}
