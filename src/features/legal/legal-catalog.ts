import type { Messages } from '@lingui/core';
import type { Language } from '../../../machines/preferences/preferences.types';
import { loadLegalCatalog } from '../../adapters/catalog-loader';
import { addMessages } from '../../i18n/i18n';
import { addOncePerLanguage } from '../../i18n/on-demand-messages';

export interface LegalMessagesDeps {
  read: (language: Language) => Promise<Messages>;
  add: (language: Language, messages: Messages) => void;
}

/**
 * Makes the legal documents of a language available to i18n, reading each language once; a
 * failed read is tried again on the next call.
 */
export function createLegalMessagesLoader({ read, add }: LegalMessagesDeps): (language: Language) => Promise<void> {
  return addOncePerLanguage(read, add);
}

/**
 * The legal route's loader awaits this for the URL's language, so the page renders with its
 * documents, and again for the language a switch leads to.
 */
export const loadLegalMessages = createLegalMessagesLoader({
  read: (language) => loadLegalCatalog(language),
  add: addMessages,
});
