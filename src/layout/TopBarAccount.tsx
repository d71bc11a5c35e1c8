import { Trans } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense } from 'react';
import type { SessionStatus } from '../../machines/session/session.types';
import { CrownIcon } from '../ui/icons';
import { Link } from '../ui/Link';
import { Spinner } from '../ui/Spinner';
import * as s from './AccountArea.css';
import type { AccountMenuProps } from './AccountMenu';

// The menu (Radix and its positioning code) is for signed-in users only: guests never load it.
const loadMenus = () => import('./account-menus');
const AccountMenu = lazy(() => loadMenus().then((m) => ({ default: m.AccountMenu })));
const TopBarMenu = lazy(() => loadMenus().then((m) => ({ default: m.TopBarMenu })));

export interface TopBarAccountProps {
  status: SessionStatus;
  user: { name: string; image: string | null; moderator?: boolean } | null;
  /** The notifications bell (signed-in users). */
  bell?: ReactNode;
  /** The profile menu's install entry (AccountMenu). */
  install?: AccountMenuProps['install'];
  onInstall?: () => void;
  onCloseInstallHelp?: () => void;
  onLogout: () => void;
}

/**
 * The account area of the top bar (spec §2). Guests get log-in and sign-up links; a signed-in
 * user gets the subscribe button (always shown; an icon button on a phone, so the bar fits 360 px),
 * the top bar's menu on narrow screens, the notifications bell and the profile block.
 */
export function TopBarAccount({
  status,
  user,
  bell,
  install,
  onInstall,
  onCloseInstallHelp,
  onLogout,
}: TopBarAccountProps) {
  if (status === 'loading') return <Spinner size="sm" />;
  if (status === 'guest' || !user) {
    return (
      <>
        <Link to="/login" asButton={{ variant: 'ghost', size: 'sm' }} className={s.guestLink}>
          <Trans>Log in</Trans>
        </Link>
        <Link to="/signup" asButton={{ variant: 'primary', size: 'sm' }} className={s.guestLink}>
          <Trans>Sign up</Trans>
        </Link>
      </>
    );
  }
  return (
    <div className={s.area}>
      <Suspense fallback={null}>
        <TopBarMenu />
      </Suspense>
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
      <Suspense fallback={<Spinner size="sm" />}>
        <AccountMenu
          userName={user.name}
          image={user.image}
          moderator={user.moderator}
          install={install}
          onInstall={onInstall}
          onCloseInstallHelp={onCloseInstallHelp}
          onLogout={onLogout}
        />
      </Suspense>
    </div>
  );
}
