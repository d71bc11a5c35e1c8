import { Trans } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense } from 'react';
import type { SessionStatus } from '../../machines/session/session.types';
import { Link } from '../ui/Link';
import { Spinner } from '../ui/Spinner';
import * as s from './AccountArea.css';
import type { SignedInAccountProps } from './SignedInAccount';

// A signed-in user's part of the bar, with its menus (Radix and its positioning code) and icons:
// guests never load it.
const SignedInAccount = lazy(() => import('./account-menus').then((m) => ({ default: m.SignedInAccount })));

export interface TopBarAccountProps {
  status: SessionStatus;
  user: { name: string; image: string | null; moderator?: boolean } | null;
  /** The notifications bell (signed-in users). */
  bell?: ReactNode;
  /** The profile menu's install entry (AccountMenu). */
  install?: SignedInAccountProps['install'];
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
    <Suspense fallback={<Spinner size="sm" />}>
      <SignedInAccount
        user={user}
        bell={bell}
        install={install}
        onInstall={onInstall}
        onCloseInstallHelp={onCloseInstallHelp}
        onLogout={onLogout}
      />
    </Suspense>
  );
}
