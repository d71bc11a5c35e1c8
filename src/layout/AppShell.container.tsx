import type { ReactNode } from 'react';
import { selectIsOffline } from '../../machines/network/network.selectors';
import { selectIsLoadingLanguage } from '../../machines/preferences/preferences.selectors';
import { useChildSelector } from '../app/root-context';
import { ToastRegionContainer } from '../ui/Toast.container';
import { AppShell } from './AppShell';
import { CookieBannerContainer } from './CookieBanner.container';
import { FooterContainer } from './Footer.container';
import { LanguageSpinner } from './LanguageSpinner';
import { OfflineScreen } from './OfflineScreen';
import { TopBarContainer } from './TopBar.container';

export function AppShellContainer({ children }: { children: ReactNode }) {
  const offline = useChildSelector('network', selectIsOffline);
  const loadingLanguage = useChildSelector('preferences', selectIsLoadingLanguage);
  const cover = offline ? <OfflineScreen /> : loadingLanguage ? <LanguageSpinner /> : null;
  return (
    <AppShell
      topBar={<TopBarContainer />}
      footer={<FooterContainer />}
      floating={<CookieBannerContainer />}
      cover={cover}
      toasts={<ToastRegionContainer />}
    >
      {children}
    </AppShell>
  );
}
