import { Trans } from '@lingui/react/macro';
import type { Farewell } from '../../../machines/random-chat/random-chat.types';
import { Button } from '../../ui/Button';
import * as s from './ChatNotices.css';

/**
 * Why the last partner is gone, over the search that follows (issue 25: the screen must not jump to
 * "Looking for a companion…" in silence). A status, so a screen reader says it once.
 */
export function PartnerFarewell({ farewell }: { farewell: Farewell }) {
  const { name } = farewell;
  return (
    <p className={s.farewell} role="status" data-testid="partner-farewell" data-kind={farewell.kind}>
      {farewell.kind === 'blocked' ? <Trans>You blocked {name}</Trans> : <Trans>{name} left</Trans>}
    </p>
  );
}

/** Nobody came within the search's retry limit (spec §4 step 3): said, with the way on. */
export function SearchUnavailable({ onKeepLooking }: { onKeepLooking(): void }) {
  return (
    <div className={s.unavailable} role="alert" data-testid="search-unavailable">
      <h2 className={s.unavailableTitle}>
        <Trans>Video not available</Trans>
      </h2>
      <p className={s.unavailableText}>
        <Trans>Nobody was free to chat just now. Keep looking, or come back a little later.</Trans>
      </p>
      <Button onClick={onKeepLooking} autoFocus>
        <Trans>Keep looking</Trans>
      </Button>
    </div>
  );
}
