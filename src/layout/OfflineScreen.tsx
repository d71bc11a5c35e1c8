import { Trans } from '@lingui/react/macro';
import { WifiOffIcon } from '../ui/icons';
import * as s from './Overlay.css';

/** The network-error screen (spec §2, §8), covering the page while the browser is offline. */
export const OFFLINE_CODE = 'ERR_INTERNET_DISCONNECTED';

export function OfflineScreen() {
  return (
    <div className={s.screen} role="alert" data-testid="offline-screen">
      <div className={s.card}>
        <WifiOffIcon className={s.icon} />
        <h1 className={s.title}>
          <Trans>No internet connection</Trans>
        </h1>
        <p className={s.muted}>
          <Trans>Check your network. This page comes back as soon as you are online again.</Trans>
        </p>
        <code className={s.code}>{OFFLINE_CODE}</code>
      </div>
    </div>
  );
}
