import type { Messages } from '@lingui/core';
import type { Language } from '../../machines/preferences/preferences.types';

export interface OnDemandMessagesDeps {
  /** The catalog(s) read with every language switch (the main one, or another on-demand set's). */
  readMain: (language: Language, signal?: AbortSignal) => Promise<Messages>;
  /** This catalog, of one language. */
  readExtra: (language: Language) => Promise<Messages>;
  add: (language: Language, messages: Messages) => void;
}

/**
 * Reads a catalog of a language and adds it, once per language; a failed read is tried again on
 * the next call.
 */
export function addOncePerLanguage(
  read: (language: Language) => Promise<Messages>,
  add: (language: Language, messages: Messages) => void,
): (language: Language) => Promise<void> {
  const loads = new Map<Language, Promise<void>>();
  return (language) => {
    let pending = loads.get(language);
    if (!pending) {
      pending = read(language).then((messages) => add(language, messages));
      loads.set(language, pending);
      pending.catch(() => loads.delete(language));
    }
    return pending;
  };
}

/**
 * A catalog some pages need and the first page does not (the signed-in texts, the other guest
 * pages' texts): `load(language)` adds it to that language (each language read once; a failed
 * read is tried again on the next call), and from then on `loadCatalog` (the preferences machine's
 * effect) reads it with the main catalog, so a language switch brings both before the language is
 * active. Sets chain: one's `loadCatalog` is the next one's `readMain`.
 */
export function createOnDemandMessages({ readMain, readExtra, add }: OnDemandMessagesDeps) {
  const addOnce = addOncePerLanguage(readExtra, add);
  let wanted = false;
  const load = (language: Language): Promise<void> => {
    wanted = true;
    return addOnce(language);
  };
  const loadCatalog = async (language: Language, signal?: AbortSignal): Promise<Messages> => {
    if (!wanted) return readMain(language, signal);
    const [main] = await Promise.all([readMain(language, signal), load(language)]);
    return main;
  };
  return { load, loadCatalog };
}
