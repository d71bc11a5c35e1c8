import type { Theme } from '../../machines/preferences/preferences.types';
import { themeClass } from '../styles/theme.css';

/** Puts the theme's class on `<html>`, so the whole page, portals included, uses its colours. */
export function applyThemeClass(theme: Theme, doc: Document = document): void {
  const root = doc.documentElement;
  for (const [name, className] of Object.entries(themeClass)) root.classList.toggle(className, name === theme);
  root.dataset.theme = theme;
}
