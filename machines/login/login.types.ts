import type { MessageDescriptor } from '@lingui/core';
import type { LoginInput } from '../../contract/auth';
import type { LoginResponse } from '../../contract/user';
import type { AccountClosed } from '../shared/api-failure';
import type { FieldErrors } from '../shared/form-errors';

/**
 * The login form (spec §2 /login, §8): the form validates with the contract's `loginSchema`
 * and sends `login.submit`; the machine calls POST /api/login.
 *
 *   idle        → submitting on login.submit
 *   submitting  done  → the session takes the token and user (`session.loggedIn`) → signedIn;
 *                       the guest guard then leaves the page
 *               error → idle with:
 *                 422 with contract validation messages → those, on their fields
 *                 422 otherwise, or 401 → 'Invalid email or password'
 *                 429 → 'Too many attempts, try again in N minutes' (N from Retry-After)
 *                 403 with a reason → the closed account's notice (suspended until…, banned)
 *                 anything else → 'Failed, please reload the page and try again.'
 */
export interface LoginContext {
  values: LoginInput | null;
  formError: MessageDescriptor | null;
  fieldErrors: FieldErrors | null;
  /** The account is suspended or banned: why, until when, the moderator's note (a 403 at login). */
  closed: AccountClosed | null;
}

export type LoginEvent = { type: 'login.submit'; values: LoginInput };

export interface LoginDeps {
  login(values: LoginInput, signal: AbortSignal): Promise<LoginResponse>;
}
