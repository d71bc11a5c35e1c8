import { useSearchClock } from '../../../machines/search-clock/use-search-clock';
import { SearchProgress } from './SearchProgress';

/**
 * The searching clock for one search: the chat screen mounts this only while searching, so the
 * clock starts with the search and is gone with it.
 */
export function SearchProgressContainer({ breedChat }: { breedChat: boolean }) {
  const clock = useSearchClock();
  return <SearchProgress elapsed={clock.elapsed} fewOnline={breedChat && clock.longWait} />;
}
