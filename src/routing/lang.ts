import type { Language } from '../../machines/preferences/preferences.types';

/**
 * The optional language prefix (spec §2): Ukrainian pages live under `/ua`, English ones have
 * no prefix.
 */
export const UA_PREFIX = '/ua';

/** The language of a value of the `{-$lang}` route segment; `null` when it is not a language. */
export function languageOfParam(param: string | undefined): Language | null {
  if (param === undefined) return 'en';
  return param === 'ua' ? 'ua' : null;
}

/** Removes the `/ua` prefix: `/ua/login` → `/login`, `/ua` → `/`. */
export function stripLanguage(pathname: string): string {
  if (pathname === UA_PREFIX || pathname === `${UA_PREFIX}/`) return '/';
  return pathname.startsWith(`${UA_PREFIX}/`) ? pathname.slice(UA_PREFIX.length) : pathname;
}

export function languageOfPath(pathname: string): Language {
  return stripLanguage(pathname) === pathname ? 'en' : 'ua';
}

/** A path without prefix, as seen in `language`: `('/login', 'ua')` → `/ua/login`, `('/', 'ua')` → `/ua`. */
export function localizePath(path: string, language: Language): string {
  if (language === 'en') return path;
  return path === '/' ? UA_PREFIX : `${UA_PREFIX}${path}`;
}

/** The current URL in the other language: prepends `/ua` for Ukrainian, removes it for English. */
export function switchLanguageHref(
  location: { pathname: string; search?: string; hash?: string },
  language: Language,
): string {
  const search = location.search ?? '';
  const hash = location.hash ? (location.hash.startsWith('#') ? location.hash : `#${location.hash}`) : '';
  return `${localizePath(stripLanguage(location.pathname), language)}${search}${hash}`;
}

/**
 * Where the app starts. A visitor who chose Ukrainian before (language cookie) and opens an
 * English URL is taken to its `/ua` twin once, at start; after that the URL decides.
 */
export function initialPathname(pathname: string, savedLanguage: Language | null): string {
  if (savedLanguage === 'ua' && languageOfPath(pathname) === 'en') return localizePath(pathname, 'ua');
  return pathname;
}
