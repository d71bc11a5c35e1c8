import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { SessionStatus } from '../../machines/session/session.types';
import { Link } from '../ui/Link';
import { Spinner } from '../ui/Spinner';
import * as s from './AccountArea.css';
import type { SignedInAccountProps } from './SignedInAccount';

// A signed-in user's part of the bar, with its menus (Radix and its positioning code) and icons:
// guests never load it.
const SignedInAccount = lazy(() => import('./account-menus').then((m) => ({ default: m.SignedInAccount })));

export interface TopBarAccountProps extends Omit<SignedInAccountProps, 'user'> {
  status: SessionStatus;
  user: SignedInAccountProps['user'] | null;
}

/**
 * The account area of the top bar (spec §2). Guests get log-in and sign-up links; a signed-in
 * user gets the subscribe button (always shown; an icon button on a phone, so the bar fits 360 px),
 * the top bar's menu on narrow screens, the notifications bell and the profile block.
 */
export function TopBarAccount({ status, user, ...signedIn }: TopBarAccountProps) {
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
      <SignedInAccount user={user} {...signedIn} />
    </Suspense>
  );
}
