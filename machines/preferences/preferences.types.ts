import type { Messages } from '@lingui/core';

/**
 * Preferences: the colour theme and the interface language (spec §2 footer, §3 cookies).
 *
 * - Theme: `dark` (default) or `light`; applied to the page and persisted on every change.
 * - Language: `en` (default) or `ua`. `ua` is the URL prefix, the cookie value and the Lingui
 *   catalog name; its Intl locale is `uk` (src/i18n/locales.ts).
 * - A language change loads that catalog first (state `loadingLanguage`, which drives the
 *   spinner), with up to 5 tries, waiting 350 ms before the second and doubling each time
 *   (spec §9). Only a loaded catalog becomes active; then the language is persisted.
 */
export type Theme = 'dark' | 'light';
export type Language = 'en' | 'ua';

export const THEMES: readonly Theme[] = ['dark', 'light'];
export const LANGUAGES: readonly Language[] = ['en', 'ua'];
export const DEFAULT_THEME: Theme = 'dark';
export const DEFAULT_LANGUAGE: Language = 'en';

export const CATALOG_RETRY = { maxAttempts: 5, firstDelayMs: 350 } as const;

/** Wait before the next try once try number `failedAttempt` (1-based) has failed. */
export function catalogRetryDelay(failedAttempt: number): number {
  return CATALOG_RETRY.firstDelayMs * 2 ** (failedAttempt - 1);
}

export interface PreferencesInput {
  theme: Theme;
  /** The language to show first (from the URL, see src/routing/initial-path.ts). */
  language: Language;
}

export interface PreferencesContext {
  theme: Theme;
  /** The language whose catalog is active; null until the first catalog has loaded. */
  language: Language | null;
  /** The language being loaded, or the active one when idle. */
  requested: Language;
  /** The try in flight (1-based) while loading. */
  attempt: number;
}

export type PreferencesEvent =
  | { type: 'theme.toggle' }
  | { type: 'language.change'; language: Language }
  /** From the "catalog unavailable" screen: start the tries again. */
  | { type: 'language.retry' };

/** The effects the machine needs; src/adapters implements them, tests fake them. */
export interface PreferencesDeps {
  loadCatalog(language: Language, signal: AbortSignal): Promise<Messages>;
  activateCatalog(language: Language, messages: Messages): void;
  applyTheme(theme: Theme): void;
  persistTheme(theme: Theme): void;
  persistLanguage(language: Language): void;
}
