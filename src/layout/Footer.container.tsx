import { useRouter, useRouterState } from '@tanstack/react-router';
import { selectTheme } from '../../machines/preferences/preferences.selectors';
import type { Language } from '../../machines/preferences/preferences.types';
import { useChild, useChildSelector } from '../app/root-context';
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
  const theme = useChildSelector('preferences', selectTheme);
  const preferences = useChild('preferences');
  const onLanguageChange = (next: Language) => {
    void router.navigate({
      href: switchLanguageHref({ pathname: location.pathname, search: location.searchStr, hash: location.hash }, next),
    });
  };
  return (
    <Footer
      language={language}
      theme={theme}
      contactEmail={CONTACT_EMAIL}
      onLanguageChange={onLanguageChange}
      onThemeToggle={() => preferences.send({ type: 'theme.toggle' })}
    />
  );
}
