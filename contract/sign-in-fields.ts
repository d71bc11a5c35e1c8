import * as v from 'valibot';
import { SIGN_IN_MESSAGES as M } from './sign-in-messages';

/**
 * The field rules the login form has (email, password) and the text checks every field shares,
 * apart from the other rules of contract/fields.ts (which re-exports these), so /login carries
 * only its own (issue 30).
 */

export const trimmed = v.pipe(v.string(), v.trim());

/**
 * True when the text holds a control character (C0, DEL, C1). PostgreSQL refuses U+0000 in text
 * outright, and the others have no place in a name; `allowLineBreaks` keeps tab, CR and LF for
 * multi-line texts (report details).
 */
export function hasControlCharacters(text: string, allowLineBreaks = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (allowLineBreaks && (c === 9 || c === 10 || c === 13)) continue;
    if (c < 32 || (c >= 127 && c < 160)) return true;
  }
  return false;
}

/** A one-line text field: no control characters. */
export const singleLine = v.check((text: string) => !hasControlCharacters(text), M.controlCharacters);

// "Basic email pattern": something@something.tld, no spaces.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email = v.pipe(
  trimmed,
  v.nonEmpty(M.emailRequired),
  singleLine,
  v.maxLength(50, M.emailMax),
  v.regex(EMAIL_RE, M.emailPattern),
);

/** Login password: 6 to 100. */
export const loginPassword = v.pipe(
  v.string(),
  v.nonEmpty(M.passwordRequired),
  v.minLength(6, M.passwordMin6),
  v.maxLength(100, M.passwordMax100),
);
