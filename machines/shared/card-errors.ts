import type { FieldErrors } from './form-failure';

/** The card form's field of each card field of the API (POST /subscribe, /change-card). */
const FORM_FIELD: Record<string, 'number' | 'expiry' | 'cvv'> = {
  card: 'number',
  card_exp_month: 'expiry',
  card_exp_year: 'expiry',
  card_cvv: 'cvv',
};

/** A 422's card field errors on the card form's fields (number, expiry, cvv); others are dropped. */
export function cardFieldErrorsOf(fields: Record<string, string[]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(fields)) {
    const field = FORM_FIELD[name];
    if (!field || messages.length === 0) continue;
    errors[field] = [...(errors[field] ?? []), ...messages];
  }
  return errors;
}
