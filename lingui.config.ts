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
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.stories.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
