import * as v from 'valibot';
import { intId } from './ids';
import { M } from './messages';
import { hasControlCharacters, singleLine, trimmed } from './sign-in-fields';

/** Field rules of spec section 5, written once for forms and server alike. */

// Split out for the login page's first load (issue 30); every rule is still importable from here.
export { INT32_MAX, intId } from './ids';
export { email, hasControlCharacters, loginPassword, singleLine } from './sign-in-fields';

/** A multi-line text field: line breaks and tabs allowed, other control characters not. */
export const multiLine = v.check((text: string) => !hasControlCharacters(text, true), M.controlCharacters);

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
