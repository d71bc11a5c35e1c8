import { lazy, Suspense } from 'react';
import { useSession } from '../../machines/session/use-session';
import { useChild } from '../app/root-context';
import { Spinner } from '../ui/Spinner';
import { TopBarAccount } from './TopBarAccount';

// A signed-in user's wiring (install entry, bell) comes with the account menus' chunk, which
// TopBarAccount loads for a signed-in user anyway: guests never load either (issue 30).
const SignedInAccountContainer = lazy(() =>
  import('./account-menus').then((m) => ({ default: m.SignedInAccountContainer })),
);

export function TopBarAccountContainer() {
  const { view, logout } = useSession(useChild('session'));
  if (view.status === 'loading' || view.status === 'guest' || view.name === null)
    return <TopBarAccount status={view.status} user={null} onLogout={logout} />;
  return (
    <Suspense fallback={<Spinner size="sm" />}>
      <SignedInAccountContainer />
    </Suspense>
  );
}
