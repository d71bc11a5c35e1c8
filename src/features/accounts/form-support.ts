import { parseWithValibot } from '@conform-to/valibot';
import { configureCoercion } from '@conform-to/valibot/future';
import type { I18n } from '@lingui/core';
import type { GenericSchema } from 'valibot';
import type { FieldErrors } from '../../../machines/shared/form-errors';
import { useServerErrors } from '../../ui/server-errors';

/**
 * Empty inputs stay empty strings, so each field's own "required" message of the contract shows
 * ('Email is required'), not a generic "undefined" one. Checkboxes ('on') and numbers are still
 * coerced.
 */
const { coerceFormValue } = configureCoercion({ stripEmptyString: (value) => value });

/**
 * Validates a form with a contract schema. `requiredCheckboxes` are sent as empty when unticked,
 * so the contract's message ('Checkbox is required') shows instead of a missing-key error.
 */
export function parseForm<S extends GenericSchema>(
  formData: FormData,
  schema: S,
  requiredCheckboxes: readonly string[] = [],
) {
  const data = new FormData();
  for (const [name, value] of formData) data.append(name, value);
  for (const name of requiredCheckboxes) if (!data.has(name)) data.set(name, '');
  return parseWithValibot(data, { schema: coerceFormValue(schema), disableAutoCoercion: true });
}

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
