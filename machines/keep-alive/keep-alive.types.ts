/**
 * Keep-alive (spec §7 "PUT keep-alive/ping endpoint … on guarded pages on mount and every 120
 * seconds", §9 "Keep-alive period 120000 ms"). The signed-in layout runs it while mounted.
 *
 *   pinging  PUT /api/ping (done or failed alike: the next one is in 120 s) → waiting
 *   waiting  after 120 000 ms → pinging
 */
export const KEEP_ALIVE_MS = 120_000;

export interface KeepAliveDeps {
  ping(signal: AbortSignal): Promise<void>;
}
