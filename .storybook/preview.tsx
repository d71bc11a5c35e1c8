import '../src/styles/fonts.css';
import '../src/styles/global.css';
import { I18nProvider } from '@lingui/react';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { applyThemeClass } from '../src/adapters/document-theme';
import { activate, i18n } from '../src/i18n/i18n';
import { MemoryRouter } from '../src/testing/memory-router';
import { WCAG_21_AA } from './a11y';
import { storyLanguage, storyTheme, VIEWPORTS } from './globals';

/**
 * Runs before every render, including after a toolbar change: the theme class goes on <html>
 * (portals such as dialogs and toasts use it too) and the catalog is loaded and activated
 * before anything renders, exactly as the app does it.
 */
const applyGlobals: Loader = async ({ globals }) => {
  applyThemeClass(storyTheme(globals));
  await activate(storyLanguage(globals));
  return {};
};

/** Links read the language from the URL, so each language gets its own router (`/` or `/ua`). */
const withRouter: Decorator = (Story, { globals }) => {
  const language = storyLanguage(globals);
  return (
    <MemoryRouter key={language} language={language}>
      <Story />
    </MemoryRouter>
  );
};

const withI18n: Decorator = (Story) => (
  <I18nProvider i18n={i18n}>
    <Story />
  </I18nProvider>
);

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'light', title: 'Light', icon: 'sun' },
        ],
        dynamicTitle: true,
      },
    },
    lang: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'EN' },
          { value: 'ua', title: 'Українська', right: 'UA' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark', lang: 'en' },
  loaders: [applyGlobals],
  // Later decorators wrap earlier ones: I18n outermost, then the router, then the story.
  decorators: [withRouter, withI18n],
  parameters: {
    // The page background comes from the theme, not from Storybook's backgrounds tool.
    backgrounds: { disable: true },
    // Phone and desktop widths (issue 14: phone first); stories pick one with `atWidth(...)`.
    viewport: { options: VIEWPORTS },
    controls: { matchers: { color: /(background|color)$/i } },
    // The addon's panel checks what the tests gate on: WCAG 2.1 A and AA. `error` marks a story
    // with violations as failed in Storybook; `npm test` gates serious and critical ones
    // (tests/stories/support/axe.ts, and the E2E pass for contrast).
    a11y: { test: 'error', options: { runOnly: { type: 'tag', values: WCAG_21_AA } } },
  },
};

export default preview;
