import { parseWithValibot } from '@conform-to/valibot';
import type { GenericSchema } from 'valibot';

/**
 * Parses a form with a contract schema. Conform's auto-coercion would turn an empty field into
 * undefined and bypass the schemas' own handling of '' (their "required" messages); the
 * contract schemas read form strings themselves (breed ids, genders), so they get them as typed.
 */
export function parseForm<S extends GenericSchema>(formData: FormData, schema: S) {
  return parseWithValibot(formData, { schema, disableAutoCoercion: true });
}
