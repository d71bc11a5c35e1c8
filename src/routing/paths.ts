/**
 * The product's routes (spec §2), without the language prefix. Links take these; the `/ua`
 * prefix is added by the Link component when Ukrainian is active.
 */
export const PATHS = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  passwordReset: '/password-reset',
  appeal: '/appeal',
  verify: '/verify',
  signupPhoto: '/signup-photo',
  profile: '/profile',
  subscription: '/subscription',
  friends: '/friends',
  videos: '/videos',
  moderation: '/moderation',
  usersList: '/users-list',
  friendCall: '/friend-call',
  popups: '/popups',
  termsAndConditions: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
  offerta: '/offerta',
  rulesOfUse: '/rules-of-use',
  terms: '/terms',
  privacy: '/privacy',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];
