import { Plural } from '@lingui/react/macro';
import type { PoolStatsView } from '../../../contract/chat';
import * as s from './ChatScreen.css';

/**
 * Who is there to meet, on the idle stage: "128 pet owners online · 12 looking for a chat now"
 * (issue 29, "honest waits"). Nothing until the first figures arrive.
 */
export function PoolFigures({ stats }: { stats: PoolStatsView | null }) {
  if (!stats) return null;
  return (
    <p className={s.poolFigures} data-testid="pool-figures">
      <Plural value={stats.online} one="# pet owner online" other="# pet owners online" />
      {' · '}
      <Plural value={stats.general} one="# looking for a chat now" other="# looking for a chat now" />
    </p>
  );
}

/**
 * How many others search in this chat (the breed's, or the general one), for the search screen:
 * the user's own search is among the searchers the server counts.
 */
export function othersSearching(stats: PoolStatsView | null, breedChat: boolean): number | null {
  if (!stats) return null;
  const searching = breedChat ? stats.breed : stats.general;
  return searching === null ? null : Math.max(0, searching - 1);
}
