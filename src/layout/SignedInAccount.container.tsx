import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useInstallPrompt } from '../../machines/install-prompt/use-install-prompt';
import { selectSignedInReady } from '../../machines/root/root.selectors';
import { useSession } from '../../machines/session/use-session';
import { useChild, useDeferredChild, useRootActor } from '../app/root-context';
import { TopBarAccount } from './TopBarAccount';

// Like the account menu, the bell is for signed-in users only: guests never load it.
const NotificationsBellContainer = lazy(() => import('./NotificationsBell.container'));

/**
 * The top bar's account area of a signed-in user, with the install entry, the bell and logging
 * out wired in. In the account-menus chunk (TopBarAccount.container.tsx loads it), so a guest's
 * first load carries none of this wiring (issue 30).
 */
export function SignedInAccountContainer() {
  const { view, logout } = useSession(useChild('session'));
  const { status, name, image, moderator } = view;
  const install = useInstallPrompt(useDeferredChild('installPrompt'));
  // The bell reads the signed-in children, which run once a verified user's code has loaded.
  const signedInReady = useSelector(useRootActor(), selectSignedInReady);
  const bell = signedInReady ? (
    <Suspense fallback={null}>
      <NotificationsBellContainer />
    </Suspense>
  ) : undefined;
  return (
    <TopBarAccount
      status={status}
      user={name === null ? null : { name, image, moderator }}
      bell={bell}
      install={install.view}
      onInstall={install.open}
      onCloseInstallHelp={install.close}
      onLogout={logout}
    />
  );
}
