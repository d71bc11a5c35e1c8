import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PATHS } from '../../routing/paths';
import { visuallyHidden } from '../../styles/utilities.css';
import { Link } from '../../ui/Link';
import * as s from './ChatScreen.css';
import * as n from './ChatNotices.css';

export interface SearchProgressProps {
  /** How long this search has lasted, m:ss. */
  elapsed: string;
  /** The search has lasted long enough to explain the wait. */
  longWait: boolean;
  /** The breed chat (its name in the current language, once known); null in the general chat. */
  breed: { name: string | null } | null;
  /**
   * People searching right now in this chat, when the server tells (`GET /pool-stats`, not built
   * on the server yet): null shows the hint alone.
   */
  searching?: number | null;
}

/**
 * Under the searching loader: the elapsed time and, after a long wait, why and what to do: in a breed
 * chat the way to the general chat, in the general chat a hint (and how many are searching).
 */
export function SearchProgress({ elapsed, longWait, breed, searching = null }: SearchProgressProps) {
  const { t } = useLingui();
  const breedName = breed?.name;
  return (
    <div className={s.searchProgress}>
      <span className={s.elapsed} data-testid="search-elapsed">
        <span className={visuallyHidden}>{t`Time searching:`} </span>
        {elapsed}
      </span>
      {longWait && breed !== null && (
        <p className={n.hint} role="status" data-testid="few-online">
          <span>
            {breed.name ? (
              <Trans>Nobody in the {breedName} chat right now: switch to the general chat.</Trans>
            ) : (
              <Trans>Nobody in this breed's chat right now: switch to the general chat.</Trans>
            )}
          </span>
          <Link to={PATHS.home} asButton={{ variant: 'primary', size: 'md' }}>
            <Trans>Switch to the general chat</Trans>
          </Link>
        </p>
      )}
      {longWait && breed === null && (
        <p className={n.hint} role="status" data-testid="long-wait">
          <span>
            <Trans>It is quiet right now. Keep this page open: you will meet the next person who starts a chat.</Trans>
          </span>
          {searching !== null && (
            <span className={n.count} data-testid="searching-count">
              <Plural value={searching} one="# person searching" other="# people searching" />
            </span>
          )}
        </p>
      )}
    </div>
  );
}
