import type { Messages } from '@lingui/core';
import type { Language } from '../../machines/preferences/preferences.types';
import { limitConcurrency } from './limit-concurrency';

/** Spec §9: at most 10 translation reads at once. */
export const MAX_PARALLEL_CATALOG_READS = 10;

/**
 * The catalogs of lingui.config.ts: `messages` (every page: the shell and the login page),
 * `guest` (the other guest pages, loaded by their routes), `signed-in` (what only a verified user
 * sees, loaded with the signed-in code) and `legal` (the legal pages' long documents, loaded by
 * that route only). One chunk per catalog and language:
 * the Lingui Vite plugin compiles the .po file when it is imported.
 */
export type CatalogName = 'messages' | 'guest' | 'signed-in' | 'legal';

const importers: Record<CatalogName, (language: Language) => Promise<{ messages: Messages }>> = {
  messages: (language) => import(`../locales/${language}/messages.po`),
  guest: (language) => import(`../locales/${language}/guest.po`),
  'signed-in': (language) => import(`../locales/${language}/signed-in.po`),
  legal: (language) => import(`../features/legal/locales/${language}/legal.po`),
};

// One queue for every catalog, so the limit holds across them.
const limited = limitConcurrency(
  MAX_PARALLEL_CATALOG_READS,
  async (catalog: CatalogName, language: Language) => (await importers[catalog](language)).messages,
);

/** Loads the main catalog of a language on demand. Retries are the preferences machine's job. */
export const loadCatalog = (language: Language, signal?: AbortSignal): Promise<Messages> =>
  limited(signal, 'messages', language);

/** Loads the other guest pages' texts of a language on demand (src/i18n/guest-messages.ts). */
export const loadGuestCatalog = (language: Language, signal?: AbortSignal): Promise<Messages> =>
  limited(signal, 'guest', language);

/** Loads the signed-in texts of a language on demand (src/i18n/signed-in-messages.ts). */
export const loadSignedInCatalog = (language: Language, signal?: AbortSignal): Promise<Messages> =>
  limited(signal, 'signed-in', language);

/** Loads the legal pages' catalog of a language on demand. */
export const loadLegalCatalog = (language: Language, signal?: AbortSignal): Promise<Messages> =>
  limited(signal, 'legal', language);
