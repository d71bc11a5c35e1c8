import type { SnapshotFrom } from 'xstate';
import type { cookieConsentMachine } from './cookie-consent.machine';

export type CookieConsentSnapshot = SnapshotFrom<typeof cookieConsentMachine>;

export const selectShowBanner = (s: CookieConsentSnapshot): boolean => s.hasTag('bannerVisible');
/** Running inside the mobile app (device cookie or `?device=app`): the chat uses its expanded mode. */
export const selectIsAppDevice = (s: CookieConsentSnapshot): boolean => s.matches('app');

/** The cookie banner's view model. */
export const selectCookieConsentView = (s: CookieConsentSnapshot) => ({ showBanner: selectShowBanner(s) });
