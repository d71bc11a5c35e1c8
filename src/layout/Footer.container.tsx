import { useRouter, useRouterState } from '@tanstack/react-router';
import type { Language } from '../../machines/preferences/preferences.types';
import { usePreferences } from '../../machines/preferences/use-preferences';
import { useChild } from '../app/root-context';
import { CONTACT_EMAIL } from '../config';
import { switchLanguageHref } from '../routing/lang';
import { useUrlLanguage } from '../routing/use-url-language';
import { Footer } from './Footer';

/**
 * Switching language is a navigation to the same page with or without `/ua`; the language route
 * then tells the preferences actor (routes/{-$lang}/route.tsx), which loads the catalog.
 */
export function FooterContainer() {
  const router = useRouter();
  const location = useRouterState({ select: (s) => s.location });
  const language = useUrlLanguage();
  const { view, toggleTheme } = usePreferences(useChild('preferences'));
  const onLanguageChange = (next: Language) => {
    void router.navigate({
      href: switchLanguageHref({ pathname: location.pathname, search: location.searchStr, hash: location.hash }, next),
    });
  };
  return (
    <Footer
      language={language}
      theme={view.theme}
      contactEmail={CONTACT_EMAIL}
      onLanguageChange={onLanguageChange}
      onThemeToggle={toggleTheme}
    />
  );
}
