import type { I18n } from '@lingui/core';
import type { FieldErrors } from '../../../machines/shared/form-errors';
import { useServerErrors } from '../../ui/server-errors';

/**
 * Field errors the server sent (kept by the form's machine) as conform's `lastResult`, shown on
 * their fields like the form's own (the profile forms' hook; null means none).
 */
export function useServerResult(fieldErrors: FieldErrors | null) {
  return useServerErrors(fieldErrors ?? NONE);
}

const NONE: FieldErrors = {};

/**
 * The first message of a field, translated by the form's own table (contract messages; anything
 * else as it came): the login form's (src/i18n/sign-in-texts.ts) or every form's
 * (validation-errors.ts), so /login carries only its own texts.
 */
export function errorTextWith(translate: (message: string, i18n: I18n) => string) {
  return (errors: string[] | undefined, i18n: I18n): string | null => (errors?.[0] ? translate(errors[0], i18n) : null);
}
