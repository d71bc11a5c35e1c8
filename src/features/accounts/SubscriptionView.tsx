import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '../../../machines/preferences/preferences.types';
import { INTL_LOCALE } from '../../i18n/locales';
import { CrownIcon } from '../../ui/icons';
import * as s from './AuthPage.css';
import { StatusMessage } from '../../ui/StatusMessage';
import type { PlanStatus } from './plan-status';

export interface SubscriptionViewProps {
  status: PlanStatus;
  language: Language;
}

/**
 * Spec §2 /subscription, in the reading "only the text 'Under development...'": the user's plan
 * from their account, and the note that buying is not open yet (docs/decisions.md).
 */
export function SubscriptionView({ status, language }: SubscriptionViewProps) {
  const { t } = useLingui();
  const format = (date: Date) => new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'long' }).format(date);
  const until = status.kind === 'none' ? '' : format(status.until);
  return (
    <section className={s.card({ width: 'narrow' })} aria-labelledby="subscription-title">
      <span className={s.badge}>
        <CrownIcon />
      </span>
      <header className={s.header}>
        <h1 id="subscription-title" className={s.title}>
          <Trans>Subscription</Trans>
        </h1>
        <p className={s.lead}>
          <Trans>Chat by breed, unlimited friends, chat recording and saving videos in the cloud.</Trans>
        </p>
      </header>
      <div className={s.form} data-testid="plan-status">
        {status.kind === 'subscribed' && (
          <StatusMessage tone="success">
            <Trans>Your subscription is active until {until}.</Trans>
          </StatusMessage>
        )}
        {status.kind === 'trial' && (
          <StatusMessage tone="success">
            <Trans>Your trial period is active until {until}.</Trans>
          </StatusMessage>
        )}
        {status.kind === 'none' && <p>{t`You are not subscribed.`}</p>}
        <p className={s.lead}>
          <Trans>Under development...</Trans>
        </p>
      </div>
    </section>
  );
}
