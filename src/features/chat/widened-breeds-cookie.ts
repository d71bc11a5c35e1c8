import { parseWidenedBreeds } from '../../../machines/random-chat/widened-breeds';
import { readCookie, writeCookie } from '../../adapters/cookies';

/**
 * `widen_breeds` (issue 29): the breed chats widened to their breed group, kept for 1 day and
 * SameSite=Strict like the breed choice (`breed_id`) it belongs to.
 */
export const WIDENED_BREEDS_COOKIE = { name: 'widen_breeds', maxAgeSeconds: 24 * 3600 } as const;

export function readWidenedBreeds(doc: Document = document): number[] {
  return parseWidenedBreeds(readCookie(WIDENED_BREEDS_COOKIE.name, doc));
}

/** Each choice starts the day afresh, as choosing a breed does. */
export function saveWidenedBreeds(widened: number[], doc: Document = document): void {
  writeCookie(WIDENED_BREEDS_COOKIE.name, JSON.stringify(widened), WIDENED_BREEDS_COOKIE.maxAgeSeconds, doc);
}
