/**
 * Cookie banner (spec §2 layout, §3 cookies, §9):
 * - shown until the visitor accepts; accepting stores `cookieConsent` for one year;
 * - closing it without accepting hides it only until the next navigation;
 * - never shown inside the mobile app: the `device` cookie is `app`, set for one month when a
 *   URL carries `?device=app` (on the first page or any later one).
 */
export interface CookieConsentInput {
  /** The `cookieConsent` cookie is present. */
  accepted: boolean;
  /** The `device` cookie is `app`. */
  appDevice: boolean;
  /** The `device` query parameter of the first URL, if any. */
  deviceParam: string | null;
}

export type CookieConsentEvent =
  | { type: 'consent.accept' }
  | { type: 'consent.dismiss' }
  /** Sent on every completed navigation, with that URL's `device` query parameter. */
  | { type: 'route.enter'; device: string | null };

export interface CookieConsentContext {
  input: CookieConsentInput;
}

export interface CookieConsentDeps {
  persistConsent(): void;
  rememberAppDevice(): void;
}

export const APP_DEVICE = 'app';
