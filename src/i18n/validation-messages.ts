import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BIRTH_DATE_MESSAGES } from '../../contract/birth-date-messages';
import { M } from '../../contract/messages';
import { SIGN_IN_VALIDATION_MESSAGES, validationTranslator } from './sign-in-texts';

/**
 * Every English validation message of `contract/messages.ts` as a Lingui descriptor. The
 * schemas (and the server) speak English message ids; views translate them here. A message
 * added to the contract must be added here too (the type below requires it).
 */
export const VALIDATION_MESSAGES = {
  ...SIGN_IN_VALIDATION_MESSAGES,
  passwordMin6Long: msg`Password must be at least 6 characters long`,
  passwordMin8: msg`Password must be at least 8 characters`,
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
} satisfies Record<keyof typeof M, MessageDescriptor>;

/** The date of birth's rules (contract/birth-date.ts; the sign-up form has the field). */
export const BIRTH_DATE_TEXTS = {
  required: msg`Date of birth is required`,
  invalid: msg`Please enter a real date of birth`,
  future: msg`Date of birth cannot be in the future`,
  tooOld: msg`Age cannot be more than 120 years`,
  locked: msg`The date of birth cannot be changed`,
} satisfies Record<keyof typeof BIRTH_DATE_MESSAGES, MessageDescriptor>;

/**
 * English text → descriptor of the forms every guest page may show (contract/messages.ts and the
 * date of birth). The safety and moderation texts are src/i18n/safety-texts.ts, with the screens
 * that show them, so /login carries neither them nor contract/safety.ts (issue 30).
 */
export const CORE_VALIDATION_TEXTS: ReadonlyArray<readonly [string, MessageDescriptor]> = [
  ...(Object.keys(M) as Array<keyof typeof M>).map((key) => [M[key], VALIDATION_MESSAGES[key]] as const),
  ...(Object.keys(BIRTH_DATE_MESSAGES) as Array<keyof typeof BIRTH_DATE_MESSAGES>).map(
    (key) => [BIRTH_DATE_MESSAGES[key], BIRTH_DATE_TEXTS[key]] as const,
  ),
];

/**
 * Translates a validation message from a schema or a server response. A message that is not one
 * of these (a server text we do not know) is shown as it came. Screens that show safety or
 * moderation refusals use safety-texts.ts's `translateValidation`, which knows those too.
 */
export const translateValidation = validationTranslator(CORE_VALIDATION_TEXTS);
