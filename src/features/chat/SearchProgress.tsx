import { Trans, useLingui } from '@lingui/react/macro';
import { PATHS } from '../../routing/paths';
import { visuallyHidden } from '../../styles/utilities.css';
import { Link } from '../../ui/Link';
import * as s from './ChatScreen.css';

export interface SearchProgressProps {
  /** How long this search has lasted, m:ss. */
  elapsed: string;
  /** A breed chat has found nobody for a while: say so and offer the general chat. */
  fewOnline: boolean;
}

/** Under the searching loader: the elapsed time, and the way out of an empty breed chat. */
export function SearchProgress({ elapsed, fewOnline }: SearchProgressProps) {
  const { t } = useLingui();
  return (
    <div className={s.searchProgress}>
      <span className={s.elapsed} data-testid="search-elapsed">
        <span className={visuallyHidden}>{t`Time searching:`} </span>
        {elapsed}
      </span>
      {fewOnline && (
        <p className={s.fewOnline} role="status" data-testid="few-online">
          <span>
            <Trans>Few people of this breed are online right now.</Trans>
          </span>
          <Link to={PATHS.home} asButton={{ variant: 'primary', size: 'md' }}>
            <Trans>Switch to the general chat</Trans>
          </Link>
        </p>
      )}
    </div>
  );
}
