import { i18n, type Messages } from '@lingui/core';
import type { Language } from '../../machines/preferences/preferences.types';
import { loadCatalog, loadGuestCatalog, loadSignedInCatalog } from '../adapters/catalog-loader';
import { applyDocumentLanguage } from './document-language';
import { INTL_LOCALE } from './locales';

export { i18n };

/** Makes a loaded catalog the active one; `<html lang>` and `dir` follow (screen readers, hyphenation, direction). */
export function activateCatalog(language: Language, messages: Messages, doc: Document = document): void {
  // A copy: Lingui merges later loads (addMessages) into the first object it got for a language.
  i18n.load(language, { ...messages });
  i18n.activate(language, [INTL_LOCALE[language]]);
  applyDocumentLanguage(INTL_LOCALE[language], doc);
}

/**
 * Adds the messages of a catalog a page loads on demand (the legal documents) to a language,
 * active or not. Lingui merges loads, so the main catalog, activated before or after, keeps them
 * (copies, so no compiled catalog module is changed).
 */
export function addMessages(language: Language, messages: Messages): void {
  i18n.load(language, { ...messages });
}

/**
 * Loads and activates a language in one step, the guest pages' and signed-in texts included (tests,
 * Storybook). The app goes through the preferences machine.
 */
export async function activate(language: Language): Promise<void> {
  const [main, guest, signedIn] = await Promise.all([
    loadCatalog(language),
    loadGuestCatalog(language),
    loadSignedInCatalog(language),
  ]);
  activateCatalog(language, { ...signedIn, ...guest, ...main });
}
