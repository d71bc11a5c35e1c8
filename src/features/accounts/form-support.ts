import { parseWithValibot } from '@conform-to/valibot';
import { configureCoercion } from '@conform-to/valibot/future';
import type { I18n } from '@lingui/core';
import type { GenericSchema } from 'valibot';
import type { FieldErrors } from '../../../machines/shared/form-errors';
import { translateValidation } from '../../i18n/validation-messages';
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

/** The first message of a field, translated (contract messages; anything else as it came). */
export function errorText(errors: string[] | undefined, i18n: I18n): string | null {
  return errors?.[0] ? translateValidation(errors[0], i18n) : null;
}
