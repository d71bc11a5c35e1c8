import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../ui/Button';
import * as s from './UpdateBanner.css';

export interface UpdateBannerProps {
  /** The page is reloading into the new version. */
  reloading: boolean;
  onReload: () => void;
  /** Later: the banner goes until an even newer version is ready. */
  onDismiss: () => void;
}

/** A new version of the app has been deployed and is ready (machines/app-update). */
export function UpdateBanner({ reloading, onReload, onDismiss }: UpdateBannerProps) {
  const { t } = useLingui();
  return (
    <section className={s.banner} aria-label={t`Update`} data-testid="update-banner">
      <p className={s.text} role="status">
        <Trans>A new version is ready — reload to use it.</Trans>
      </p>
      <div className={s.actions}>
        <Button size="sm" variant="secondary" onClick={onDismiss} disabled={reloading}>
          <Trans>Later</Trans>
        </Button>
        <Button size="sm" onClick={onReload} disabled={reloading}>
          <Trans>Reload</Trans>
        </Button>
      </div>
    </section>
  );
}
