import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { SessionStatus } from '../../machines/session/session.types';
import { Link } from '../ui/Link';
import { Spinner } from '../ui/Spinner';

// The menu (Radix and its positioning code) is for signed-in users only: guests never load it.
const AccountMenu = lazy(() => import('./AccountMenu'));

export interface TopBarAccountProps {
  status: SessionStatus;
  userName: string | null;
  onLogout: () => void;
}

/**
 * The account area of the top bar. Guests get sign-in and sign-up links; a signed-in user gets a
 * menu under their name. (The subscribe button, the notifications bell and the full profile menu
 * of spec §2 are added here by the accounts and notifications work.)
 */
export function TopBarAccount({ status, userName, onLogout }: TopBarAccountProps) {
  if (status === 'loading') return <Spinner size="sm" />;
  if (status === 'guest') {
    return (
      <>
        <Link to="/login" asButton={{ variant: 'ghost', size: 'sm' }}>
          <Trans>Log in</Trans>
        </Link>
        <Link to="/signup" asButton={{ variant: 'primary', size: 'sm' }}>
          <Trans>Sign up</Trans>
        </Link>
      </>
    );
  }
  return (
    <Suspense fallback={<Spinner size="sm" />}>
      <AccountMenu userName={userName ?? ''} onLogout={onLogout} />
    </Suspense>
  );
}
