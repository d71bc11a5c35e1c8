import type { CookieConsentDeps } from './cookie-consent.types';

/** Real effects for `cookieConsentMachine.provide(...)`. */
export function createCookieConsentImplementations(deps: CookieConsentDeps) {
  return {
    actions: {
      persistConsent: () => deps.persistConsent(),
      rememberAppDevice: () => deps.rememberAppDevice(),
    },
  };
}
