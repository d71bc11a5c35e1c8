import { parseIdList } from './id-list-cookie';
import { MAX_RECENT_PARTNERS } from './random-chat.types';

/**
 * The exclusion list (spec §3 cookie `exclude_ids`, §9): recent partners the server must not
 * pair us with again. A partner met again moves to the end; beyond the limit the oldest goes.
 */
export function rememberPartner(recent: readonly number[], userId: number, max = MAX_RECENT_PARTNERS): number[] {
  return [...recent.filter((id) => id !== userId), userId].slice(-max);
}

/** Reads the cookie's JSON array; anything malformed counts as an empty list. */
export const parseRecentPartners = (raw: string | null, max = MAX_RECENT_PARTNERS): number[] => parseIdList(raw, max);
