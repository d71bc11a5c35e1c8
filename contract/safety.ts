import * as v from 'valibot';
import { birthDate, isoDay, parseBirthDate } from './birth-date';
import { intId, multiLine } from './fields';

/**
 * Safety and moderation (API.md "Safety and moderation"): date of birth and the adults-only rule,
 * blocks, report evidence, the moderators' queue and log. Shared by the server (validation,
 * refusals) and the client (forms, types, the messages it translates).
 */

// The date of birth's rules live in birth-date.ts (the sign-up form needs them without the rest of
// this contract); re-exported here, where the server and the safety screens look for them.
export {
  ADULT_AGE,
  ageOn,
  BIRTH_DATE_MESSAGES,
  birthDate,
  isAdult,
  isoDay,
  MAX_AGE,
  parseBirthDate,
} from './birth-date';

/** The server's refusals of this contract; the client recognises and translates them. */
export const SAFETY_MESSAGES = {
  adultsOnly: 'Random chat is for adults (18 and over).',
  birthDateNeeded: 'Please tell us your date of birth before you search.',
  underReview: 'Your account is under review. Random chat is paused until a moderator looks at it.',
  blocked: 'You cannot contact this user.',
  notModerator: 'Only moderators can do this.',
  blockYourself: 'You cannot block yourself.',
  notBlocked: 'This user is not blocked.',
  evidenceInvalid: 'The still frame must be a JPEG or PNG image.',
  evidenceTooLarge: 'The still frame cannot be more than 1 MB.',
  notInMatch: 'You were not in this chat.',
  untilRequired: 'Please choose when the suspension ends',
  untilPast: 'The suspension must end in the future',
  reasonRequired: 'Please give the reason',
  /** MODERATION_NOTE_MAX (defined with the moderation schemas below). */
  noteTooLong: 'The note cannot be more than 1000 characters',
} as const;

/**
 * The review brake (docs/decisions.md "The review brake"): reports from `reporters` independent
 * reporters within `windowMinutes` pause the target's random chat until a moderator acts. A
 * reporter counts only when verified, older than the server's minimum account age
 * (REPORTER_MIN_ACCOUNT_AGE_HOURS, default 24), not blocked by the target, with fewer than
 * `dismissedReports` reports dismissed in `dismissedWindowDays`, and from a network (/24 IPv4,
 * /48 IPv6) no other counted reporter used. The moderation page explains the same numbers.
 */
export const BRAKE_RULE = {
  reporters: 3,
  windowMinutes: 60,
  dismissedReports: 2,
  dismissedWindowDays: 30,
  defaultMinAccountAgeHours: 24,
} as const;

/** The largest still frame a report may carry, decoded. */
export const EVIDENCE_MAX_BYTES = 1024 * 1024;
/** A data URL of EVIDENCE_MAX_BYTES in base64, plus its prefix: longer text is refused unread. */
export const EVIDENCE_MAX_CHARS = Math.ceil((EVIDENCE_MAX_BYTES * 4) / 3) + 64;

/** A missing field reads as empty, so it fails with the field's own message (as in contract/auth.ts). */
function required<S extends v.GenericSchema>(schema: S) {
  return v.optional(schema, '' as v.InferInput<S>);
}

/** POST /update with only `birth_date`: an account made before sign-up asked for it gives it once. */
export const birthDateBody = v.object({ birth_date: required(birthDate) });

// ---- blocks ----------------------------------------------------------------------------------

/** POST /block and DELETE /block */
export const blockBody = v.object({ user_id: required(intId('Please choose the user to block')) });
export type BlockInput = v.InferOutput<typeof blockBody>;

/** GET /blocks: the users I blocked, newest first. */
export interface BlockedUser {
  id: number;
  name: string;
  image: string | null;
}

// ---- report evidence ---------------------------------------------------------------------------

/** `match_id` and `evidence` of POST /add-report (merged into contract/chat.ts `reportBody`); absent reads as null. */
export const reportEvidenceEntries = {
  match_id: v.optional(v.nullable(v.pipe(v.string('Unknown match'), v.uuid('Unknown match')))),
  evidence: v.optional(
    v.nullable(
      v.pipe(
        v.string(SAFETY_MESSAGES.evidenceInvalid),
        v.maxLength(EVIDENCE_MAX_CHARS, SAFETY_MESSAGES.evidenceTooLarge),
        v.regex(/^data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+={0,2}$/, SAFETY_MESSAGES.evidenceInvalid),
      ),
    ),
  ),
};

// ---- moderation --------------------------------------------------------------------------------

export const MODERATION_ACTIONS = ['dismiss', 'warn', 'suspend', 'ban'] as const;
export type ModerationActionKind = (typeof MODERATION_ACTIONS)[number];
export const MODERATION_NOTE_MAX = 1000;

/** GET /moderation/reports?status= */
export const moderationReportsQuery = v.object({
  status: v.optional(v.picklist(['open', 'closed'], 'Status must be open or closed'), 'open'),
});

