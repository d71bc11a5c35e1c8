import { lazy, Suspense } from 'react';
import { selectTheme } from '../../machines/preferences/preferences.selectors';
import { selectSessionStatus } from '../../machines/session/session.selectors';
import { useChildSelector } from '../app/root-context';
import { TopBar } from './TopBar';
import { TopBarAccountContainer } from './TopBarAccount.container';

// Radix's menu code is for signed-in users only: guests never load it.
const BreedMenuContainer = lazy(() => import('../features/breeds/BreedMenu.container'));

export function TopBarContainer() {
  const theme = useChildSelector('preferences', selectTheme);
  const verified = useChildSelector('session', (s) => selectSessionStatus(s) === 'verified');
  return (
    <TopBar
      logoVariant={theme}
      account={<TopBarAccountContainer />}
      breedMenu={
        verified ? (
          <Suspense fallback={null}>
            <BreedMenuContainer />
          </Suspense>
        ) : null
      }
    />
  );
}
