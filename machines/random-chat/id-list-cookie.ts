/**
 * A cookie's JSON array of user or breed ids (`exclude_ids`, `widen_breeds`): whole positive ids
 * that fit the database's integer, each once, the newest `max`. Anything malformed counts as an
 * empty list, so a tampered cookie only forgets.
 */
export function parseIdList(raw: string | null, max: number): number[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is number => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  return [...new Set(ids)].slice(-max);
}
