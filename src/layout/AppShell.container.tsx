import type { ReactNode } from 'react';
import { useNetwork } from '../../machines/network/use-network';
import { usePreferences } from '../../machines/preferences/use-preferences';
import { useChild } from '../app/root-context';
import { ToastRegionContainer } from '../ui/Toast.container';
import { AppShell } from './AppShell';
import { CookieBannerContainer } from './CookieBanner.container';
import { FooterContainer } from './Footer.container';
import { LanguageSpinner } from './LanguageSpinner';
import { OfflineScreen } from './OfflineScreen';
import { TopBarContainer } from './TopBar.container';
import { UpdateBannerContainer } from './UpdateBanner.container';

export function AppShellContainer({ children }: { children: ReactNode }) {
  const { offline } = useNetwork(useChild('network')).view;
  const { loadingLanguage } = usePreferences(useChild('preferences')).view;
  const cover = offline ? <OfflineScreen /> : loadingLanguage ? <LanguageSpinner /> : null;
  return (
    <AppShell
      topBar={<TopBarContainer />}
      footer={<FooterContainer />}
      floating={
        <>
          <UpdateBannerContainer />
          <CookieBannerContainer />
        </>
      }
      cover={cover}
      toasts={<ToastRegionContainer />}
    >
      {children}
    </AppShell>
  );
}
