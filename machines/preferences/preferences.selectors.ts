import type { SnapshotFrom } from 'xstate';
import type { preferencesMachine } from './preferences.machine';
import type { Theme } from './preferences.types';

export type PreferencesSnapshot = SnapshotFrom<typeof preferencesMachine>;

export const selectTheme = (s: PreferencesSnapshot): Theme => s.context.theme;
/** True while a catalog loads: the language spinner shows. */
export const selectIsLoadingLanguage = (s: PreferencesSnapshot): boolean => s.hasTag('loadingLanguage');
/** True once any catalog is active, so translated views can render. */
export const selectHasCatalog = (s: PreferencesSnapshot): boolean => s.context.language !== null;
/** No catalog could be loaded at start. */
export const selectIsLanguageUnavailable = (s: PreferencesSnapshot): boolean => s.hasTag('languageUnavailable');

/** What the layout and the boot screen show from the preferences. */
export const selectPreferencesView = (s: PreferencesSnapshot) => ({
  theme: selectTheme(s),
  loadingLanguage: selectIsLoadingLanguage(s),
  hasCatalog: selectHasCatalog(s),
  languageUnavailable: selectIsLanguageUnavailable(s),
});
