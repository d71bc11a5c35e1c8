import type { Messages } from '@lingui/core';
import type { Language } from '../../machines/preferences/preferences.types';
import { limitConcurrency } from './limit-concurrency';

/** Spec §9: at most 10 translation reads at once. */
export const MAX_PARALLEL_CATALOG_READS = 10;

// One chunk per catalog: the Lingui Vite plugin compiles the .po file when it is imported.
const importCatalog = async (language: Language): Promise<Messages> => (await import(`../locales/${language}/messages.po`)).messages;

/** Loads a compiled catalog on demand. Retries are the preferences machine's job. */
export const loadCatalog: (language: Language, signal?: AbortSignal) => Promise<Messages> = (() => {
  const limited = limitConcurrency(MAX_PARALLEL_CATALOG_READS, importCatalog);
  return (language: Language, signal?: AbortSignal) => limited(signal, language);
})();
