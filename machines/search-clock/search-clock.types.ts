/**
 * The searching clock of the random chat (issue 14): how long this search has lasted, shown as
 * mm:ss while looking for a companion, and whether it is long enough to explain the wait (a hint
 * in the general chat, the way to the general chat from an empty breed chat).
 *
 *   counting  every second: seconds + 1 (counting again)
 *
 * The random chat spawns it (child `searchClock`) for each search: starting it is the start of the
 * search, stopping it (a match, Stop) forgets it. The screen only reads it (`useSearchClock`).
 */
export const SECOND_MS = 1000;

/**
 * After this long the screen explains the wait: a breed chat offers the general chat, the general
 * chat gives a hint (issue 25).
 */
export const FEW_ONLINE_AFTER_SECONDS = 20;

export interface SearchClockContext {
  seconds: number;
}
