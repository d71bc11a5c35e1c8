import { DECLINE_BRAKE } from '../../../contract/friends';

/**
 * The decline brake of friend requests (docs/decisions.md "Friend requests after a decline"), a
 * pure rule over the sender's recent declines, so the repository's transaction and the specs
 * share one definition. A request is a megaphone when nothing slows it: a decline now does.
 */

export interface Decline {
  recipientId: number;
  declinedAt: Date;
}

export type DeclineRefusal = { kind: 'recentlyDeclined' } | { kind: 'sendingPaused'; until: Date };

const DAY_MS = 86_400_000;

/** How far back the rule looks: the longer of its two windows. */
export const DECLINE_LOOKBACK_MS = DECLINE_BRAKE.sameRecipientDays * DAY_MS;

/**
 * Refuses a new request from a sender whose requests were declined:
 * - by this recipient within the last 7 days (`recentlyDeclined`);
 * - by 3 different people within the last 24 hours: paused until 1 hour after the latest of
 *   those declines (`sendingPaused`). Each further decline within the day pauses again.
 * `declines` are the sender's declines of the last DECLINE_LOOKBACK_MS, any order.
 */
export function declineRefusal(declines: Decline[], recipientId: number, now: Date): DeclineRefusal | null {
  const t = now.getTime();
  const sameSince = t - DECLINE_LOOKBACK_MS;
  if (declines.some((d) => d.recipientId === recipientId && d.declinedAt.getTime() > sameSince))
    return { kind: 'recentlyDeclined' };
  const daySince = t - DECLINE_BRAKE.pauseWindowHours * 3_600_000;
  const today = declines.filter((d) => d.declinedAt.getTime() > daySince);
  if (new Set(today.map((d) => d.recipientId)).size < DECLINE_BRAKE.pauseDeclines) return null;
  const latest = Math.max(...today.map((d) => d.declinedAt.getTime()));
  const until = latest + DECLINE_BRAKE.pauseMinutes * 60_000;
  return until > t ? { kind: 'sendingPaused', until: new Date(until) } : null;
}
