import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { searchClockMachine } from './search-clock.machine';
import { selectSearchClockView } from './search-clock.selectors';

/** A searching clock that runs while the calling component is mounted (one search). */
export function useSearchClock() {
  const actor = useActorRef(searchClockMachine);
  return useSelector(actor, selectSearchClockView, shallowEqual);
}
