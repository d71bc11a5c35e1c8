import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { usePreferences } from '../../machines/preferences/use-preferences';
import { selectDeferredReady } from '../../machines/root/root.selectors';
import { useSession } from '../../machines/session/use-session';
import { useChild, useRootActor } from '../app/root-context';
import { TopBar } from './TopBar';
import { TopBarAccountContainer } from './TopBarAccount.container';

// Radix's menu code is for signed-in users only: guests never load it.
const BreedMenuContainer = lazy(() => import('../features/breeds/BreedMenu.container'));

export function TopBarContainer() {
  const { theme } = usePreferences(useChild('preferences')).view;
  const verified = useSession(useChild('session')).view.status === 'verified';
  // The menu reads the breed picker, whose code loads once a user signs in (machines/root).
  const breedPickerReady = useSelector(useRootActor(), selectDeferredReady);
  return (
    <TopBar
      logoVariant={theme}
      account={<TopBarAccountContainer />}
      breedMenu={
        verified && breedPickerReady ? (
          <Suspense fallback={null}>
            <BreedMenuContainer />
          </Suspense>
        ) : null
      }
    />
  );
}
