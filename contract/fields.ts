import * as v from 'valibot';
import { M } from './messages';

/** Field rules of spec section 5, written once for forms and server alike. */

const trimmed = v.pipe(v.string(), v.trim());

/** Ids are PostgreSQL `integer` columns: anything above this would fail in the database (a 500). */
export const INT32_MAX = 2_147_483_647;

/**
 * True when the text holds a control character (C0, DEL, C1). PostgreSQL refuses U+0000 in text
 * outright, and the others have no place in a name; `allowLineBreaks` keeps tab, CR and LF for
 * multi-line texts (report details).
 */
export function hasControlCharacters(text: string, allowLineBreaks = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (allowLineBreaks && (c === 9 || c === 10 || c === 13)) continue;
    if (c < 32 || (c >= 127 && c < 160)) return true;
  }
  return false;
}

/** A one-line text field: no control characters. */
export const singleLine = v.check((text: string) => !hasControlCharacters(text), M.controlCharacters);
/** A multi-line text field: line breaks and tabs allowed, other control characters not. */
export const multiLine = v.check((text: string) => !hasControlCharacters(text, true), M.controlCharacters);

/** A positive id of an `integer` column, as a JSON number or a string of digits. */
export const intId = (message: string) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/, message), v.transform(Number))], message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(INT32_MAX, message),
  );

// "Basic email pattern": something@something.tld, no spaces.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email = v.pipe(
  trimmed,
  v.nonEmpty(M.emailRequired),
  singleLine,
  v.maxLength(50, M.emailMax),
  v.regex(EMAIL_RE, M.emailPattern),
);

/** Login password: 6 to 100. */
export const loginPassword = v.pipe(
  v.string(),
  v.nonEmpty(M.passwordRequired),
  v.minLength(6, M.passwordMin6),
  v.maxLength(100, M.passwordMax100),
);

/** Sign-up password: 8 to 100. */
export const signupPassword = v.pipe(
  v.string(),
  v.nonEmpty(M.passwordRequired),
  v.minLength(8, M.passwordMin8),
  v.maxLength(100, M.passwordMax100),
);

/** Change-password new password: 8 to 40. */
export const changedPassword = v.pipe(
  v.string(),
  v.nonEmpty(M.passwordRequired),
  v.minLength(8, M.passwordMin8),
  v.maxLength(40, M.passwordMax40),
);

/** Reset password: at least 6 (the spec's reset form); capped at 100 like every password. */
export const resetPassword = v.pipe(
  v.string(),
  v.nonEmpty(M.passwordRequired),
  v.minLength(6, M.passwordMin6Long),
  v.maxLength(100, M.passwordMax100),
);

export const name = v.pipe(trimmed, v.nonEmpty(M.nameRequired), singleLine, v.maxLength(50, M.nameMax));
export const petName = v.pipe(trimmed, v.nonEmpty(M.petNameRequired), singleLine, v.maxLength(50, M.petNameMax));

// International format after the country picker: '+' and 7 to 15 digits (spaces, dashes allowed).
export const phone = v.pipe(
  trimmed,
  v.nonEmpty(M.phoneRequired),
  singleLine,
  v.transform((s) => s.replace(/[\s()-]/g, '')),
  v.regex(/^\+?\d{7,15}$/, M.phoneInvalid),
);

export const petGender = v.picklist(['boy', 'girl'], M.genderRequired);
export type PetGender = v.InferOutput<typeof petGender>;

/** A breed id from a form (select values are strings) or JSON. */
export const breedId = intId(M.breedRequired);

export const verificationCode = v.pipe(
  trimmed,
  v.nonEmpty(M.codeRequired),
  singleLine,
  v.minLength(6, M.codeMin),
  v.maxLength(6, M.codeMax),
);

/** Adds "confirmation equals password" to an object schema, reported on the confirmation field. */
export function withConfirmation<
  S extends v.GenericSchema<unknown, { password: string; password_confirmation: string }>,
>(schema: S) {
  return v.pipe(
    schema,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const value = dataset.value as { password: string; password_confirmation: string };
      if (value.password !== value.password_confirmation) {
        addIssue({
          message: M.passwordsMismatch,
          path: [
            {
              type: 'object',
              origin: 'value',
              input: value,
              key: 'password_confirmation',
              value: value.password_confirmation,
            },
          ],
        });
      }
    }),
  );
}
