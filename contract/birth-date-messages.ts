/**
 * The date of birth's limits and validation texts, apart from its rules (contract/birth-date.ts,
 * which re-exports them): the client's translation table takes these without the sign-up schema's
 * date parsing (issue 30: the login page's bundle).
 */

/** Random chat is for adults: users younger than this (from `birth_date`) get 403 on a search. */
export const ADULT_AGE = 18;
export const MAX_AGE = 120;

/** Validation messages of the date of birth (the client translates these known texts). */
export const BIRTH_DATE_MESSAGES = {
  required: 'Date of birth is required',
  invalid: 'Please enter a real date of birth',
  future: 'Date of birth cannot be in the future',
  tooOld: `Age cannot be more than ${MAX_AGE} years`,
  locked: 'The date of birth cannot be changed',
} as const;
