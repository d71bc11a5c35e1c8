import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { M } from '../../contract/messages';
import { MODERATION_MESSAGES } from '../../contract/moderation';
import { BIRTH_DATE_MESSAGES, SAFETY_MESSAGES } from '../../contract/safety';

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

/** The date of birth's rules and the server's safety refusals (contract/safety.ts). */
export const BIRTH_DATE_TEXTS = {
  required: msg`Date of birth is required`,
  invalid: msg`Please enter a real date of birth`,
  future: msg`Date of birth cannot be in the future`,
  tooOld: msg`Age cannot be more than 120 years`,
  locked: msg`The date of birth cannot be changed`,
} satisfies Record<keyof typeof BIRTH_DATE_MESSAGES, MessageDescriptor>;

export const SAFETY_TEXTS = {
  adultsOnly: msg`Random chat is for adults (18 and over).`,
  birthDateNeeded: msg`Please tell us your date of birth before you search.`,
  underReview: msg`Your account is under review. Random chat is paused until a moderator looks at it.`,
  blocked: msg`You cannot contact this user.`,
  notModerator: msg`Only moderators can do this.`,
  blockYourself: msg`You cannot block yourself.`,
  notBlocked: msg`This user is not blocked.`,
  evidenceInvalid: msg`The still frame must be a JPEG or PNG image.`,
  evidenceTooLarge: msg`The still frame cannot be more than 1 MB.`,
  notInMatch: msg`You were not in this chat.`,
  untilRequired: msg`Please choose when the suspension ends`,
  untilPast: msg`The suspension must end in the future`,
  reasonRequired: msg`Please give the reason`,
  noteTooLong: msg`The note cannot be more than 1000 characters`,
} satisfies Record<keyof typeof SAFETY_MESSAGES, MessageDescriptor>;

/** The appeal form's messages (contract/moderation.ts); refusals are shown by their code instead. */
export const APPEAL_TEXTS = {
  appealRequired: msg`Please tell us why the ban should be lifted`,
  appealTooLong: msg`The appeal cannot be more than 1000 characters`,
  reasonTooLong: msg`The reason cannot be more than 1000 characters`,
} as const;

const byEnglish = new Map<string, MessageDescriptor>([
  [MODERATION_MESSAGES.appealRequired, APPEAL_TEXTS.appealRequired],
  [MODERATION_MESSAGES.appealTooLong, APPEAL_TEXTS.appealTooLong],
  [MODERATION_MESSAGES.reasonTooLong, APPEAL_TEXTS.reasonTooLong],
  ...(Object.keys(M) as Array<keyof typeof M>).map((key) => [M[key], VALIDATION_MESSAGES[key]] as const),
  ...(Object.keys(BIRTH_DATE_MESSAGES) as Array<keyof typeof BIRTH_DATE_MESSAGES>).map(
    (key) => [BIRTH_DATE_MESSAGES[key], BIRTH_DATE_TEXTS[key]] as const,
  ),
  ...(Object.keys(SAFETY_MESSAGES) as Array<keyof typeof SAFETY_MESSAGES>).map(
    (key) => [SAFETY_MESSAGES[key], SAFETY_TEXTS[key]] as const,
  ),
]);

/**
 * Translates a validation message from a schema or a server response. A message that is not one
 * of the contract's (a server text we do not know) is shown as it came.
 */
export function translateValidation(message: string, i18n: I18n): string {
  const descriptor = byEnglish.get(message);
  return descriptor ? i18n._(descriptor) : message;
}
