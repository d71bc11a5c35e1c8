import * as v from 'valibot';
import { intId, multiLine } from './fields';
import { MODERATION_NOTE_MAX, type ModerationPerson, SAFETY_MESSAGES } from './safety';

/**
 * Moderators under rules (issue 28 item 2; docs/decisions.md "Moderators under rules"): roles,
 * lifting a suspension or ban, appeals against a ban, and the stable codes of their refusals.
 * Shared by the server (validation, refusals) and the client (forms, types, messages by code).
 */

/** Who a person is to the moderation API: admins can do all a moderator can, and more. */
export type StaffRole = 'user' | 'moderator' | 'admin';

/** The stable `code` of each refusal (API.md Conventions); the client branches on these. */
export const MODERATION_CODES = {
  notModerator: 'not_moderator',
  /** The target is a moderator (only an admin may act) or an admin (nobody may). */
  outsideRole: 'outside_role',
  /** The moderator filed the report, or is the person it is about. */
  ownReport: 'own_report',
  /** The moderator made the ban an appeal is against: another one decides it. */
  ownBan: 'own_ban',
  alreadyHandled: 'already_handled',
  notClosed: 'not_closed',
  noSuchAccount: 'no_such_account',
  noSuchAppeal: 'no_such_appeal',
  appealToken: 'appeal_token_invalid',
  appealExists: 'appeal_exists',
  reasonRequired: 'reason_required',
} as const;
export type ModerationCode = (typeof MODERATION_CODES)[keyof typeof MODERATION_CODES];

/** The English `message` beside each code (the client shows its own translation of the code). */
export const MODERATION_MESSAGES = {
  outsideRole: 'This account is outside your role: only an admin can act on a moderator, and nobody on an admin.',
  ownReport: 'You cannot act on a report you filed or are named in.',
  ownBan: 'You made this ban: another moderator decides its appeal.',
  alreadyHandled: 'This report was already handled.',
  notClosed: 'This account is neither suspended nor banned.',
  noSuchAccount: 'No such account.',
  noSuchAppeal: 'No such open appeal.',
  appealToken: 'This appeal link is invalid or has expired. Log in again to get a new one.',
  appealExists: 'An appeal against this ban was already filed.',
  reasonRequired: SAFETY_MESSAGES.reasonRequired,
  appealRequired: 'Please tell us why the ban should be lifted',
  appealTooLong: `The appeal cannot be more than ${MODERATION_NOTE_MAX} characters`,
  reasonTooLong: `The reason cannot be more than ${MODERATION_NOTE_MAX} characters`,
} as const;

/** How long the appeal link of a banned login answer works. */
export const APPEAL_TOKEN_TTL_SECONDS = 30 * 60;

/** A missing field reads as empty, so it fails with the field's own message (as in contract/safety.ts). */
function required<S extends v.GenericSchema>(schema: S) {
  return v.optional(schema, '' as v.InferInput<S>);
}

/** A reason, required: every lift and every decision on an appeal says why. */
export const reason = v.pipe(
  v.string(MODERATION_MESSAGES.reasonRequired),
  v.trim(),
  v.nonEmpty(MODERATION_MESSAGES.reasonRequired),
  multiLine,
  v.maxLength(MODERATION_NOTE_MAX, MODERATION_MESSAGES.reasonTooLong),
);

/** POST /moderation/lift: ends a suspension or ban now. */
export const liftBody = v.object({
  user_id: required(intId('Please choose the account')),
  note: required(reason),
});
export type LiftInput = v.InferOutput<typeof liftBody>;

export const APPEAL_DECISIONS = ['lift', 'keep'] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

/** POST /moderation/appeal-decisions: lift the ban, or keep it; either way the appeal closes. */
export const appealDecisionBody = v.object({
  appeal_id: required(intId('Please choose the appeal')),
  decision: required(v.picklist(APPEAL_DECISIONS, 'Please choose lift or keep')),
  note: required(reason),
});
export type AppealDecisionInput = v.InferOutput<typeof appealDecisionBody>;

/** POST /appeals (public): the token of the login refusal proves the appeal comes from the banned account. */
export const appealBody = v.object({
  token: required(v.pipe(v.string(MODERATION_MESSAGES.appealToken), v.maxLength(512, MODERATION_MESSAGES.appealToken))),
  message: required(
    v.pipe(
      v.string(MODERATION_MESSAGES.appealRequired),
      v.trim(),
      v.nonEmpty(MODERATION_MESSAGES.appealRequired),
      multiLine,
      v.maxLength(MODERATION_NOTE_MAX, MODERATION_MESSAGES.appealTooLong),
    ),
  ),
});
export type AppealInput = v.InferOutput<typeof appealBody>;

/** The appeal form's own fields (the token comes from the link, not from the user). */
export const appealForm = v.object({ message: appealBody.entries.message });

/** One row of GET /moderation/accounts: a suspended or banned account. */
export interface ClosedAccount {
  user: ModerationPerson;
  role: StaffRole;
  state: 'suspended' | 'banned';
  /** ISO end of a suspension; null for a ban. */
  until: string | null;
  note: string;
  /** Whether the asking moderator may lift it (roles); the server checks again. */
  may_act: boolean;
}

/** One row of GET /moderation/appeals?status=. */
export interface AppealView {
  id: number;
  user: ModerationPerson;
  message: string;
  /** The ban appealed against: when, and the moderator's note. */
  banned_at: string;
  ban_note: string;
  status: 'open' | 'lifted' | 'kept';
  created_at: string;
  may_act: boolean;
}
