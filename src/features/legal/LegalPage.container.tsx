import { useNavigate, useRouterState } from '@tanstack/react-router';
import { localizePath, stripLanguage } from '../../routing/lang';
import { useUrlLanguage } from '../../routing/use-url-language';
import { LEGAL_PATHS, LegalPage } from './LegalPage';
import { type LegalTab, legalTabs } from './legal-texts';

/** The tab a path shows: `/ua/offerta` → `offerta`. */
export function legalTabOfPath(pathname: string): LegalTab {
  const path = stripLanguage(pathname).replace(/\/+$/, '');
  return legalTabs.find((tab) => LEGAL_PATHS[tab] === path) ?? 'terms-and-conditions';
}

/** The legal page: the tab follows the URL; the keyboard moves between the tabs' URLs in the current language. */
export function LegalPageContainer() {
  const navigate = useNavigate();
  const language = useUrlLanguage();
  const tab = legalTabOfPath(useRouterState({ select: (s) => s.location.pathname }));
  const onSelectTab = (next: LegalTab) => {
    if (next !== tab) void navigate({ href: localizePath(LEGAL_PATHS[next], language) });
  };
  return <LegalPage tab={tab} onSelectTab={onSelectTab} />;
}
