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

/** Viewports of the toolbar (preview.tsx): a phone (390×844), a small phone (360×740), a desktop. */
export const VIEWPORTS = {
  phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  smallPhone: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/** Story-level globals for a width: `globals: atWidth('phone')`. */
export const atWidth = (viewport: keyof typeof VIEWPORTS) => ({ viewport: { value: viewport, isRotated: false } });
