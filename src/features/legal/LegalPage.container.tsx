import { useNavigate, useRouterState } from '@tanstack/react-router';
import { localizePath } from '../../routing/lang';
import { useUrlLanguage } from '../../routing/use-url-language';
import { LEGAL_PATHS, LegalPage } from './LegalPage';
import type { LegalTab } from './legal-texts';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set when the legal tabs were switched from the keyboard, so the new page focuses its tab. */
    legalTabFocus?: boolean;
  }
}

/** A legal tab page: the keyboard moves between the tabs' URLs in the current language. */
export function LegalPageContainer({ tab }: { tab: LegalTab }) {
  const navigate = useNavigate();
  const language = useUrlLanguage();
  const focusTab = useRouterState({ select: (s) => s.location.state.legalTabFocus === true });
  const onSelectTab = (next: LegalTab) => {
    if (next === tab) return;
    void navigate({ href: localizePath(LEGAL_PATHS[next], language), state: (prev) => ({ ...prev, legalTabFocus: true }) });
  };
  return <LegalPage tab={tab} onSelectTab={onSelectTab} focusTab={focusTab} />;
}
