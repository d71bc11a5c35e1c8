/**
 * The call's clock (issue 25, "Call ended · 2:14"): while a friend call is connected, its child
 * `callClock` tells the parent every second (`call.second`), so the duration comes from the
 * machine's own clock (simulated in tests), never from Date.now in a view.
 *
 *   ticking  every second: call.second to the parent (ticking again)
 */
export const CALL_SECOND_MS = 1000;

export type CallClockNotice = { type: 'call.second' };
