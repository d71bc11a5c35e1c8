import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CrownIcon } from '../ui/icons';
import { Link } from '../ui/Link';
import * as s from './AccountArea.css';
import AccountMenu, { type AccountMenuProps } from './AccountMenu';
import TopBarMenu from './TopBarMenu';

export interface SignedInAccountProps {
  user: { name: string; image: string | null; moderator?: boolean };
  /** The notifications bell. */
  bell?: ReactNode;
  /** The profile menu's install entry (AccountMenu). */
  install?: AccountMenuProps['install'];
  onInstall?: () => void;
  onCloseInstallHelp?: () => void;
  onLogout: () => void;
}

/**
 * A signed-in user's part of the top bar (TopBarAccount): the top bar's menu on narrow screens,
 * the subscribe button (an icon button on a phone, so the bar fits 360 px), the bell and the
 * profile block. Its own chunk with the menus (account-menus.ts): a guest's first load has none.
 */
export function SignedInAccount({
  user,
  bell,
  install,
  onInstall,
  onCloseInstallHelp,
  onLogout,
}: SignedInAccountProps) {
  return (
    <div className={s.area}>
      <TopBarMenu />
      <Link
        to="/subscription"
        asButton={{ variant: 'primary', size: 'sm' }}
        className={`${s.subscribe} ${s.guestLink}`}
      >
        <CrownIcon />
        <span className={s.subscribeLabel}>
          <Trans>Subscribe</Trans>
        </span>
      </Link>
      {bell}
      <AccountMenu
        userName={user.name}
        image={user.image}
        moderator={user.moderator}
        install={install}
        onInstall={onInstall}
        onCloseInstallHelp={onCloseInstallHelp}
        onLogout={onLogout}
      />
    </div>
  );
}
