import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MODERATION_MESSAGES } from '../../contract/moderation';
import { SAFETY_MESSAGES } from '../../contract/safety';
import { CORE_VALIDATION_TEXTS } from './validation-messages';

/**
 * The server's safety refusals and the moderation forms' messages (contract/safety.ts,
 * contract/moderation.ts), with the screens that show them: apart from validation-messages.ts so
 * the login page's bundle has neither these nor those contracts (issue 30).
 */
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
  ...CORE_VALIDATION_TEXTS,
  [MODERATION_MESSAGES.appealRequired, APPEAL_TEXTS.appealRequired],
  [MODERATION_MESSAGES.appealTooLong, APPEAL_TEXTS.appealTooLong],
  [MODERATION_MESSAGES.reasonTooLong, APPEAL_TEXTS.reasonTooLong],
  ...(Object.keys(SAFETY_MESSAGES) as Array<keyof typeof SAFETY_MESSAGES>).map(
    (key) => [SAFETY_MESSAGES[key], SAFETY_TEXTS[key]] as const,
  ),
]);

/**
 * Translates a validation message or refusal, the safety and moderation ones included; a message
 * that is none of them (a server text we do not know) is shown as it came.
 */
export function translateValidation(message: string, i18n: I18n): string {
  const descriptor = byEnglish.get(message);
  return descriptor ? i18n._(descriptor) : message;
}
