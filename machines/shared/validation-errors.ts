import { failureOf } from './api-failure';
import type { FieldErrors } from './form-failure';

/**
 * The field errors of a 422 answer when every one of them is one of `known` (validation messages
 * of the contract the form can translate): the form shows them on its fields. Anything else
 * (e.g. "These credentials do not match our records.") is for the machine to word itself. A
 * form's machine names its own texts, so /login carries only the login form's (issue 30);
 * form-errors.ts has the one for every contract message.
 */
export function validationErrorsAmong(known: readonly string[]) {
  const texts = new Set(known);
  const validationErrorsOf = (error: unknown): FieldErrors | null => {
    const failure = failureOf(error);
    if (failure.status !== 422) return null;
    const entries = Object.entries(failure.fields).filter(([, messages]) => messages.length > 0);
    if (entries.length === 0 || !entries.every(([, messages]) => messages.every((m) => texts.has(m)))) return null;
    return Object.fromEntries(entries);
  };
  const hasValidationErrors = ({ event }: { event: unknown }) =>
    validationErrorsOf((event as { error?: unknown }).error) !== null;
  return { validationErrorsOf, hasValidationErrors };
}
