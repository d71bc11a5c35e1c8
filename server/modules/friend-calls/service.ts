import { randomUUID } from 'node:crypto';
import {
  type AnswerCallResult,
  CALL_ALREADY_OPEN_MESSAGE,
  CALL_INVITATION_TTL_MS,
  CALL_OVER_MESSAGE,
  CALLER_NOT_CONNECTED_MESSAGE,
  type CallFriendInput,
  type CallFriendResult,
  FRIEND_BUSY_MESSAGE,
  FRIEND_OFFLINE_MESSAGE,
  type IncomingCallData,
  type PendingCall,
} from '../../../contract/friend-calls';
import { FRIENDS_CHANNEL, FRIENDS_EVENT } from '../../../contract/realtime';
import type { PeerDirectory } from '../../adapters/peer/peer-directory';
import type { SignalRule } from '../../adapters/peer/relay-policy';
import type { FriendCallRow } from '../../db/schema/index';
import type { FriendCallEvents } from '../../events/friend-call-events';
import { conflict, forbidden, gone, notFound } from '../../http/errors';
import type { Clock } from '../../ports/clock';
import type { RealtimePort } from '../../ports/realtime';
import type { UserCardRow } from '../friends/repository';
import { endedFor, type FriendCallEnding } from './ending';
import type { FriendCallsRepository } from './repository';

export const NOT_YOUR_FRIEND_MESSAGE = 'You can only call your friends.';
export const NO_SUCH_CALL_MESSAGE = 'There is no such call for you.';

/** Who is online and on a call (server/modules/friends/presence.ts). */
export interface PresenceLookup {
  statusOf(ids: readonly number[]): Promise<Map<number, { online: boolean; onCall: boolean }>>;
}

export interface FriendCallsDeps {
  repo: FriendCallsRepository;
  presence: PresenceLookup;
  /** Which issued peer ids have a live PeerJS socket now. */
  peers: Pick<PeerDirectory, 'isOnline'>;
  realtime: Pick<RealtimePort, 'publish'>;
  ending: FriendCallEnding;
  /** Invitation events for other modules (push): `invited`, and `ended` when answered here. */
  events: Pick<FriendCallEvents, 'emit'>;
  /** Sets users.is_on_call and raises `onCallChanged` (server/modules/chat/on-call.ts). */
  setOnCall: (userId: number, isOnCall: boolean) => Promise<void>;
  /** Invitation expiry timers. */
  clock: Pick<Clock, 'setTimeout'>;
  log: { error(obj: object, msg: string): void };
  now: () => Date;
  /** CALL_INVITATION_TTL_MS unless a test says otherwise. */
  ttlMs?: number;
  /**
   * Whether a friend who is offline can still be rung (a device of theirs takes incoming calls by
   * Web Push, API.md "Friend calls"); without it an offline friend is 409 `friend_offline`.
   */
  canRingOffline?: (userId: number) => Promise<boolean>;
}

export type FriendCallsService = ReturnType<typeof createFriendCallsService>;

/** `incomingCall` for the invited friend: who calls, and the invitation to answer. */
function incomingCallData(call: FriendCallRow, caller: UserCardRow): IncomingCallData {
  return {
    type: 'incomingCall',
    from: call.callerId,
    fromName: caller.name,
    image: caller.image,
    petName: caller.petName,
    petGender: caller.petGender,
    petBreedName: caller.breedName,
    petBreedNameUa: caller.breedNameUa,
    userToCall: call.calleeId,
    callId: call.id,
  };
}

/**
 * Friend calls (API.md "Friend calls"): invitations to an online friend, answered, declined,
 * cancelled or expired after 30 s, and the rule that lets the two peer ids of an answered call
 * signal each other. Every state change is one conditional statement on `friend_calls`, so two
 * racing requests (answer vs. cancel, answer vs. expiry, two answers) have one winner.
 */
