import type { Messages } from '@lingui/core';
import type { Language } from '../../machines/preferences/preferences.types';
import { loadCatalog, loadSignedInCatalog } from '../adapters/catalog-loader';
import { addMessages } from './i18n';

export interface SignedInMessagesDeps {
  readMain: (language: Language, signal?: AbortSignal) => Promise<Messages>;
  readSignedIn: (language: Language) => Promise<Messages>;
  add: (language: Language, messages: Messages) => void;
}

/**
 * The signed-in texts (`src/locales/{locale}/signed-in.po`) are a catalog of their own, so a
 * guest's first page carries none of them. Once a verified user is signed in they are wanted:
 * `load(language)` adds them to that language (each language read once; a failed read is tried
 * again on the next call), and from then on `loadCatalog` (the preferences machine's effect) reads
 * them with the main catalog, so a language switch brings both before the language is active.
 */
export function createSignedInMessages({ readMain, readSignedIn, add }: SignedInMessagesDeps) {
  const loads = new Map<Language, Promise<void>>();
  let wanted = false;
  const load = (language: Language): Promise<void> => {
    wanted = true;
    let pending = loads.get(language);
    if (!pending) {
      pending = readSignedIn(language).then((messages) => add(language, messages));
      loads.set(language, pending);
      pending.catch(() => loads.delete(language));
    }
    return pending;
  };
  const loadCatalog = async (language: Language, signal?: AbortSignal): Promise<Messages> => {
    if (!wanted) return readMain(language, signal);
    const [main] = await Promise.all([readMain(language, signal), load(language)]);
    return main;
  };
  return { load, loadCatalog };
}

export const signedInMessages = createSignedInMessages({
  readMain: loadCatalog,
  readSignedIn: (language) => loadSignedInCatalog(language),
  add: addMessages,
});
