import type { Language } from '../../machines/preferences/preferences.types';

/**
 * `ua` is the URL prefix, cookie value and catalog name; the Intl/BCP 47 locale of Ukrainian
 * is `uk`, used for `<html lang>` and for number and date formatting.
 */
export const INTL_LOCALE: Record<Language, string> = { en: 'en', ua: 'uk' };

/** The name of each language in that language, for the switcher. */
export const LANGUAGE_LABEL: Record<Language, string> = { en: 'EN', ua: 'UA' };

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ua';
}
