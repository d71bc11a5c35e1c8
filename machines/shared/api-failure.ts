/**
 * How a failed API call reaches a machine: the adapter (src/adapters/api-failure.ts) turns the
 * HTTP client's error into this plain object, so machines decide on status codes without
 * knowing the client. `status` is null when no answer came (offline, aborted, DNS).
 */
export interface ApiFailure {
  kind: 'apiFailure';
  status: number | null;
  /** The server's `message`, in English (API.md error shape). */
  message: string | null;
  /** The server's stable `code` of a refusal (API.md Conventions), e.g. `friend_limit`; branch on this, never on `message`. */
  code?: string | null;
  /** The server's per-field messages (422 and a few others). */
  fields: Record<string, string[]>;
  /** From `Retry-After` on a 429. */
  retryAfterSeconds: number | null;
  /** A suspended or banned account's 403 at login (contract/safety.ts `AccountClosedError`). */
  closed?: AccountClosed | null;
}

export interface AccountClosed {
  reason: 'suspended' | 'banned';
  /** ISO end of a suspension; null for a ban. */
  until: string | null;
  note: string;
  /** A ban only: the token of the one appeal (the page `/appeal#token=…`). */
  appealToken?: string | null;
}

export function apiFailure(
  status: number | null,
  fields: Partial<Omit<ApiFailure, 'kind' | 'status'>> = {},
): ApiFailure {
  return {
    kind: 'apiFailure',
    status,
    message: fields.message ?? null,
    code: fields.code ?? null,
    fields: fields.fields ?? {},
    retryAfterSeconds: fields.retryAfterSeconds ?? null,
    closed: fields.closed ?? null,
  };
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return typeof error === 'object' && error !== null && (error as ApiFailure).kind === 'apiFailure';
}

/** The failure behind an `xstate.error.actor.*` event; anything else counts as "no answer". */
export function failureOf(error: unknown): ApiFailure {
  return isApiFailure(error) ? error : apiFailure(null);
}

export const statusOf = (error: unknown): number | null => failureOf(error).status;

/** The refusal's stable `code`, or null (no answer, or an answer without one). */
export const codeOf = (error: unknown): string | null => failureOf(error).code ?? null;

/** Whole minutes to wait after a 429, at least 1. */
export function retryAfterMinutes(error: unknown): number {
  const seconds = failureOf(error).retryAfterSeconds ?? 60;
  return Math.max(1, Math.ceil(seconds / 60));
}
