import * as v from 'valibot';
import { birthDate } from './birth-date';
import {
  breedId,
  email,
  name,
  petGender,
  petName,
  phone,
  resetPassword,
  signupPassword,
  verificationCode,
  withConfirmation,
} from './fields';
import { required } from './login';
import { M } from './messages';

/** Request bodies of the accounts API (API.md "Accounts and session"); forms use the same schemas. */

export const localeField = v.picklist(['en', 'ua'], M.localeInvalid);

export { type LoginInput, loginSchema } from './login';

/**
 * POST /register body. `locale` is optional: the client may send it; otherwise the server takes
 * the `language` cookie or Accept-Language. Mails are written in that language.
 */
export const signupSchema = v.object({
  name: required(name),
  phone: required(phone),
  email: required(email),
  password: required(signupPassword),
  pet_name: required(petName),
  pet_breed: required(breedId),
  pet_gender: required(petGender),
  birth_date: required(birthDate),
  email_subscription: v.optional(v.boolean(), false),
  locale: v.optional(localeField),
});
export type SignupInput = v.InferOutput<typeof signupSchema>;

/** The sign-up form: the API body plus the terms checkbox, which only the form requires. */
export const signupFormSchema = v.object({
  ...signupSchema.entries,
  terms: v.literal(true, M.termsRequired),
});
export type SignupFormInput = v.InferOutput<typeof signupFormSchema>;

// Codes are shown in capitals; a user typing lower case still matches.
export const verifySchema = v.object({
  email: required(email),
  verification_code: required(v.pipe(verificationCode, v.toUpperCase())),
});
export type VerifyInput = v.InferOutput<typeof verifySchema>;

export const resendSchema = v.object({ email: required(email) });
export type ResendInput = v.InferOutput<typeof resendSchema>;

export const forgotSchema = v.object({ email: required(email) });
export type ForgotInput = v.InferOutput<typeof forgotSchema>;

export const resetSchema = withConfirmation(
  v.object({
    password: required(resetPassword),
    password_confirmation: required(v.pipe(v.string(M.confirmRequired), v.nonEmpty(M.confirmRequired))),
    token: required(v.pipe(v.string(M.tokenRequired), v.nonEmpty(M.tokenRequired), v.maxLength(200, M.tokenRequired))),
  }),
);
export type ResetInput = v.InferOutput<typeof resetSchema>;
