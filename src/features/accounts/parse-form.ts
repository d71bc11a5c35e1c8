import { parseWithValibot } from '@conform-to/valibot';
import { configureCoercion } from '@conform-to/valibot/future';
import type { GenericSchema } from 'valibot';

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
