/** Build-time constants of the client. */

/** The product name, shown as the logo's word mark (a name, so not translated). */
export const BRAND_NAME = 'PetChat';

/** Footer contact link (spec §2: contact email link). */
export const CONTACT_EMAIL = 'support@petchat.app';

/** Cookie names and lifetimes (spec §3 and §9; choices in docs/decisions.md). */
export const COOKIES = {
  theme: { name: 'theme', maxAgeSeconds: 365 * 24 * 3600 },
  language: { name: 'language', maxAgeSeconds: 365 * 24 * 3600 },
  device: { name: 'device', maxAgeSeconds: 30 * 24 * 3600 },
  cookieConsent: { name: 'cookieConsent', maxAgeSeconds: 31_536_000 },
} as const;

/** Local storage key of the access token (spec §3). */
export const TOKEN_KEY = 'token';

/**
 * Ably custom endpoint (`VITE_ABLY_ENDPOINT` at build time, the server's `ABLY_ENDPOINT`); empty:
 * Ably's default. Only used when the server runs the Ably driver.
 */
export const ABLY_ENDPOINT: string = import.meta.env.VITE_ABLY_ENDPOINT ?? '';

/** Base path of the JSON API (API.md). */
export const API_BASE = '/api';
