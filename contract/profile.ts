import * as v from 'valibot';
import {
  breedId,
  changedPassword,
  email,
  name,
  petGender,
  petName,
  phone,
  verificationCode,
  withConfirmation,
} from './fields';
import { M } from './messages';
import type { UserView } from './user';

/**
 * Profile API payloads (API.md "Profile" and "Breeds"), shared by the profile forms and the
 * server. Missing fields default to '' so they fail with their own "required" message.
 */

// The empty default deliberately fails the field's rules, hence the asserted type (as in auth.ts).
const required = <S extends v.GenericSchema>(schema: S) => v.optional(schema, '' as v.InferInput<S>);

/** POST /update (JSON): the profile form sends every field. */
export const profileUpdateSchema = v.object({
  pet_name: required(petName),
  name: required(name),
  phone: required(phone),
  pet_breed: required(breedId),
  pet_gender: required(petGender),
});
export type ProfileUpdateInput = v.InferInput<typeof profileUpdateSchema>;

/** PATCH /update-email. */
export const changeEmailSchema = v.object({ email: required(email) });
export type ChangeEmailInput = v.InferInput<typeof changeEmailSchema>;

/** POST /confirm-email. Codes are capitals and digits; what the user typed is upper-cased. */
export const confirmEmailSchema = v.object({ verification_code: v.pipe(required(verificationCode), v.toUpperCase()) });
export type ConfirmEmailInput = v.InferInput<typeof confirmEmailSchema>;

/**
 * PATCH /update-password. The old password only has to be present: it may predate the 8 to 40
 * rule (a reset allows 6 characters), and a wrong one is answered by the server anyway.
 */
export const changePasswordSchema = withConfirmation(
  v.object({
    old_password: required(v.pipe(v.string(), v.nonEmpty(M.oldPasswordRequired), v.maxLength(100, M.passwordMax100))),
    password: required(changedPassword),
    password_confirmation: required(v.pipe(v.string(), v.nonEmpty(M.confirmRequired))),
  }),
);
export type ChangePasswordInput = v.InferInput<typeof changePasswordSchema>;

/** PATCH /choose-breed: a breed for breed chat, or null for the general chat. */
export const chooseBreedSchema = v.object({ breed_id: required(v.nullable(breedId)) });
export type ChooseBreedInput = v.InferInput<typeof chooseBreedSchema>;

/** Photo upload (POST /update, multipart field `image`). */
export const PHOTO_FIELD = 'image';
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Types the server accepts, judged by the file's content; for the picker's `accept`. */
export const PHOTO_ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Longest side of the stored photo; larger pictures are scaled down. */
export const PHOTO_MAX_DIMENSION = 1024;

/** Server texts of the profile endpoints (the `message` of a response). */
export const PROFILE_MESSAGES = {
  emailUnchanged: 'The new email must differ from the current one.',
  emailTaken: M.emailTaken,
  emailChangeSent: 'A confirmation code has been sent to the new email address.',
  emailChangeCooldown: 'Please wait before requesting another code.',
  codeWrong: 'The verification code is incorrect.',
  codeExpired: 'The code has expired. Please request a new one.',
  codeMissing: 'There is no pending email change. Please request a new code.',
  codeExhausted: 'Too many wrong codes. Please request a new one.',
  oldPasswordWrong: 'The old password is incorrect.',
  passwordChanged: 'Your password has been changed.',
  breedUnknown: M.breedRequired,
  photoMissing: 'Please choose a photo to upload.',
  photoTooLarge: 'The photo is too large. The maximum size is 5 MB.',
  photoUnsupported: 'The file is not a supported image. Please use a JPEG, PNG, WebP or GIF picture.',
  photoTooManyPixels: 'The picture has too many pixels. Please use one of at most 40 megapixels.',
} as const;

export interface ChooseBreedResponse {
  user: UserView;
  /** The breed now chosen for breed chat, or null for the general chat. */
  breed_id: number | null;
}
