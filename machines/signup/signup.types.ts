import type { MessageDescriptor } from '@lingui/core';
import type { LoginInput, SignupInput } from '../../contract/auth';
import type { BreedView, LoginResponse, UserResponse } from '../../contract/user';
import type { FieldErrors } from '../shared/form-errors';

/**
 * Quick registration (spec §2 /signup, §4 "Sign-up is followed by an automatic login", §8).
 * Two regions run side by side:
 *
 * breeds: loading (GET /api/breeds) → loaded | failed (`breeds.retry` loads again); the breed
 *         select is shown once loaded
 * form:   editing → registering (POST /api/register)
 *           done  → loggingIn (POST /api/login with the same email and password)
 *                     done  → the session signs in (`session.loggedIn`) → signedIn; the guest
 *                             guard then takes the new user to email verification
 *                     error → registered: the account exists, the user logs in by hand
 *           error → editing with:
 *                     422 with contract validation messages → those, on their fields
 *                     any other 422 → 'The email has already been taken.' on the email field
 *                     anything else → toast 'Failed, please reload…' + a generic message
 */
export interface SignupContext {
  breeds: BreedView[];
  values: SignupInput | null;
  formError: MessageDescriptor | null;
  fieldErrors: FieldErrors | null;
}

export type SignupEvent = { type: 'signup.submit'; values: SignupInput } | { type: 'breeds.retry' };

export interface SignupDeps {
  fetchBreeds(signal: AbortSignal): Promise<BreedView[]>;
  register(values: SignupInput, signal: AbortSignal): Promise<UserResponse>;
  login(values: LoginInput, signal: AbortSignal): Promise<LoginResponse>;
}