/** A moderator's note: the reason a warned, suspended or banned user is shown (and the log keeps). */
export const moderationNote = v.optional(
  v.pipe(
    v.string('The note must be text'),
    v.trim(),
    multiLine,
    v.maxLength(MODERATION_NOTE_MAX, SAFETY_MESSAGES.noteTooLong),
  ),
  '',
);

/** Why a person was warned, suspended or banned is always logged (issue 28); a dismissal acts on no one and may stay silent. */
const noteGiven = (body: { action: ModerationActionKind; note: string }) =>
  body.action === 'dismiss' || body.note !== '';

/** POST /moderation/actions. `until` is required for `suspend`; the server checks it is in the future (its clock). */
export const moderationActionBody = v.pipe(
  v.object({
    report_id: required(intId('Please choose the report')),
    action: required(v.picklist(MODERATION_ACTIONS, 'Please choose an action')),
    until: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp(SAFETY_MESSAGES.untilRequired))), null),
    note: moderationNote,
  }),
  v.forward(
    v.check((body) => body.action !== 'suspend' || body.until !== null, SAFETY_MESSAGES.untilRequired),
    ['until'],
  ),
  v.forward(
    v.check((body) => noteGiven(body), SAFETY_MESSAGES.reasonRequired),
    ['note'],
  ),
);
/**
 * The moderator's confirmation form (ModerationActionDialog): the same note rules, and the end of
 * a suspension as the date input gives it (YYYY-MM-DD, a day after today), sent as a timestamp.
 */
export const moderationActionForm = v.pipe(
  v.object({
    action: required(v.picklist(MODERATION_ACTIONS, 'Please choose an action')),
    until: v.optional(v.string(), ''),
    note: moderationNote,
  }),
  v.forward(
    v.check((body) => body.action !== 'suspend' || parseBirthDate(body.until) !== null, SAFETY_MESSAGES.untilRequired),
    ['until'],
  ),
  v.forward(
    v.check(
      (body) => body.action !== 'suspend' || parseBirthDate(body.until) === null || body.until > isoDay(new Date()),
      SAFETY_MESSAGES.untilPast,
    ),
    ['until'],
  ),
  v.forward(
    v.check((body) => noteGiven(body), SAFETY_MESSAGES.reasonRequired),
    ['note'],
  ),
);
export type ModerationActionInput = v.InferOutput<typeof moderationActionBody>;

export interface ModerationPerson {
  id: number;
  name: string;
  image: string | null;
}

/** An earlier action against the target, shown with a report. */
export interface TargetActionView {
  action: ModerationLogKind;
  note: string;
  until: string | null;
  created_at: string;
}

/** One row of GET /moderation/reports. `evidence_url` is a short-lived signed URL or null. */
export interface ModerationReport {
  id: number;
  reporter: ModerationPerson;
  target: ModerationPerson;
  topic: string;
  details: string;
  evidence_url: string | null;
  match_id: string | null;
  created_at: string;
  status: 'open' | 'closed';
  /** All reports ever made against the target, this one included. */
  target_report_count: number;
  /** The target's earlier actions, newest first. */
  target_actions: TargetActionView[];
  /**
   * Whether the asking moderator may act on it: not a report they filed or are named in, not
   * about a moderator (admins only) or an admin (nobody). The server checks again on acting.
   */
  may_act: boolean;
}

/** What the log records: the actions on reports, lifts, and a kept ban's appeal (`keep`). */
export type ModerationLogKind = ModerationActionKind | 'lift' | 'keep';

/** One row of GET /moderation/log, newest first. The log has no route that edits it. */
export interface ModerationLogEntry {
  id: number;
  moderator: ModerationPerson;
  action: ModerationLogKind;
  target: ModerationPerson;
  report_id: number | null;
  /** The appeal a lift or keep decided, or null. */
  appeal_id: number | null;
  note: string;
  until: string | null;
  created_at: string;
}

// ---- the user's own standing -----------------------------------------------------------------

/**
 * The safety fields of the `user` object (UserView): `birth_date` null means the account predates
 * the rule and is asked once; `under_review` is the automatic brake (3 reporters in an hour).
 */
export interface SafetyFields {
  birth_date: string | null;
  is_adult: boolean;
  is_moderator: boolean;
  under_review: boolean;
}

/** Shown once by GET /me (`warning`) on the first visit after a moderator's warning. */
export interface WarningNotice {
  note: string;
  created_at: string;
}

/** POST /login 403 for a suspended or banned account (plus `message`). */
export interface AccountClosedError {
  message: string;
  reason: 'suspended' | 'banned';
  /** ISO end of a suspension; null for a ban. */
  until: string | null;
  note: string;
  /**
   * A ban only: a signed token, valid APPEAL_TOKEN_TTL_SECONDS, that files one appeal through
   * POST /appeals (the page `/appeal#token=…`).
   */
  appeal_token?: string;
}
