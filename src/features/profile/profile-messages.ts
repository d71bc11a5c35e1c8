import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { M } from '../../../contract/messages';
import { PROFILE_MESSAGES } from '../../../contract/profile';
import type { FieldErrors, FormProblem } from '../../../machines/shared/form-failure';
import { translateValidation } from '../../i18n/safety-texts';

/**
 * The profile endpoints' own texts (contract PROFILE_MESSAGES) as Lingui descriptors: the server
 * speaks English message ids, the views translate them here. The type requires every one.
 */
const SERVER_MESSAGES = {
  emailUnchanged: msg`The new email must differ from the current one.`,
  emailTaken: msg`The email has already been taken.`,
  emailChangeSent: msg`A confirmation code has been sent to the new email address.`,
  emailChangeCooldown: msg`Please wait before requesting another code.`,
  codeWrong: msg`The verification code is incorrect.`,
  codeExpired: msg`The code has expired. Please request a new one.`,
  codeMissing: msg`There is no pending email change. Please request a new code.`,
  codeExhausted: msg`Too many wrong codes. Please request a new one.`,
  oldPasswordWrong: msg`The old password is incorrect.`,
  passwordChanged: msg`Your password has been changed.`,
  breedUnknown: msg`Please choose a breed`,
  photoMissing: msg`Please choose a photo to upload.`,
  photoTooLarge: msg`The photo is too large. The maximum size is 5 MB.`,
  photoUnsupported: msg`The file is not a supported image. Please use a JPEG, PNG, WebP or GIF picture.`,
  photoTooManyPixels: msg`The picture has too many pixels. Please use one of at most 40 megapixels.`,
} satisfies Record<keyof typeof PROFILE_MESSAGES, MessageDescriptor>;

const byEnglish = new Map<string, MessageDescriptor>(
  (Object.keys(PROFILE_MESSAGES) as Array<keyof typeof PROFILE_MESSAGES>).map((key) => [
    PROFILE_MESSAGES[key],
    SERVER_MESSAGES[key],
  ]),
);

/** A message from a schema or a profile endpoint, in the active language; unknown texts stay as they are. */
export function translateProfileMessage(message: string, i18n: I18n): string {
  const descriptor = byEnglish.get(message);
  return descriptor ? i18n._(descriptor) : translateValidation(message, i18n);
}

const KNOWN = new Set<string>([...Object.values(M), ...Object.values(PROFILE_MESSAGES)]);

/** A server message we can word in both languages, translated; null for anything else (shown generically). */
export function knownMessageText(message: string | null, i18n: I18n): string | null {
  return message && KNOWN.has(message) ? translateProfileMessage(message, i18n) : null;
}

/** The first error of a field, translated; null when there is none. */
export function fieldErrorText(errors: readonly string[] | undefined, i18n: I18n): string | null {
  const first = errors?.[0];
  return first ? translateProfileMessage(first, i18n) : null;
}

/** Spec §8: the texts shown above a form's buttons after a failed submit. */
export const PROBLEM_TEXTS: Record<FormProblem, MessageDescriptor> = {
  incorrectData: msg`The data is incorrect. Please check it and try again.`,
  rateLimited: msg`Too many attempts. Please wait a little and try again.`,
  generic: msg`Something went wrong. Please try again.`,
};

export const GENERIC_FAILURE = PROBLEM_TEXTS.generic;

/**
 * The summary line a failed submit shows above the buttons, or null: one message per error
 * (issue 25), so a refusal the server pinned on one of the form's own fields ("The old password
 * is incorrect.") is said on that field alone; spec §8's incorrect-data text stays for a refusal
 * that names no field of the form.
 */
export function summaryProblem(
  problem: FormProblem | null,
  fieldErrors: FieldErrors,
  fields: readonly string[],
): FormProblem | null {
  if (problem !== 'incorrectData') return problem;
  return fields.some((name) => (fieldErrors[name]?.length ?? 0) > 0) ? null : problem;
}
