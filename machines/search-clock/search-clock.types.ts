/**
 * The searching clock of the random chat (issue 14): how long this search has lasted, shown as
 * mm:ss while looking for a companion, and whether it is long enough to suggest the general chat
 * when a breed chat finds nobody.
 *
 *   counting  every second: seconds + 1 (counting again)
 *
 * A screen runs it only while searching: starting it is the start of the search, stopping it
 * (leaving the search) forgets it.
 */
export const SECOND_MS = 1000;

/** After this long alone in a breed chat, the screen says few are online and offers the general chat. */
export const FEW_ONLINE_AFTER_SECONDS = 20;

export interface SearchClockContext {
  seconds: number;
}
