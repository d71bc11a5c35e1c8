import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { M } from '../../contract/messages';

/**
 * Every English validation message of `contract/messages.ts` as a Lingui descriptor. The
 * schemas (and the server) speak English message ids; views translate them here. A message
 * added to the contract must be added here too (the type below requires it).
 */
export const VALIDATION_MESSAGES = {
  emailRequired: msg`Email is required`,
  emailMax: msg`Please enter a maximum of 50 characters`,
  emailPattern: msg`Please, use correct email address`,
  passwordRequired: msg`Password is required`,
  passwordMin6: msg`Password must be at least 6 characters`,
  passwordMin6Long: msg`Password must be at least 6 characters long`,
  passwordMin8: msg`Password must be at least 8 characters`,
  passwordMax100: msg`Password cannot be more than 100 characters`,
  passwordMax40: msg`Password cannot be more than 40 characters`,
  confirmRequired: msg`Please confirm your password`,
  passwordsMismatch: msg`The passwords do not match`,
  nameRequired: msg`Name is required`,
  nameMax: msg`Name cannot be more than 50 characters`,
  phoneRequired: msg`Phone number is required`,
  phoneInvalid: msg`Please enter a valid phone number`,
  petNameRequired: msg`Pet name is required`,
  petNameMax: msg`Pet name cannot be more than 50 characters`,
  breedRequired: msg`Please choose a breed`,
  genderRequired: msg`Please choose a gender`,
  reportDetailsRequired: msg`Report details are required`,
  reportDetailsMin: msg`Report details must be at least 3 characters`,
  reportDetailsMax: msg`Report details cannot be more than 1000 characters`,
  reportTopicRequired: msg`Please choose a report topic`,
  termsRequired: msg`Checkbox is required`,
  codeRequired: msg`Code is required`,
  codeMin: msg`Please enter a minimum of 6 characters`,
  codeMax: msg`Please enter a maximum of 6 characters`,
  oldPasswordRequired: msg`Old password is required`,
  tokenRequired: msg`The reset link is invalid`,
  localeInvalid: msg`Please choose English or Ukrainian`,
  emailTaken: msg`The email has already been taken.`,
  controlCharacters: msg`Please remove invisible control characters`,
} satisfies Record<keyof typeof M, MessageDescriptor>;

const byEnglish = new Map<string, MessageDescriptor>(
  (Object.keys(M) as Array<keyof typeof M>).map((key) => [M[key], VALIDATION_MESSAGES[key]]),
);

/**
 * Translates a validation message from a schema or a server response. A message that is not one
 * of the contract's (a server text we do not know) is shown as it came.
 */
export function translateValidation(message: string, i18n: I18n): string {
  const descriptor = byEnglish.get(message);
  return descriptor ? i18n._(descriptor) : message;
}
