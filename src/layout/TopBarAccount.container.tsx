import { lazy, Suspense, useCallback } from 'react';
import { selectSessionStatus, selectUser } from '../../machines/session/session.selectors';
import { useChild, useChildSelector } from '../app/root-context';
import { TopBarAccount } from './TopBarAccount';

// Like the account menu, the bell is for signed-in users only: guests never load it.
const NotificationsBellContainer = lazy(() => import('./NotificationsBell.container'));

export function TopBarAccountContainer() {
  const session = useChild('session');
  const status = useChildSelector('session', selectSessionStatus);
  const name = useChildSelector('session', (s) => selectUser(s)?.name ?? null);
  const image = useChildSelector('session', (s) => selectUser(s)?.image ?? null);
  const onLogout = useCallback(() => session.send({ type: 'session.logout' }), [session]);
  const bell = (
    <Suspense fallback={null}>
      <NotificationsBellContainer />
    </Suspense>
  );
  return (
    <TopBarAccount status={status} user={name === null ? null : { name, image }} bell={bell} onLogout={onLogout} />
  );
}
