import { FetchError } from 'ofetch';
import { type AccountClosed, type ApiFailure, apiFailure } from '../../../machines/shared/api-failure';

interface ErrorBody {
  message?: unknown;
  code?: unknown;
  errors?: unknown;
  reason?: unknown;
  until?: unknown;
  note?: unknown;
  appeal_token?: unknown;
}

/** The reason, end date and note of a closed account's 403 (API.md "Safety and moderation"). */
function closedOf(body: ErrorBody): AccountClosed | null {
  if (body.reason !== 'suspended' && body.reason !== 'banned') return null;
  return {
    reason: body.reason,
    until: typeof body.until === 'string' ? body.until : null,
    note: typeof body.note === 'string' ? body.note : '',
    appealToken: typeof body.appeal_token === 'string' ? body.appeal_token : null,
  };
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
    code: typeof body.code === 'string' ? body.code : null,
    fields: fieldsOf(body.errors),
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    closed: error.response.status === 403 ? closedOf(body) : null,
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
