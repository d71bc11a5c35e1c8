import * as v from 'valibot';
import { email, loginPassword } from './sign-in-fields';

/**
 * POST /login's body, apart from the other accounts bodies of contract/auth.ts (which re-exports
 * it), so the login page takes neither the sign-up schema nor the date of birth (issue 30).
 */

/**
 * A missing field is read as empty, so it gets the field's own "required" message (e.g. 'Email
 * is required') instead of valibot's generic "Invalid key". The empty default deliberately fails
 * the field's rules, which is why its type is asserted.
 */
export function required<S extends v.GenericSchema>(schema: S) {
  return v.optional(schema, '' as v.InferInput<S>);
}

export const loginSchema = v.object({ email: required(email), password: required(loginPassword) });
export type LoginInput = v.InferOutput<typeof loginSchema>;
