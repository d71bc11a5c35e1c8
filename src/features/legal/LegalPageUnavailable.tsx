import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/Button';
import { StatusMessage } from '../../ui/StatusMessage';
import * as s from './LegalPage.css';
import { legalTitle } from './legal-texts';

/** The legal page when its documents could not be read (the route's error screen). */
export function LegalPageUnavailable({ onRetry }: { onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <article className={s.page} data-testid="legal-page">
      <h1 className={s.title}>{i18n._(legalTitle)}</h1>
      <div className={s.panel}>
        <StatusMessage tone="error">
          <Trans>Something went wrong. Please try again.</Trans>
        </StatusMessage>
        <Button onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </article>
  );
}
