import { i18n, type Messages } from '@lingui/core';
import type { Language } from '../../machines/preferences/preferences.types';
import { loadCatalog } from '../adapters/catalog-loader';
import { INTL_LOCALE } from './locales';

export { i18n };

/** Makes a loaded catalog the active one; `<html lang>` follows (screen readers, hyphenation). */
export function activateCatalog(language: Language, messages: Messages, doc: Document = document): void {
  i18n.load(language, messages);
  i18n.activate(language, [INTL_LOCALE[language]]);
  doc.documentElement.lang = INTL_LOCALE[language];
}

/** Loads and activates a language in one step (tests, Storybook). The app goes through the preferences machine. */
export async function activate(language: Language): Promise<void> {
  activateCatalog(language, await loadCatalog(language));
}
