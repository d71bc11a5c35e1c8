import { FetchError } from 'ofetch';
import { type ApiFailure, apiFailure } from '../../machines/shared/api-failure';

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

function fieldsOf(errors: unknown): Record<string, string[]> {
  if (!errors || typeof errors !== 'object') return {};
  const fields: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (Array.isArray(value)) fields[key] = value.filter((m): m is string => typeof m === 'string');
  }
  return fields;
}

/** The HTTP client's error as the plain failure machines decide on (machines/shared/api-failure.ts). */
export function toApiFailure(error: unknown): ApiFailure {
  if (!(error instanceof FetchError) || !error.response) return apiFailure(null);
  const body = (error.data ?? {}) as ErrorBody;
  const retryAfter = Number(error.response.headers.get('retry-after'));
  return apiFailure(error.response.status, {
    message: typeof body.message === 'string' ? body.message : null,
    fields: fieldsOf(body.errors),
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  });
}

/** Runs an API call; a failure is rethrown as an ApiFailure. */
export async function asApiCall<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw toApiFailure(error);
  }
}
