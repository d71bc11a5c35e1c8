import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../ui/Button';
import * as f from '../ui/Field.css';
import { CloseIcon, CookieIcon } from '../ui/icons';
import { Link } from '../ui/Link';
import * as s from './CookieBanner.css';

export interface CookieBannerProps {
  onAccept: () => void;
  /** Closes it for this page only; it comes back on the next one until accepted. */
  onDismiss: () => void;
}

export function CookieBanner({ onAccept, onDismiss }: CookieBannerProps) {
  const { t } = useLingui();
  return (
    <section className={s.banner} aria-label={t`Cookies`} data-testid="cookie-banner">
      <span className={s.cookie}>
        <CookieIcon width={28} height={28} />
      </span>
      <p className={s.text}>
        <Trans>
          We use cookies to keep you signed in and to remember your language and theme. See our{' '}
          <Link to="/privacy-policy">privacy policy</Link>.
        </Trans>
      </p>
      <div className={s.actions}>
        <Button size="sm" onClick={onAccept}>
          <Trans>Accept cookies</Trans>
        </Button>
        <button type="button" className={f.iconButton} aria-label={t`Close the cookie notice`} onClick={onDismiss}>
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}
