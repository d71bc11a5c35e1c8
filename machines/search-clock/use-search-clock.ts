import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { searchClockMachine } from './search-clock.machine';
import { type SearchClockView, selectSearchClockView } from './search-clock.selectors';

export type SearchClockRef = ActorRefFrom<typeof searchClockMachine>;

const NOT_STARTED: SearchClockView = { elapsed: '0:00', longWait: false };

/**
 * The view of a searching clock the chat machine runs (its child `searchClock`); "0:00" while there
 * is none (the search is not under way yet).
 */
export function useSearchClock(clock: SearchClockRef | undefined): SearchClockView {
  return useSelector(
    clock,
    (s: SnapshotFrom<typeof searchClockMachine> | undefined) => (s ? selectSearchClockView(s) : NOT_STARTED),
    shallowEqual,
  );
}
