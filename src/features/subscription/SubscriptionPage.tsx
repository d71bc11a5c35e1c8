import { Trans, useLingui } from '@lingui/react/macro';
import type { Payment, SubscriptionView } from '../../../contract/subscription';
import type { Language } from '../../../machines/preferences/preferences.types';
import type { SubscriptionPageViewModel } from '../../../machines/subscription/subscription.selectors';
import { Button } from '../../ui/Button';
import { CrownIcon } from '../../ui/icons';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { formatDate, formatPrice, formatShortDate } from './format';
import * as s from './Subscription.css';
import { SubscriptionBenefits } from './SubscriptionBenefits';

export interface SubscriptionPageProps extends SubscriptionPageViewModel {
  language: Language;
  onSubscribe: () => void;
  onReplaceCard: () => void;
  onCancel: () => void;
  onRetry: () => void;
  onRetryPayments: () => void;
}

/** /subscription (spec §2, popup reading): plan, benefits, price, status, card and the payments list. */
export function SubscriptionPage(props: SubscriptionPageProps) {
  const { t } = useLingui();
  return (
    <section className={s.page} aria-labelledby="subscription-title">
      <h1 id="subscription-title" className={s.title}>
        <CrownIcon />
        <Trans>Subscription</Trans>
      </h1>
      <Plan {...props} />
      <section className={s.card} aria-labelledby="payments-title">
        <h2 id="payments-title" className={s.cardTitle}>
          {t`Payments`}
        </h2>
        <Payments {...props} />
      </section>
    </section>
  );
}

function Plan({
  statusState,
  subscription,
  language,
  onSubscribe,
  onReplaceCard,
  onCancel,
  onRetry,
}: SubscriptionPageProps) {
  const { t } = useLingui();
  return (
    <section className={s.card} aria-labelledby="plan-title">
      <div className={s.planHeader}>
        <h2 id="plan-title" className={s.cardTitle}>
          <Trans>PetChat subscription</Trans>
        </h2>
        {subscription && (
          <p className={s.price}>
            {formatPrice(subscription.price.amount, subscription.price.currency, language)}{' '}
            <span className={s.perMonth}>{t`a month`}</span>
          </p>
        )}
      </div>
      <SubscriptionBenefits label={t`What the subscription gives`} />
      {statusState === 'loading' && (
        <div className={s.centered}>
          <Spinner label={t`Loading your subscription…`} />
        </div>
      )}
      {statusState === 'failed' && (
        <LoadFailed className={s.centered} onRetry={onRetry}>
          <Trans>Could not load your subscription.</Trans>
        </LoadFailed>
      )}
      {statusState === 'ready' && subscription && (
        <>
          <p className={s.status} data-testid="subscription-status">
            <StatusText subscription={subscription} language={language} />
          </p>
          {subscription.card && !awaitsFirstCharge(subscription) && (
            <p className={s.muted} data-testid="subscription-card">
              <Trans>
                Card: {subscription.card.brand} •••• {subscription.card.last4}
              </Trans>
            </p>
          )}
          <div className={s.actions}>
            {canSubscribe(subscription) && (
              <Button onClick={onSubscribe}>
                {subscription.status === 'cancelled' ? <Trans>Resume subscription</Trans> : <Trans>Subscribe</Trans>}
              </Button>
            )}
            {(subscription.status === 'active' || awaitsFirstCharge(subscription)) && (
              <>
                <Button variant="secondary" onClick={onReplaceCard}>
                  <Trans>Replace card</Trans>
                </Button>
                <Button variant="ghost" onClick={onCancel}>
                  <Trans>Cancel subscription</Trans>
                </Button>
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/**
 * Buying is open unless a paid period renews (active). A cancelled period is resumed with a card
 * (the server charges nothing until the period ends, then renews).
 */
const canSubscribe = (subscription: SubscriptionView) =>
  subscription.status !== 'active' && !awaitsFirstCharge(subscription);

/**
 * Subscribed during the trial (issue 28): the trial runs to its end, then the card is charged.
 * The server shows the card with status `trial` only then.
 */
const awaitsFirstCharge = (subscription: SubscriptionView) =>
  subscription.status === 'trial' && subscription.card !== null;

function StatusText({ subscription, language }: { subscription: SubscriptionView; language: Language }) {
  const trialEnd = formatDate(subscription.trial_ends_at, language);
  const periodEnd = formatDate(subscription.current_period_end, language);
  switch (subscription.status) {
    case 'trial': {
      const { card } = subscription;
      if (!card) return <Trans>Free trial until {trialEnd}</Trans>;
      const until = formatShortDate(subscription.trial_ends_at, language);
      const price = formatPrice(subscription.price.amount, subscription.price.currency, language);
      const { brand, last4 } = card;
      return (
        <Trans>
          Trial until {until} · then {price} a month on {brand} ··{last4}
        </Trans>
      );
    }
    case 'active':
      return <Trans>Active, renews on {periodEnd}</Trans>;
    case 'cancelled':
      return <Trans>Cancelled until {periodEnd}</Trans>;
    case 'expired':
      return <Trans>Your subscription has expired</Trans>;
    default:
      return <Trans>You are not subscribed</Trans>;
  }
}

function Payments({ paymentsState, payments, language, onRetryPayments }: SubscriptionPageProps) {
  const { t } = useLingui();
  if (paymentsState === 'loading')
    return (
      <div className={s.centered}>
        <Spinner label={t`Loading payments…`} />
      </div>
    );
  if (paymentsState === 'failed')
    return (
      <LoadFailed className={s.centered} onRetry={onRetryPayments}>
        <Trans>Could not load your payments.</Trans>
      </LoadFailed>
    );
  if (payments.length === 0) return <p className={s.muted}>{t`No payments yet.`}</p>;
  return (
    <div className={s.tableScroll}>
      <table className={s.table}>
        <thead>
          <tr>
            <th scope="col">{t`Date`}</th>
            <th scope="col">{t`Amount`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col">{t`Card`}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td>{formatDate(payment.created_at, language)}</td>
              <td>{formatPrice(payment.amount, payment.currency, language)}</td>
              <td>
                <PaymentStatus status={payment.status} />
              </td>
              <td className={s.mono}>•••• {payment.card_last4}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PaymentStatus({ status }: { status: Payment['status'] }) {
  if (status === 'succeeded') return <Trans>Paid</Trans>;
  if (status === 'refunded') return <Trans>Refunded</Trans>;
  return <Trans>Failed</Trans>;
}
