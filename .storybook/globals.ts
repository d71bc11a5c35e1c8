import type { Language, Theme } from '../machines/preferences/preferences.types';

/** The toolbar's values (preview.tsx globalTypes), with the app's defaults for anything unexpected. */
export function storyTheme(globals: Record<string, unknown>): Theme {
  return globals.theme === 'light' ? 'light' : 'dark';
}

export function storyLanguage(globals: Record<string, unknown>): Language {
  return globals.lang === 'ua' ? 'ua' : 'en';
}

/** Story-level globals for explicit variants: `globals: inTheme('light')`. */
export const inTheme = (theme: Theme) => ({ theme });
export const inLanguage = (lang: Language) => ({ lang });
