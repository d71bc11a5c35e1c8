import { Trans } from '@lingui/react/macro';
import * as s from './Subscription.css';

/** The four things the subscription gives (spec §2): on the subscription page and in the cancel popup. */
export function SubscriptionBenefits({ label }: { label: string }) {
  return (
    <ul className={s.benefits} aria-label={label}>
      <li>
        <Trans>Chat by breed</Trans>
      </li>
      <li>
        <Trans>Unlimited friends</Trans>
      </li>
      <li>
        <Trans>Chat recording</Trans>
      </li>
      <li>
        <Trans>Saving videos in the cloud</Trans>
      </li>
    </ul>
  );
}