export function createFriendCallsService(deps: FriendCallsDeps) {
  const { repo, presence, peers, realtime, ending, events, setOnCall, clock, log, now } = deps;
  const ttlMs = deps.ttlMs ?? CALL_INVITATION_TTL_MS;
  /** Expiry timers of ringing invitations, by call id. */
  const timers = new Map<string, () => void>();

  function disarm(callId: string) {
    timers.get(callId)?.();
    timers.delete(callId);
  }

  async function tell(userId: number, data: object) {
    try {
      await realtime.publish(userId, FRIENDS_CHANNEL, FRIENDS_EVENT, data);
    } catch (err) {
      log.error({ err }, 'friend call event delivery failed');
    }
  }

  /** Ends an invitation that ran out unanswered (timer or lazily) and tells both sides. */
  async function expire(callId: string): Promise<FriendCallRow | null> {
    disarm(callId);
    const call = await repo.end(callId, 'expired', now(), 'ringing');
    if (call) await ending.ended(call, call.callerId);
    return call;
  }

  function arm(call: FriendCallRow) {
    const cancel = clock.setTimeout(
      () => {
        timers.delete(call.id);
        expire(call.id)
          .then(async (expired) => {
            // A timer may fire a moment early: still ringing and not yet due, wait for the rest.
            if (expired) return;
            const row = await repo.findById(call.id);
            if (row && row.endedAt === null && row.answeredAt === null) arm(row);
          })
          .catch((err) => log.error({ err, callId: call.id }, 'friend call expiry failed'));
      },
      Math.max(0, call.expiresAt.getTime() - now().getTime()),
    );
    timers.set(call.id, cancel);
  }

  /**
   * The caller's peer id to hand over: `wanted` when it is one of the caller's live issued ids,
   * else the newest of them with a PeerJS socket connected now, else the newest of them (its
   * peer may be connecting at this moment; the answer looks again); null when there is none.
   */
  async function callerPeerId(userId: number, wanted: string | undefined): Promise<string | null> {
    const ids = await repo.livePeerIds(userId, now());
    if (wanted !== undefined && ids.includes(wanted)) return wanted;
    return ids.find((id) => peers.isOnline(id)) ?? ids[0] ?? null;
  }

  /** The invitation `callId` as seen by `userId` in `role`; 404 when it is not theirs (or does not exist). */
  async function own(callId: string, userId: number, role: 'caller' | 'callee'): Promise<FriendCallRow> {
    const call = await repo.findById(callId);
    if (!call || (role === 'caller' ? call.callerId : call.calleeId) !== userId)
      throw notFound(NO_SUCH_CALL_MESSAGE, 'no_such_call');
    return call;
  }

  /** Ringing past its expiry (the timer has not run yet, or was lost with a restart): expire it now. */
  async function expiredNow(call: FriendCallRow): Promise<boolean> {
    if (call.endedAt !== null || call.answeredAt !== null) return false;
    if (call.expiresAt.getTime() > now().getTime()) return false;
    await expire(call.id);
    return true;
  }

  return {
    /**
     * POST /call-friend. 403 unless `to` is a friend (yourself and unknown users alike); 409 when
     * the friend is offline or on a call, when the caller has no connected peer id, or when the
     * pair already has an open call. The caller's own on-call state is not checked.
     */
    async callFriend(userId: number, input: CallFriendInput): Promise<CallFriendResult> {
      const to = input.user_to_call;
      if (to === userId || !(await repo.areFriends(userId, to)))
        throw forbidden(NOT_YOUR_FRIEND_MESSAGE, 'not_your_friend');
      const status = (await presence.statusOf([to])).get(to);
      if (!status?.online && !(await deps.canRingOffline?.(to)))
        throw conflict(FRIEND_OFFLINE_MESSAGE, 'friend_offline');
      if (status?.onCall) throw conflict(FRIEND_BUSY_MESSAGE, 'friend_busy');
      const peerId = await callerPeerId(userId, input.peer_id);
      if (!peerId) throw conflict(CALLER_NOT_CONNECTED_MESSAGE, 'caller_not_connected');
      const caller = await repo.callerCard(userId);
      if (!caller) throw forbidden(NOT_YOUR_FRIEND_MESSAGE, 'not_your_friend');

      const at = now();
      const { call, expired } = await repo.openInvitation({
        id: randomUUID(),
        callerId: userId,
        calleeId: to,
        callerPeerId: peerId,
        createdAt: at,
        expiresAt: new Date(at.getTime() + ttlMs),
      });
      for (const old of expired) {
        disarm(old.id);
        await ending.ended(old, old.callerId);
      }
      if (!call) throw conflict(CALL_ALREADY_OPEN_MESSAGE, 'call_open');
      arm(call);
      events.emit({ type: 'invited', callId: call.id, fromUserId: userId, toUserId: to, expiresAt: call.expiresAt });
      await tell(to, incomingCallData(call, caller));
      return { call_id: call.id };
    },

    /**
     * The friend's clients came online (a reload, a new tab, a reconnect after the network came
     * back): the invitations that still ring for them are told again, else a call placed while
     * the page loaded could not be answered (its `incomingCall` went to the closed page).
     */
    async ringAgain(userId: number): Promise<void> {
      for (const call of await repo.ringingFor(userId, now())) {
        const caller = await repo.callerCard(call.callerId);
        if (caller) await tell(userId, incomingCallData(call, caller));
      }
    },

    /**
     * GET /friend-calls/pending: the invitations to `userId` that still ring, oldest first, so a
     * reloaded page or another tab rings too (the client asks on load and on every realtime
     * (re)connect). Ones past their expiry whose timer has not run yet are left out.
     */
    async pending(userId: number): Promise<PendingCall[]> {
      const out: PendingCall[] = [];
      for (const call of await repo.ringingFor(userId, now())) {
        const caller = await repo.callerCard(call.callerId);
        if (!caller) continue;
        out.push({
          call_id: call.id,
          from: {
            id: caller.id,
            name: caller.name,
            image: caller.image,
            pet_name: caller.petName,
            pet_gender: caller.petGender,
            breed:
              caller.breedName === null
                ? null
                : { name: caller.breedName, name_ua: caller.breedNameUa ?? caller.breedName },
          },
          expires_at: call.expiresAt.toISOString(),
        });
      }
      return out;
    },

    /**
     * POST /answer-call: only the invited friend (404 otherwise); 410 once it expired, was
     * cancelled, declined or answered. Hands over the caller's issued peer id (their newest
     * connected one if the id of the invitation has gone) and puts both users on a call.
     */
    async answer(userId: number, callId: string): Promise<AnswerCallResult> {
      const call = await own(callId, userId, 'callee');
      if (await expiredNow(call)) throw gone(CALL_OVER_MESSAGE, 'expired');
      let peerId = call.callerPeerId;
      if (!peers.isOnline(peerId)) {
        const connected = (await repo.livePeerIds(call.callerId, now())).find((id) => peers.isOnline(id));
        peerId = connected ?? peerId;
      }
      const answered = await repo.answer(callId, userId, peerId, now());
      if (!answered) {
        await expiredNow(call);
        throw gone(CALL_OVER_MESSAGE, 'expired');
      }
      disarm(callId);
      events.emit({
        type: 'ended',
        callId,
        fromUserId: answered.callerId,
        toUserId: answered.calleeId,
        reason: 'answered',
      });
      await setOnCall(answered.callerId, true);
      await setOnCall(answered.calleeId, true);
      // The friend's other tabs stop ringing (the answering tab ignores it: it is joining).
      await tell(answered.calleeId, endedFor(answered, 'answered'));
      return { peer_id: answered.callerPeerId, role: 'caller' };
    },

    /** POST /decline-call: only the invited friend (404); the caller gets `callDeclined`. Idempotent. */
    async decline(userId: number, callId: string): Promise<void> {
      const call = await own(callId, userId, 'callee');
      if (await expiredNow(call)) return;
      const declined = await repo.end(callId, 'declined', now(), 'ringing');
      if (!declined) return;
      disarm(callId);
      await ending.ended(declined, userId);
    },

    /** POST /cancel-call: only the caller (404); the friend gets `callCancelled`. Idempotent. */
    async cancel(userId: number, callId: string): Promise<void> {
      const call = await own(callId, userId, 'caller');
      if (await expiredNow(call)) return;
      const cancelled = await repo.end(callId, 'cancelled', now(), 'ringing');
      if (!cancelled) return;
      disarm(callId);
      await ending.ended(cancelled, userId);
    },

    /**
     * A user left (PeerJS socket gone past the grace period, session ended, account deleted):
     * each given open call ends as if they had hung up, cancelled or declined.
     */
    async leave(userId: number, calls: FriendCallRow[], opts: { gone?: boolean } = {}): Promise<void> {
      for (const call of calls) {
        const done = await repo.end(call.id, 'left', now(), 'open');
        if (!done) continue;
        disarm(call.id);
        await ending.ended(done, userId, { gone: opts.gone ? userId : undefined });
      }
    },

    /**
     * The PeerJS relay rule (server/adapters/peer/relay-policy.ts): the two ends of an answered
     * call that has not ended may signal each other. The caller's end is the id handed over on
     * answer; the answerer's end is the first id of theirs that signals it (the answerer places
     * the peer-to-peer call), and only that one afterwards.
     */
    signalRule: (async (from, toPeerId) => {
      for (const call of await repo.answeredOpenOf(from.userId)) {
        if (call.callerId === from.userId) {
          if (call.callerPeerId === from.peerId && call.calleePeerId !== null && call.calleePeerId === toPeerId)
            return true;
        } else if (call.callerPeerId === toPeerId) {
          if (call.calleePeerId === from.peerId) return true;
          if (call.calleePeerId === null && (await repo.bindCalleePeer(call.id, from.peerId))) return true;
        }
      }
      return false;
    }) satisfies SignalRule,

    /** Stops the expiry timers (server shutdown); the rows expire lazily after a restart. */
    close() {
      for (const cancel of timers.values()) cancel();
      timers.clear();
    },
  };
}
