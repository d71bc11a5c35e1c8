/**
 * Keep-alive (spec §7 "PUT keep-alive/ping endpoint … on guarded pages on mount and every 120
 * seconds", §9 "Keep-alive period 120000 ms"). The root actor runs it (system id `keepAlive`)
 * while a user is signed in, verified or not.
 *
 *   pinging  PUT /api/ping (done or failed alike: the next one is in 120 s) → waiting
 *   waiting  after 120 000 ms → pinging
 */
export const KEEP_ALIVE_MS = 120_000;

export const KEEP_ALIVE_SYSTEM_ID = 'keepAlive';

export interface KeepAliveDeps {
  ping(signal: AbortSignal): Promise<void>;
}
