import { MODERATION_CODES, MODERATION_MESSAGES, type StaffRole } from '../../../contract/moderation';
import { SAFETY_MESSAGES } from '../../../contract/safety';
import type { AppConfig } from '../../config';
import type { UserRow } from '../../db/schema/index';
import { HttpError } from '../../http/errors';

/** The staff lists of the configuration (MODERATOR_EMAILS, ADMIN_EMAILS), lower case. */
export interface StaffLists {
  moderators: ReadonlySet<string>;
  admins: ReadonlySet<string>;
}

export function staffLists(config: Pick<AppConfig, 'moderatorEmails' | 'adminEmails'>): StaffLists {
  return { moderators: new Set(config.moderatorEmails), admins: new Set(config.adminEmails) };
}

/** Everyone who may use the moderators' page: an admin can do all a moderator can (`is_moderator`). */
export function staffEmails(config: Pick<AppConfig, 'moderatorEmails' | 'adminEmails'>): ReadonlySet<string> {
  return new Set([...config.moderatorEmails, ...config.adminEmails]);
}

/** An admin listed in both lists is an admin. A deleted account (no email) is a user. */
export function roleOf(email: string | null | undefined, staff: StaffLists): StaffRole {
  const key = email?.toLowerCase() ?? '';
  if (staff.admins.has(key)) return 'admin';
  if (staff.moderators.has(key)) return 'moderator';
  return 'user';
}

/** A refusal with its stable code beside the message (API.md Conventions). */
export function refusal(status: number, code: string, message: string): HttpError {
  return new HttpError(status, message, undefined, {}, { code });
}

export const notModerator = () => refusal(403, MODERATION_CODES.notModerator, SAFETY_MESSAGES.notModerator);

export interface Party {
  id: number;
  role: StaffRole;
}

/**
 * Who may act on whom. Nobody acts on an admin through the API (an admin is removed from
 * ADMIN_EMAILS by whoever runs the server); only an admin acts on a moderator; and nobody acts on a
 * report they filed or are named in, so a moderator cannot settle a quarrel they are part of.
 * Acting on oneself falls under the same rules (a moderator or admin target).
 * Answers the refusal, or null when the action is within the actor's role.
 */
export function refusalToAct(
  actor: Party,
  target: Party,
  report: { reporterId: number; targetId: number } | null = null,
): HttpError | null {
  if (report && (report.reporterId === actor.id || report.targetId === actor.id))
    return refusal(403, MODERATION_CODES.ownReport, MODERATION_MESSAGES.ownReport);
  if (target.role === 'admin' || (target.role === 'moderator' && actor.role !== 'admin'))
    return refusal(403, MODERATION_CODES.outsideRole, MODERATION_MESSAGES.outsideRole);
  return null;
}

/** The asking person's role, or the 403 for someone who is not staff. */
export function assertStaff(user: Pick<UserRow, 'id' | 'email'>, staff: StaffLists): Party {
  const role = roleOf(user.email, staff);
  if (role === 'user') throw notModerator();
  return { id: user.id, role };
}
