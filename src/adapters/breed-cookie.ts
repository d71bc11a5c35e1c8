import { readCookie } from './cookies';

/**
 * The `breed_id` cookie (spec §3, §9): the breed chosen for breed chat, for 1 day, path /,
 * SameSite strict and — unlike the app's other cookies — never `Secure`, as the spec says.
 */
export const BREED_COOKIE = { name: 'breed_id', maxAgeSeconds: 24 * 3600 } as const;

export function writeBreedCookie(breedId: number, doc: Document = document): void {
  doc.cookie = `${BREED_COOKIE.name}=${encodeURIComponent(String(breedId))}; Max-Age=${BREED_COOKIE.maxAgeSeconds}; Path=/; SameSite=Strict`;
}

/** The breed chosen before, if the cookie holds a valid id. */
export function readBreedCookie(doc: Document = document): number | null {
  const value = Number(readCookie(BREED_COOKIE.name, doc));
  return Number.isInteger(value) && value > 0 ? value : null;
}
