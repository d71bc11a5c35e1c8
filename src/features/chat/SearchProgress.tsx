import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PATHS } from '../../routing/paths';
import { visuallyHidden } from '../../styles/utilities.css';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import * as n from './ChatNotices.css';
import * as s from './ChatScreen.css';

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
  /**
   * The breed chat's breed group (issue 29), its name in the current language, and whether the
   * search is widened to it; null in the general chat or for a breed outside every group.
   */
  group?: { name: string; widened: boolean } | null;
  /** Widen the breed chat to its group (true) or back to the breed alone (false). */
  onWiden?: (widen: boolean) => void;
}

/**
 * Under the searching loader: the elapsed time and, after a long wait, why and what to do: in a breed
 * chat the whole breed group or the general chat, in the general chat a hint (and how many are
 * searching). A widened search says so, with the way back to the breed alone.
 */
export function SearchProgress({
  elapsed,
  longWait,
  breed,
  searching = null,
  group = null,
  onWiden,
}: SearchProgressProps) {
  const { t } = useLingui();
  const breedName = breed?.name;
  const groupName = group?.name;
  const widened = breed !== null && group?.widened === true;
  return (
    <div className={s.searchProgress}>
      <span className={s.elapsed} data-testid="search-elapsed">
        <span className={visuallyHidden}>{t`Time searching:`} </span>
        {elapsed}
      </span>
      {widened && (
        <p className={n.hint} data-testid="widened">
          <span>
            <Trans>Searching among all {groupName}</Trans>
          </span>
          {onWiden && (
            <Button variant="secondary" size="sm" onClick={() => onWiden(false)}>
              {breedName ? <Trans>Only {breedName}</Trans> : <Trans>Only this breed</Trans>}
            </Button>
          )}
        </p>
      )}
      {longWait && breed !== null && (
        <p className={n.hint} role="status" data-testid="few-online">
          <span>
            {widened ? (
              <Trans>Nobody among the {groupName} right now: switch to the general chat.</Trans>
            ) : group && onWiden ? (
              // Both ways out are offered below, so the sentence names both (issue 25 item 4).
              breed.name ? (
                <Trans>
                  Nobody in the {breedName} chat right now: widen to all {groupName}, or switch to the general chat.
                </Trans>
              ) : (
                <Trans>
                  Nobody in this breed's chat right now: widen to all {groupName}, or switch to the general chat.
                </Trans>
              )
            ) : breed.name ? (
              <Trans>Nobody in the {breedName} chat right now: switch to the general chat.</Trans>
            ) : (
              <Trans>Nobody in this breed's chat right now: switch to the general chat.</Trans>
            )}
          </span>
          {group && !widened && onWiden && (
            <Button variant="primary" size="md" onClick={() => onWiden(true)} data-testid="widen">
              <Trans>Widen to all {groupName}</Trans>
            </Button>
          )}
          <Link
            to={PATHS.home}
            asButton={{ variant: group && !widened && onWiden ? 'secondary' : 'primary', size: 'md' }}
          >
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
