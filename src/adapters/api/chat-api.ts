import { FetchError } from 'ofetch';
import type { EndCallInput, PoolStatsView, ReportInput, SearchResult } from '../../../contract/chat';
import { type ErrorCode, errorCodeOf } from '../../../contract/error-codes';
import type { MeetAgainResult } from '../../../contract/meet-again';
import type { RefusalKind, SearchFailure, SearchRequest } from '../../../machines/random-chat/random-chat.types';
import { tokenStore } from '../token-store';
import { api } from './api';
import { asApiCall } from './api-failure';

/** The random chat's calls (API.md "Random chat and calls") on the app's one HTTP client. */

/** The server's safety refusals (their `code`, API.md Conventions), by what the chat shows for them. */
const REFUSALS: Partial<Record<ErrorCode, RefusalKind>> = {
  birth_date_needed: 'birthDateNeeded',
  under_18: 'adultsOnly',
  under_review: 'underReview',
};

/** Sorts a failed search into what the machine does next (retry soon, retry later, give up). */
export function searchFailureOf(error: unknown): SearchFailure {
  if (error instanceof FetchError) {
    if (error.status === 403) {
      const code = errorCodeOf(error.data);
      const reason = code === null ? undefined : REFUSALS[code];
      return reason ? { kind: 'refused', reason } : { kind: 'breedLocked' };
    }
    if (error.status === 429) {
      const seconds = Number(error.response?.headers.get('retry-after'));
      return {
        kind: 'rateLimited',
        retryAfterMs: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds * 1000) : 1000,
      };
    }
  }
  return { kind: 'failed' };
}

/** Fire-and-forget calls: the chat goes on whatever the answer; the server cleans up after itself. */
const quietly = (request: Promise<unknown>) => void request.catch(() => {});

export const chatApi = {
  async search(request: SearchRequest, signal: AbortSignal): Promise<SearchResult> {
    try {
      return await api<SearchResult>('/get-peer-id', { method: 'POST', body: request, signal });
    } catch (error) {
      throw searchFailureOf(error);
    }
  },

  setOnCall: (isOnCall: boolean) => quietly(api('/is-on-call', { method: 'PATCH', body: { isOnCall } })),
  endCall: (input: EndCallInput) => quietly(api('/end-call', { method: 'POST', body: input })),
  leavePool: () => quietly(api('/leave-pool', { method: 'POST' })),
  /** POST /meet-again: this side's heart after a call (machines/meet-again); rejects with an ApiFailure. */
  meetAgain: (matchId: string, signal?: AbortSignal): Promise<MeetAgainResult> =>
    asApiCall(api<MeetAgainResult>('/meet-again', { method: 'POST', body: { match_id: matchId }, signal })),
  /** Who is there to meet: online, searching in the general chat and in the breed's chat. */
  poolStats: (breedId: number | null, signal?: AbortSignal, options?: { widened: boolean }): Promise<PoolStatsView> =>
    api<PoolStatsView>('/pool-stats', {
      query: breedId === null ? {} : { breed_id: breedId, ...(options?.widened ? { widen: 'group' } : {}) },
      signal,
      timeout: 5000,
    }),

  async addReport(report: ReportInput, signal: AbortSignal): Promise<void> {
    await api('/add-report', { method: 'POST', body: report, signal });
  },
};

/**
 * The same hang-up and pool exit for a page that is going away, through the app's one client (its
 * base URL, bearer token and headers): ofetch hands `keepalive` to `fetch`, which lets the request
 * outlive the page (unlike `sendBeacon`, it can carry the bearer token the API needs). The client
 * never replays a keepalive request after a 401 (src/adapters/api/api.ts), and nobody waits for
 * the answer: the promise settles when the request is done and never rejects (tests wait on it).
 * Without a session there is nothing to end.
 */
export async function sendOnExit(path: '/end-call' | '/leave-pool' | '/cancel-call', body: object = {}): Promise<void> {
  if (!tokenStore.get()) return;
  await api(path, { method: 'POST', body, keepalive: true }).catch(() => {});
}
