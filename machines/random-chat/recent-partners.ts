import { MAX_RECENT_PARTNERS } from './random-chat.types';

/**
 * The exclusion list (spec §3 cookie `exclude_ids`, §9): recent partners the server must not
 * pair us with again. A partner met again moves to the end; beyond the limit the oldest goes.
 */
export function rememberPartner(recent: readonly number[], userId: number, max = MAX_RECENT_PARTNERS): number[] {
  return [...recent.filter((id) => id !== userId), userId].slice(-max);
}

/** Reads the cookie's JSON array; anything malformed counts as an empty list. */
export function parseRecentPartners(raw: string | null, max = MAX_RECENT_PARTNERS): number[] {
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
