import { APP_DEVICE } from '../../machines/cookie-consent/cookie-consent.types';
import { DEFAULT_THEME, type Language } from '../../machines/preferences/preferences.types';
import type { RootInput } from '../../machines/root/root.types';
import { COOKIES } from '../config';
import { isLanguage } from '../i18n/locales';
import { languageOfPath } from '../routing/lang';
import { readBreedCookie } from './breed-cookie';
import { readCookie } from './cookies';
import { tokenStore } from './token-store';

/** The language saved in the cookie, if valid. */
export function savedLanguage(doc: Document = document): Language | null {
  const value = readCookie(COOKIES.language.name, doc);
  return isLanguage(value) ? value : null;
}

/** What the root actor starts from, read from cookies, storage, the URL and the browser. */
export function readRootInput(
  loc: Pick<Location, 'pathname' | 'search'> = window.location,
  doc: Document = document,
  nav: Pick<Navigator, 'onLine'> = navigator,
): RootInput {
  const theme = readCookie(COOKIES.theme.name, doc);
  return {
    preferences: {
      theme: theme === 'light' || theme === 'dark' ? theme : DEFAULT_THEME,
      // The URL decides the language shown; the cookie only chose the start URL (initialPathname).
      language: languageOfPath(loc.pathname),
    },
    cookieConsent: {
      accepted: readCookie(COOKIES.cookieConsent.name, doc) !== null,
      appDevice: readCookie(COOKIES.device.name, doc) === APP_DEVICE,
      deviceParam: new URLSearchParams(loc.search).get('device'),
    },
    network: { online: nav.onLine },
    session: { token: tokenStore.get() },
    breedPicker: { breedId: readBreedCookie(doc) },
  };
}
