import { failureOf } from './api-failure';

/** Field name → messages (English message ids of the contract or of the server). */
export type FieldErrors = Record<string, string[]>;

/**
 * What a form shows after a failed submit (spec §8): `incorrectData` for the statuses that mean
 * "the server refused what was typed", `rateLimited` for 429, else `generic`.
 */
export type FormProblem = 'incorrectData' | 'rateLimited' | 'generic';

export interface FormFailure {
  problem: FormProblem;
  /** Server field errors to show on the fields. */
  fieldErrors: FieldErrors;
}

export function formFailureOf(error: unknown, incorrectDataStatuses: readonly number[]): FormFailure {
  const failure = failureOf(error);
  if (failure.status === 429) return { problem: 'rateLimited', fieldErrors: {} };
  if (failure.status !== null && incorrectDataStatuses.includes(failure.status))
    return { problem: 'incorrectData', fieldErrors: failure.fields };
  return { problem: 'generic', fieldErrors: {} };
}
