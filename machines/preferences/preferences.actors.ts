import type { Messages } from '@lingui/core';
import { fromPromise } from 'xstate';
import type { Language, PreferencesDeps, Theme } from './preferences.types';

/** Real effects for `preferencesMachine.provide(...)`, built from the adapters the app passes. */
export function createPreferencesImplementations(deps: PreferencesDeps) {
  return {
    actors: {
      loadCatalog: fromPromise<Messages, { language: Language }>(({ input, signal }) =>
        deps.loadCatalog(input.language, signal),
      ),
    },
    actions: {
      applyTheme: (_: unknown, { theme }: { theme: Theme }) => deps.applyTheme(theme),
      persistTheme: (_: unknown, { theme }: { theme: Theme }) => deps.persistTheme(theme),
      activateCatalog: (_: unknown, { language, messages }: { language: Language; messages: Messages }) =>
        deps.activateCatalog(language, messages),
      persistLanguage: (_: unknown, { language }: { language: Language }) => deps.persistLanguage(language),
    },
  };
}
