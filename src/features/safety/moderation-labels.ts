import { useLingui } from '@lingui/react/macro';
import { MODERATION_CODES } from '../../../contract/moderation';
import type { ModerationLogKind } from '../../../contract/safety';

/** The moderator actions' names in the current language (report actions, lift, and a kept ban). */
export function useActionLabels(): Record<ModerationLogKind, string> {
  const { t } = useLingui();
  return { dismiss: t`Dismiss`, warn: t`Warn`, suspend: t`Suspend`, ban: t`Ban`, lift: t`Lift`, keep: t`Keep ban` };
}

/**
 * The text of a moderation refusal, chosen by its stable `code` (API.md Conventions), never by the
 * English message; null for a code this page does not know (the caller shows the message).
 */
export function useRefusalText(): (code: string | null) => string | null {
  const { t } = useLingui();
  const texts: Record<string, string> = {
    [MODERATION_CODES.outsideRole]: t`This account is outside your role: only an admin can act on a moderator, and nobody on an admin.`,
    [MODERATION_CODES.ownReport]: t`You cannot act on a report you filed or are named in. Another moderator will.`,
    [MODERATION_CODES.ownBan]: t`You made this ban: another moderator decides its appeal.`,
    [MODERATION_CODES.alreadyHandled]: t`Another moderator has already handled this.`,
    [MODERATION_CODES.notClosed]: t`This account is no longer suspended or banned.`,
    [MODERATION_CODES.noSuchAppeal]: t`This appeal was already decided.`,
    [MODERATION_CODES.noSuchAccount]: t`This account no longer exists.`,
    [MODERATION_CODES.notModerator]: t`Only moderators can do this.`,
  };
  return (code) => (code ? (texts[code] ?? null) : null);
}
