import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Catalog names follow the URL prefix and cookie value (`en`, `ua`); the Intl locale for `ua`
// is `uk` (see src/i18n/locales.ts).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ua'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines', '<rootDir>/contract'],
      exclude: [
        '**/node_modules/**',
        '**/*.test.*',
        '**/*.stories.*',
        '<rootDir>/src/features/legal/legal-documents.ts',
      ],
    },
    // The legal documents (whole HTML pages, most of the app's text) are loaded by the legal route
    // only, so no other page's first load carries them (`npm run bench`).
    {
      path: '<rootDir>/src/features/legal/locales/{locale}/legal',
      include: ['<rootDir>/src/features/legal/legal-documents.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
