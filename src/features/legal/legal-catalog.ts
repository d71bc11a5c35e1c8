import type { Messages } from '@lingui/core';
import type { Language } from '../../../machines/preferences/preferences.types';
import { loadLegalCatalog } from '../../adapters/catalog-loader';
import { addMessages } from '../../i18n/i18n';

export interface LegalMessagesDeps {
  read: (language: Language) => Promise<Messages>;
  add: (language: Language, messages: Messages) => void;
}

/**
 * Makes the legal documents of a language available to i18n, reading each language once; a
 * failed read is tried again on the next call.
 */
export function createLegalMessagesLoader({ read, add }: LegalMessagesDeps): (language: Language) => Promise<void> {
  const loads = new Map<Language, Promise<void>>();
  return (language) => {
    let load = loads.get(language);
    if (!load) {
      load = read(language).then((messages) => add(language, messages));
      loads.set(language, load);
      load.catch(() => loads.delete(language));
    }
    return load;
  };
}

/**
 * The legal route's loader awaits this for the URL's language, so the page renders with its
 * documents, and again for the language a switch leads to.
 */
export const loadLegalMessages = createLegalMessagesLoader({
  read: (language) => loadLegalCatalog(language),
  add: addMessages,
});
