import { formatCardNumber } from '../../../contract/subscription';

/** "1225" → "12/25" while typing: digits only, at most four, the slash after the month. */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** CVV while typing: digits only, at most four. */
export const formatCvv = (text: string) => text.replace(/\D/g, '').slice(0, 4);

export const CARD_FORMATTERS = { number: formatCardNumber, expiry: formatExpiry, cvv: formatCvv } as const;

/**
 * Rewrites an input's text with `format` and keeps the caret after the same number of digits,
 * so typing or deleting in the middle of "4242 4242" does not jump to the end.
 */
export function reformatInput(input: HTMLInputElement, format: (text: string) => string): void {
  const before = input.value;
  const next = format(before);
  if (next === before) return;
  const caret = input.selectionStart ?? before.length;
  const digitsBeforeCaret = before.slice(0, caret).replace(/\D/g, '').length;
  input.value = next;
  let position = 0;
  for (let seen = 0; position < next.length && seen < digitsBeforeCaret; position++) {
    if (/\d/.test(next[position])) seen++;
  }
  if (document.activeElement === input) input.setSelectionRange(position, position);
}
