import { Trans, useLingui } from '@lingui/react/macro';
import { PATHS } from '../../routing/paths';
import { Link } from '../../ui/Link';
import * as s from './Videos.css';

/** Spec §2: what a non-subscriber sees on /videos — the subscribe-now promotion. */
export function VideosPromotion() {
  const { t } = useLingui();
  return (
    <section className={s.section} data-testid="videos-promotion">
      <h2>
        <Trans>Saved videos are for subscribers</Trans>
      </h2>
      <p className={s.muted}>
        <Trans>Subscribe now and get:</Trans>
      </p>
      <ul className={s.benefits} aria-label={t`What the subscription gives`}>
        <li>
          <Trans>Individual chats</Trans>
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
      <Link to={PATHS.subscription} asButton={{ variant: 'primary' }}>
        <Trans>Subscribe now</Trans>
      </Link>
    </section>
  );
}
