import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * What only a verified, signed-in user sees: the signed-in pages, the bell and the ringing sheet,
 * and the machines behind them. Their texts are a catalog of their own (`signed-in`), loaded with
 * the signed-in code (src/app/composition/root.ts), so a guest's first page never carries them.
 * Everything else (the shell, guest pages, the account menu an unverified user has too) stays in
 * `messages`. A file listed here must not show on a guest's or an unverified user's page.
 */
const SIGNED_IN = [
  ...[
    'breeds',
    'call',
    'chat',
    'friend-call',
    'friends',
    'popups',
    'profile',
    'signup-photo',
    'subscription',
    'videos',
  ].map((feature) => `<rootDir>/src/features/${feature}`),
  ...[
    'BlockDialog',
    'BlockedUsers.container',
    'BlockedUsersSection',
    'BrakeRuleNote',
    'ModerationActionDialog',
    'ModerationPage',
    'ModerationPage.container',
    'SafetyGate',
    'StandingDecisionDialog',
    'UnblockDialog',
    'moderation-labels',
  ].map((file) => `<rootDir>/src/features/safety/${file}.${/^[a-z]/.test(file) ? 'ts' : 'tsx'}`),
  ...[
    'NotificationsBell',
    'NotificationsBell.container',
    'NotificationsPanel',
    'IncomingCallSheet',
    'IncomingCallSheet.container',
    'AnswerCallLink',
  ].map((file) => `<rootDir>/src/layout/${file}.tsx`),
  ...['call-alerts', 'call-stats', 'ice-restart', 'media', 'picture-in-picture', 'wake-lock'].map(
    (file) => `<rootDir>/src/adapters/${file}.ts`,
  ),
  ...[
    'account-deletion',
    'birth-date',
    'block',
    'blocked-users',
    'call-clock',
    'call-controls',
    'call-link',
    'call-quality',
    'card-change',
    'chat-match',
    'checkout',
    'email-change',
    'friend-call',
    'friend-request',
    'friend-requests',
    'friends-list',
    'meet-again',
    'moderation-queue',
    'notifications',
    'password-change',
    'peer',
    'photo-deletion',
    'photo-editor',
    'pool-stats',
    'profile-form',
    'push-permission',
    'random-chat',
    'realtime',
    'recording',
    'report',
    'saved-videos',
    'search-clock',
    'subscription',
    'subscription-cancel',
    'users-list',
  ].map((machine) => `<rootDir>/machines/${machine}`),
];

/**
 * The guest pages but the login (sign-up, password recovery, the appeal) and the machines behind
 * them: a catalog of their own (`guest`), read by those routes' loaders (src/i18n/guest-messages.ts),
 * so /login, the first page a guest sees, carries none of their texts (issue 30).
 */
const GUEST = [
  ...[
    'SignupView.tsx',
    'GenderPicker.tsx',
    'gender-options.tsx',
    'ForgotPasswordView.tsx',
    'ResetPasswordView.tsx',
  ].map((file) => `<rootDir>/src/features/accounts/${file}`),
  '<rootDir>/src/features/safety/AppealView.tsx',
  // The safety refusals and moderation texts: the appeal shows them, and every other screen that
  // does is a verified user's, whose signed-in catalog reads this one too (issue 30: not on /login).
  '<rootDir>/src/i18n/safety-texts.ts',
  // Every form's validation texts but the login's (src/i18n/sign-in-texts.ts), and the verification
  // screen with its machines: an unverified user's pages read this catalog too (routing/guards.ts
  // requireUser), so /login carries none of them.
  '<rootDir>/src/i18n/validation-messages.ts',
  '<rootDir>/src/features/accounts/VerifyEmailView.tsx',
  '<rootDir>/src/ui/PhoneField.tsx',
  ...['signup', 'forgot-password', 'reset-password', 'appeal', 'verify-email', 'resend-code'].map(
    (machine) => `<rootDir>/machines/${machine}`,
  ),
];

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
        ...[...SIGNED_IN, ...GUEST].map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**`)),
      ],
    },
    // The other guest pages' texts (GUEST above): read by their routes, not on /login.
    {
      path: '<rootDir>/src/locales/{locale}/guest',
      include: GUEST,
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.stories.*'],
    },
    // The signed-in texts (SIGNED_IN above): loaded with the signed-in children, not on a guest's page.
    {
      path: '<rootDir>/src/locales/{locale}/signed-in',
      include: SIGNED_IN,
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.stories.*'],
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
