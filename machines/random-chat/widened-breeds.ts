import { parseIdList } from './id-list-cookie';

/**
 * The breed chats the user widened to their breed group (issue 29), remembered like the breed
 * choice: a cookie (`widen_breeds`, a JSON array of breed ids) for a day. The list is short:
 * the newest choices are kept.
 */
export const MAX_WIDENED_BREEDS = 20;

/** The list with `breedId` widened (moved to the end) or narrowed again (removed). */
export function withWidened(widened: readonly number[], breedId: number, widen: boolean): number[] {
  const others = widened.filter((id) => id !== breedId);
  return (widen ? [...others, breedId] : others).slice(-MAX_WIDENED_BREEDS);
}

/** Reads the cookie's JSON array; anything malformed counts as an empty list. */
export const parseWidenedBreeds = (raw: string | null): number[] => parseIdList(raw, MAX_WIDENED_BREEDS);
