import { M } from '../../contract/messages';
import { failureOf } from './api-failure';
import type { FieldErrors } from './form-failure';

export type { FieldErrors };

const KNOWN = new Set<string>(Object.values(M));

/**
 * The field errors of a 422 answer when every one of them is a validation message of the
 * contract (contract/messages.ts): the form shows them on its fields, translated. Anything else
 * (e.g. "These credentials do not match our records.") is for the machine to word itself.
 */
export function validationErrorsOf(error: unknown): FieldErrors | null {
  const failure = failureOf(error);
  if (failure.status !== 422) return null;
  const entries = Object.entries(failure.fields).filter(([, messages]) => messages.length > 0);
  if (entries.length === 0 || !entries.every(([, messages]) => messages.every((m) => KNOWN.has(m)))) return null;
  return Object.fromEntries(entries);
}

export const hasValidationErrors = ({ event }: { event: unknown }) =>
  validationErrorsOf((event as { error?: unknown }).error) !== null;
