import { Trans, useLingui } from '@lingui/react/macro';
import type { UserView } from '../../../contract/user';
import { Link } from '../../ui/Link';
import * as s from './ProfilePage.css';

export interface AccountInfoProps {
  user: Pick<UserView, 'email' | 'email_verified' | 'is_subscribed' | 'trial_ends_at' | 'subscription_ends_at'>;
}

/** Account info: the email, whether it is verified, and the plan. */
export function AccountInfo({ user }: AccountInfoProps) {
  const { i18n } = useLingui();
  const date = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'long' });
  // A subscriber is on a paid period or a trial; whichever lasts longer is the one that counts.
  const paidLonger =
    user.subscription_ends_at !== null &&
    (user.trial_ends_at === null || user.subscription_ends_at >= user.trial_ends_at);
  const paidUntil = paidLonger && user.subscription_ends_at ? date(user.subscription_ends_at) : null;
  const trialUntil = !paidLonger && user.trial_ends_at ? date(user.trial_ends_at) : null;
  return (
    <section className={s.card} aria-labelledby="profile-account-title">
      <h2 id="profile-account-title" className={s.cardTitle}>
        <Trans>Account info</Trans>
      </h2>
      <dl className={s.facts}>
        <div className={s.fact}>
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd data-testid="account-email">{user.email}</dd>
        </div>
        <div className={s.fact}>
          <dt>
            <Trans>Email verified</Trans>
          </dt>
          <dd>{user.email_verified ? <Trans>Yes</Trans> : <Trans>No</Trans>}</dd>
        </div>
        <div className={s.fact}>
          <dt>
            <Trans>Plan</Trans>
          </dt>
          <dd>
            {!user.is_subscribed ? (
              <>
                <Trans>No subscription</Trans>{' '}
                <Link to="/subscription">
                  <Trans>Subscribe</Trans>
                </Link>
              </>
            ) : paidUntil ? (
              <Trans>Subscribed until {paidUntil}</Trans>
            ) : trialUntil ? (
              <Trans>Trial until {trialUntil}</Trans>
            ) : (
              <Trans>Subscribed</Trans>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
