import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SIGN_IN_MESSAGES } from '../../contract/sign-in-messages';

/**
 * The login form's validation texts (contract/sign-in-messages.ts) as Lingui descriptors, apart
 * from the other forms' (validation-messages.ts, which includes these), so /login carries only
 * its own (issue 30).
 */
export const SIGN_IN_VALIDATION_MESSAGES = {
  emailRequired: msg`Email is required`,
  emailMax: msg`Please enter a maximum of 50 characters`,
  emailPattern: msg`Please, use correct email address`,
  passwordRequired: msg`Password is required`,
  passwordMin6: msg`Password must be at least 6 characters`,
  passwordMax100: msg`Password cannot be more than 100 characters`,
  controlCharacters: msg`Please remove invisible control characters`,
} satisfies Record<keyof typeof SIGN_IN_MESSAGES, MessageDescriptor>;

/**
 * A translator of validation messages by their English text: a message that is not in `table`
 * (a server text we do not know) is shown as it came.
 */
export function validationTranslator(
  table: ReadonlyArray<readonly [string, MessageDescriptor]>,
): (message: string, i18n: I18n) => string {
  const byEnglish = new Map<string, MessageDescriptor>(table);
  return (message, i18n) => {
    const descriptor = byEnglish.get(message);
    return descriptor ? i18n._(descriptor) : message;
  };
}

/** The login form's texts: its fields' rules only. */
export const translateSignInValidation = validationTranslator(
  (Object.keys(SIGN_IN_MESSAGES) as Array<keyof typeof SIGN_IN_MESSAGES>).map(
    (key) => [SIGN_IN_MESSAGES[key], SIGN_IN_VALIDATION_MESSAGES[key]] as const,
  ),
);
