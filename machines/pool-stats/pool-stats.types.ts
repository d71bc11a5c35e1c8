import type { PoolStatsView } from '../../contract/chat';

/**
 * Who is there to meet (issue 29, "honest waits"): `GET /pool-stats` read on the chat screen
 * and again every `REFRESH_MS` while it is shown. A failed read keeps the last figures and tries
 * again at the next refresh; figures never shown are `null`.
 *
 *   loading ──done──▶ shown ──after REFRESH_MS──▶ loading
 *      └────error───▶ failed ──after REFRESH_MS──▶ loading
 *   poolStats.breed (another breed chat chosen): loading at once, for that breed
 */
export const REFRESH_MS = 5_000;

export interface PoolStatsInput {
  /** The breed chat shown, or null for the general chat. */
  breedId: number | null;
}

export interface PoolStatsContext {
  breedId: number | null;
  stats: PoolStatsView | null;
}

export type PoolStatsEvent = { type: 'poolStats.breed'; breedId: number | null };

export interface PoolStatsDeps {
  /** `signal` aborts a read the machine no longer wants (another breed chat was chosen). */
  fetchPoolStats(breedId: number | null, signal: AbortSignal): Promise<PoolStatsView>;
}
