import { type SearchClockRef, useSearchClock } from '../../../machines/search-clock/use-search-clock';
import { SearchProgress } from './SearchProgress';

/**
 * The searching clock of the current search: the chat machine runs it (its child `searchClock`),
 * this only reads it. `breed` is null in the general chat.
 */
export function SearchProgressContainer({
  clock: clockRef,
  breed,
  searching = null,
  group = null,
  onWiden,
}: {
  /** The chat's searching clock, while a search runs. */
  clock: SearchClockRef | undefined;
  breed: { name: string | null } | null;
  /** Others searching in this chat (`GET /pool-stats`), or null when not known. */
  searching?: number | null;
  /** The breed chat's group and whether the search is widened to it (issue 29), or null. */
  group?: { name: string; widened: boolean } | null;
  onWiden?: (widen: boolean) => void;
}) {
  const clock = useSearchClock(clockRef);
  return (
    <SearchProgress
      elapsed={clock.elapsed}
      longWait={clock.longWait}
      breed={breed}
      searching={searching}
      group={group}
      onWiden={onWiden}
    />
  );
}
