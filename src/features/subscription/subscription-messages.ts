import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CARD_MESSAGES } from '../../../contract/subscription';
import { translateValidation } from '../../i18n/safety-texts';

/**
 * The card rules' messages (contract CARD_MESSAGES, spec §5) as Lingui descriptors: the form and
 * the server speak English message ids, the views translate them here. The type requires every one.
 */
const CARD_TEXTS = {
  numberRequired: msg`Card number is required`,
  numberInvalid: msg`Card number is invalid`,
  numberIncomplete: msg`Card number is incomplete`,
  expiryRequired: msg`Expiry date is required`,
  expiryFormat: msg`Use the MM/YY format`,
  monthInvalid: msg`Invalid month`,
  expired: msg`Card has expired`,
  yearInvalid: msg`Invalid year`,
  cvvRequired: msg`CVV is required`,
  cvvInvalid: msg`CVV must be 3 digits`,
} satisfies Record<keyof typeof CARD_MESSAGES, MessageDescriptor>;

const byEnglish = new Map<string, MessageDescriptor>(
  (Object.keys(CARD_MESSAGES) as Array<keyof typeof CARD_MESSAGES>).map((key) => [CARD_MESSAGES[key], CARD_TEXTS[key]]),
);

/** The first error of a card field, translated; null when there is none. Unknown texts stay as they are. */
export function cardErrorText(errors: readonly string[] | undefined, i18n: I18n): string | null {
  const first = errors?.[0];
  if (!first) return null;
  const descriptor = byEnglish.get(first);
  return descriptor ? i18n._(descriptor) : translateValidation(first, i18n);
}

/** Spec §8: what the popups say after a failed payment or card change. */
export const SUBSCRIBE_FAILED = msg`Failed to initiate subscription`;
export const CHANGE_CARD_FAILED = msg`Failed to change card`;
export const CARD_DECLINED = msg`Your card was declined. Please try another card.`;
