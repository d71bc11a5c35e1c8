import { useSearchClock } from '../../../machines/search-clock/use-search-clock';
import { SearchProgress } from './SearchProgress';

/**
 * The searching clock for one search: the chat screen mounts this only while searching, so the
 * clock starts with the search and is gone with it. `breed` is null in the general chat.
 */
export function SearchProgressContainer({
  breed,
  searching = null,
  group = null,
  onWiden,
}: {
  breed: { name: string | null } | null;
  /** Others searching in this chat (`GET /pool-stats`), or null when not known. */
  searching?: number | null;
  /** The breed chat's group and whether the search is widened to it (issue 29), or null. */
  group?: { name: string; widened: boolean } | null;
  onWiden?: (widen: boolean) => void;
}) {
  const clock = useSearchClock();
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
