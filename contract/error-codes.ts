/**
 * The stable `code` of an error answer (shared/API.md, Conventions): every 403, 404, 409, 410 and
 * 429 carries one, and so does a 422 or 401 that a client tells apart from others. Clients branch on
 * these, never on the English text of `message` (src/adapters/api-failure.ts reads it once).
 * A code, once shipped, keeps its meaning; a new case gets a new code.
 */
export const ERROR_CODES = [
  // Who may do this
  'not_verified',
  'not_subscribed',
  'not_moderator',
  'cross_site',
  'suspended',
  'banned',
  // Moderators under rules (contract/moderation.ts MODERATION_CODES)
  'outside_role',
  'own_report',
  'own_ban',
  'not_closed',
  'no_such_account',
  'no_such_appeal',
  'appeal_token_invalid',
  'appeal_exists',
  'reason_required',
  // Limits of the plan and of the rules
  'friend_limit',
  'daily_limit',
  'under_18',
  'birth_date_needed',
  'under_review',
  'blocked',
  // Random chat and recordings
  'not_in_call',
  'not_your_match',
  'no_encounter',
  'credentials_first',
  'widen_needs_breed',
  'no_breed_group',
  // Saved videos that are no videos (server/modules/videos/refusals.ts)
  'not_a_video',
  'no_video_track',
  'video_truncated',
  'video_trailing_data',
  'no_duration',
  'video_too_long',
  // Friend calls
  'not_your_friend',
  'friend_offline',
  'friend_busy',
  'call_open',
  'caller_not_connected',
  'expired',
  // Things that are not there, or not this user's
  'not_found',
  'no_such_user',
  'no_such_video',
  'no_such_report',
  'no_such_call',
  'no_request',
  'not_friends',
  'not_blocked',
  'not_yours',
  'link_expired',
  // Conflicts with what is already so
  'already_friends',
  'already_pending',
  'already_handled',
  'recently_declined',
  'email_unchanged',
  // Too often (429, with Retry-After)
  'rate_limited',
  'too_many_logins',
  'too_many_codes',
  'code_cooldown',
  'email_change_cooldown',
  'reset_cooldown',
  'search_too_often',
  'sending_paused',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

/** The code of an error body if it is one of ours, else null (an older server, a proxy's page). */
export function errorCodeOf(body: unknown): ErrorCode | null {
  if (!body || typeof body !== 'object') return null;
  const code = (body as { code?: unknown }).code;
  return typeof code === 'string' && KNOWN.has(code) ? (code as ErrorCode) : null;
}
