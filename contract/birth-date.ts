import * as v from 'valibot';
import { ADULT_AGE, BIRTH_DATE_MESSAGES, MAX_AGE } from './birth-date-messages';

/**
 * The date of birth (API.md "Safety and moderation"): its validation and the adults-only rule.
 * A file of its own so the sign-up schema (contract/auth.ts) takes it without the rest of
 * contract/safety.ts, which re-exports it (issue 30: the login page's bundle).
 */

export { ADULT_AGE, BIRTH_DATE_MESSAGES, MAX_AGE } from './birth-date-messages';

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date of `text` (YYYY-MM-DD) or null when it is no real date (e.g. 2023-02-30). */
export function parseBirthDate(text: string): { year: number; month: number; day: number } | null {
  const m = ISO_DATE_RE.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Full years between `birthDate` (YYYY-MM-DD) and `on` (UTC calendar date). */
export function ageOn(birthDate: string, on: Date): number {
  const born = parseBirthDate(birthDate);
  if (!born) return Number.NaN;
  let age = on.getUTCFullYear() - born.year;
  const month = on.getUTCMonth() + 1;
  if (month < born.month || (month === born.month && on.getUTCDate() < born.day)) age -= 1;
  return age;
}

export function isAdult(birthDate: string | null, on: Date): boolean {
  return birthDate !== null && ageOn(birthDate, on) >= ADULT_AGE;
}

/** Today's date as YYYY-MM-DD (UTC), the `max` of the date input. */
export function isoDay(on: Date): string {
  return on.toISOString().slice(0, 10);
}

/**
 * `birth_date` of POST /register (and of POST /update, once, for accounts made before it existed).
 * "Not in the future" and "at most 120" are read against the current time of the process.
 */
export const birthDate = v.pipe(
  v.string(BIRTH_DATE_MESSAGES.required),
  v.trim(),
  v.nonEmpty(BIRTH_DATE_MESSAGES.required),
  // One message per field: each rule passes what an earlier rule already refused.
  v.check((text) => text === '' || parseBirthDate(text) !== null, BIRTH_DATE_MESSAGES.invalid),
  v.check((text) => parseBirthDate(text) === null || text <= isoDay(new Date()), BIRTH_DATE_MESSAGES.future),
  v.check((text) => parseBirthDate(text) === null || ageOn(text, new Date()) <= MAX_AGE, BIRTH_DATE_MESSAGES.tooOld),
);
