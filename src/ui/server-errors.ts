import type { SubmissionResult } from '@conform-to/react';
import { useMemo } from 'react';
import type { FieldErrors } from '../../machines/shared/form-failure';

/**
 * Field errors from the server (a 422 kept by the form's machine) as conform's `lastResult`, so
 * they show on their fields like the form's own validation errors. `fields` limits them to the
 * form's own fields. A new failure is a new object, so conform reports it even when the texts
 * repeat; the same object (re-renders) is reported once.
 */
export function useServerErrors(
  fieldErrors: FieldErrors,
  fields?: readonly string[],
): SubmissionResult<string[]> | undefined {
  const key = fields?.join(',');
  return useMemo(() => {
    const allowed = key === undefined ? null : new Set(key.split(','));
    const entries = Object.entries(fieldErrors).filter(
      ([name, messages]) => messages.length > 0 && (!allowed || allowed.has(name)),
    );
    return entries.length > 0 ? { status: 'error', error: Object.fromEntries(entries) } : undefined;
  }, [fieldErrors, key]);
}
