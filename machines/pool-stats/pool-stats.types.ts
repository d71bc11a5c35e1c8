import type { PoolStatsView } from '../../contract/chat';

/**
 * Who is there to meet (issue 29, "honest waits"): `GET /pool-stats` read on the chat screen
 * and again every `REFRESH_MS` while it is shown. A failed read keeps the last figures and tries
 * again at the next refresh; figures never shown are `null`.
 *
 *   loading ──done──▶ shown ──after REFRESH_MS──▶ loading
 *      └────error───▶ failed ──after REFRESH_MS──▶ loading
 *   poolStats.breed (another breed chat chosen, or the breed chat widened to its group or back):
 *     loading at once, for that chat
 */
export const REFRESH_MS = 5_000;

export interface PoolStatsInput {
  /** The breed chat shown, or null for the general chat. */
  breedId: number | null;
  /** The breed chat is widened to its breed group (issue 29): its figure is the group's. */
  widened?: boolean;
}

export interface PoolStatsContext {
  breedId: number | null;
  widened: boolean;
  stats: PoolStatsView | null;
}

export type PoolStatsEvent = { type: 'poolStats.breed'; breedId: number | null; widened?: boolean };

export interface PoolStatsDeps {
  /**
   * `signal` aborts a read the machine no longer wants (another breed chat was chosen); `widened`
   * asks for the breed group's figure.
   */
  fetchPoolStats(breedId: number | null, signal: AbortSignal, options: { widened: boolean }): Promise<PoolStatsView>;
}
