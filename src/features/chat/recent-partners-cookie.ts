import { parseRecentPartners } from '../../../machines/random-chat/recent-partners';
import { readCookie, writeCookie } from '../../adapters/cookies';

/** Spec §3, §9: `exclude_ids`, a JSON array of recent partners, kept for 1 day, SameSite=Strict. */
export const RECENT_PARTNERS_COOKIE = { name: 'exclude_ids', maxAgeSeconds: 24 * 3600 } as const;

export function readRecentPartners(doc: Document = document): number[] {
  return parseRecentPartners(readCookie(RECENT_PARTNERS_COOKIE.name, doc));
}

/** Each write starts the day afresh: the list expires one day after the last partner was added. */
export function saveRecentPartners(recent: number[], doc: Document = document): void {
  writeCookie(RECENT_PARTNERS_COOKIE.name, JSON.stringify(recent), RECENT_PARTNERS_COOKIE.maxAgeSeconds, doc);
}
