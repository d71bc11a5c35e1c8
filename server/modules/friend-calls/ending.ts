import type {
  CallCancelledData,
  CallDeclinedData,
  CallEndedData,
  MissedCallData,
} from '../../../contract/friend-calls';
import {
  type AndCallData,
  FRIENDS_CHANNEL,
  FRIENDS_EVENT,
  VIDEO_CHAT_CHANNEL,
  VIDEO_CHAT_EVENT,
} from '../../../contract/realtime';
import type { FriendCallRow } from '../../db/schema/index';
import type { FriendCallEvent, FriendCallEvents } from '../../events/friend-call-events';
import type { RealtimePort } from '../../ports/realtime';
import type { OnCallState } from '../chat/on-call';
import type { FriendCallsRepository } from './repository';

/** How long after a friend call ended `/end-call` may still address the friend (the `notEnd` answer). */
export const ENDED_CALL_RECENCY_MS = 60 * 60_000;

export interface EndingDeps {
  repo: Pick<FriendCallsRepository, 'end' | 'openBetween' | 'endedAnsweredSince' | 'callerCard'>;
  realtime: Pick<RealtimePort, 'publish'>;
  setOnCall: OnCallState;
  /** `ended` for invitations that stop ringing unanswered (server/events/friend-call-events.ts). */
  events: Pick<FriendCallEvents, 'emit'>;
  log: { error(obj: object, msg: string): void };
  now: () => Date;
}

/**
 * What happens when a friend call ends, whoever ended it, shared by the friend-calls service and
 * the chat's `/end-call`: each side that must be told gets its one event (to that user only), and
 * an answered call clears both users' on-call state.
 */
export function createFriendCallEnding({ repo, realtime, setOnCall, events, log, now }: EndingDeps) {
  async function publish(userId: number, channel: 'friends-chanel' | 'video-chat', data: object) {
    try {
      await realtime.publish(userId, channel, channel === FRIENDS_CHANNEL ? FRIENDS_EVENT : VIDEO_CHAT_EVENT, data);
    } catch (err) {
      // The call is over either way; the other side's client also notices the PeerJS call close.
      log.error({ err }, 'friend call event delivery failed');
    }
  }

  /**
   * Tells the sides of a call that just ended (`call` as `repo.end` returned it) by `by`.
   * `notify: false` skips the event to the other side (a `notEnd` hang-up); `gone` is a user whose
   * account no longer exists (no on-call state to clear).
   */
  async function ended(call: FriendCallRow, by: number, opts: { notify?: boolean; gone?: number } = {}) {
    const notify = opts.notify ?? true;
    const declined = (reason: CallDeclinedData['reason']): CallDeclinedData => ({
      type: 'callDeclined',
      callId: call.id,
      from: call.calleeId,
      to: call.callerId,
      reason,
    });
    const cancelled = (reason: CallCancelledData['reason']): CallCancelledData => ({
      type: 'callCancelled',
      callId: call.id,
      from: call.callerId,
      to: call.calleeId,
      reason,
    });
    if (call.answeredAt === null) {
      const reason = call.endReason === 'expired' ? 'expired' : by === call.callerId ? 'cancelled' : 'declined';
      const invitationEnded: FriendCallEvent = {
        type: 'ended',
        callId: call.id,
        fromUserId: call.callerId,
        toUserId: call.calleeId,
        reason,
      };
      events.emit(invitationEnded);
      if (reason === 'expired') {
        await publish(call.callerId, FRIENDS_CHANNEL, declined('no_answer'));
        await publish(call.calleeId, FRIENDS_CHANNEL, cancelled('expired'));
        await tellMissed(call);
      } else if (reason === 'cancelled') {
        if (notify) await publish(call.calleeId, FRIENDS_CHANNEL, cancelled('cancelled'));
      } else {
        if (notify) await publish(call.callerId, FRIENDS_CHANNEL, declined('declined'));
        // The friend's other tabs stop ringing too (their own channel, whatever `notify` says).
        await publish(call.calleeId, FRIENDS_CHANNEL, endedFor(call, 'declined'));
      }
      return;
    }
    for (const userId of [call.callerId, call.calleeId]) if (userId !== opts.gone) await setOnCall(userId, false);
    if (!notify) return;
    const other = by === call.callerId ? call.calleeId : call.callerId;
    const data: AndCallData = { type: 'andCall', from: by, to: other, match_id: null, call_id: call.id };
    await publish(other, VIDEO_CHAT_CHANNEL, data);
  }

  /** `missedCall` to the friend whose invitation expired unanswered (their bell keeps it). */
  async function tellMissed(call: FriendCallRow) {
    const caller = await repo.callerCard(call.callerId).catch(() => null);
    const data: MissedCallData = {
      type: 'missedCall',
      callId: call.id,
      from: call.callerId,
      fromName: caller?.name ?? '',
    };
    await publish(call.calleeId, FRIENDS_CHANNEL, data);
  }

  return {
    ended,

    /**
     * `/end-call` towards a friend: ends the pair's open call (answered: `andCall` to `to`
     * unless `notEnd`; still ringing: as a cancel by the caller or a decline by the friend).
     * A call of the pair that ended within the hour is accepted too (the `notEnd` answer to the
     * other side's hang-up): only the user's own on-call state is cleared. False when the two
     * have no such call.
     */
    async hangUp(userId: number, to: number, notEnd: boolean): Promise<boolean> {
      const call = await repo.openBetween(userId, to);
      if (call) {
        const state = call.answeredAt === null ? 'ringing' : 'answered';
        const reason = state === 'answered' ? 'hung_up' : userId === call.callerId ? 'cancelled' : 'declined';
        const done = await repo.end(call.id, reason, now(), state);
        if (done) {
          await ended(done, userId, { notify: !notEnd });
          return true;
        }
        // Ringing past its expiry whose timer has not run yet: it expires now (both are told).
        const expired = state === 'ringing' ? await repo.end(call.id, 'expired', now(), 'ringing') : null;
        if (expired) {
          await ended(expired, userId);
          return true;
        }
      }
      if (!(await repo.endedAnsweredSince(userId, to, new Date(now().getTime() - ENDED_CALL_RECENCY_MS)))) return false;
      await setOnCall(userId, false);
      return true;
    },
  };
}
export type FriendCallEnding = ReturnType<typeof createFriendCallEnding>;

/** `callEnded` for the invited friend's own tabs: the invitation was answered or declined. */
export function endedFor(call: FriendCallRow, reason: CallEndedData['reason']): CallEndedData {
  return { type: 'callEnded', callId: call.id, from: call.callerId, to: call.calleeId, reason };
}
