import { useSearchClock } from '../../../machines/search-clock/use-search-clock';
import { SearchProgress } from './SearchProgress';

/**
 * The searching clock for one search: the chat screen mounts this only while searching, so the
 * clock starts with the search and is gone with it. `breed` is null in the general chat.
 */
export function SearchProgressContainer({ breed }: { breed: { name: string | null } | null }) {
  const clock = useSearchClock();
  return <SearchProgress elapsed={clock.elapsed} longWait={clock.longWait} breed={breed} />;
}
