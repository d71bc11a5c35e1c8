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
export function parseWidenedBreeds(raw: string | null): number[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is number => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  return [...new Set(ids)].slice(-MAX_WIDENED_BREEDS);
}
