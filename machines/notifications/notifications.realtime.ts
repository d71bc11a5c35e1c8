import { type AnyActorRef, fromCallback } from 'xstate';
import type { PendingCall } from '../../contract/friend-calls';
import { FRIENDS_EVENT } from '../../contract/realtime';
import { REALTIME_SYSTEM_ID, type RealtimeEmitted } from '../realtime/realtime.types';
import { SESSION_SYSTEM_ID } from '../session/session.types';
import type { IncomingCall, IncomingFriendRequest, NotificationsEvent } from './notifications.types';

/** A realtime message as the realtime actor emits it (event name and data). */
export interface FriendsChannelMessage {
  event: string;
  data: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const str = (value: unknown) => (typeof value === 'string' ? value : null);
const gender = (value: unknown) => (value === 'girl' ? 'girl' : 'boy');

/**
 * The notifications event for a `FriendsChanel` message addressed to `userId` (spec §4
 * "Realtime": sendFriendRequest for this user, incomingCall for this user), or null. Messages for
 * somebody else, other types (presence) and malformed data give null.
 */
export function notificationEventOf(message: FriendsChannelMessage, userId: number): NotificationsEvent | null {
  if (message.event !== FRIENDS_EVENT || !isObject(message.data)) return null;
  const data = message.data;
  if (
    data.type === 'sendFriendRequest' &&
    data.recipientId === userId &&
    typeof data.id === 'number' &&
    str(data.name)
  ) {
    const breed =
      isObject(data.breed) && str(data.breed.name)
        ? { name: str(data.breed.name)!, name_ua: str(data.breed.name_ua) ?? str(data.breed.name)! }
        : null;
    const request: IncomingFriendRequest = {
      id: data.id,
      name: str(data.name)!,
      image: str(data.image),
      pet_name: str(data.pet_name) ?? '',
      pet_gender: gender(data.pet_gender),
      breed,
    };
    return { type: 'friends.requestReceived', request };
  }
  // A request of ours was accepted: the session learns the friendship (the chat's add button goes).
  if (
    data.type === 'friendRequestAccepted' &&
    data.recipientId === userId &&
    isObject(data.friend) &&
    typeof data.friend.id === 'number'
  )
    return { type: 'friends.requestAccepted', id: data.friend.id };
  if (data.type === 'incomingCall' && data.userToCall === userId && typeof data.from === 'number' && str(data.callId)) {
    const call: IncomingCall = {
      from: data.from,
      fromName: str(data.fromName) ?? '',
      image: str(data.image),
      petName: str(data.petName) ?? '',
      petGender: gender(data.petGender),
      petBreedName: str(data.petBreedName),
      petBreedNameUa: str(data.petBreedNameUa),
      userToCall: userId,
      callId: str(data.callId)!,
    };
    return { type: 'call.incoming', call };
  }
  return null;
}

/**
 * The realtime `callCancelled` (the caller cancelled, or the invitation expired) or `callEnded`
 * (answered or declined on one of this user's tabs) for this user: the invitation stops ringing.
 */
export function cancelledCallOf(message: FriendsChannelMessage, userId: number): NotificationsEvent | null {
  if (message.event !== FRIENDS_EVENT || !isObject(message.data)) return null;
  const data = message.data;
  if (data.type !== 'callCancelled' && data.type !== 'callEnded') return null;
  if (data.to !== userId || typeof data.from !== 'number') return null;
  return str(data.callId) ? { type: 'call.ended', from: data.from, callId: str(data.callId)! } : null;
}

/** The realtime `missedCall` for this user: the invitation expired unanswered. */
export function missedCallOf(message: FriendsChannelMessage): NotificationsEvent | null {
  if (message.event !== FRIENDS_EVENT || !isObject(message.data)) return null;
  const data = message.data;
  if (data.type !== 'missedCall' || typeof data.from !== 'number' || !str(data.callId)) return null;
  return {
    type: 'call.missed',
    call: { from: data.from, fromName: str(data.fromName) ?? '', callId: str(data.callId)! },
  };
}

/** A GET /friend-calls/pending item as the feed's incoming call (as its realtime incomingCall would be). */
export function incomingCallOfPending(pending: PendingCall, userId: number): IncomingCall {
  const { from } = pending;
  return {
    from: from.id,
    fromName: from.name,
    image: from.image,
    petName: from.pet_name,
    petGender: gender(from.pet_gender),
    petBreedName: from.breed?.name ?? null,
    petBreedNameUa: from.breed?.name_ua ?? null,
    userToCall: userId,
    callId: pending.call_id,
  };
}

/** The session user's id, read from the root's `session` actor (null when nobody is signed in). */
export function sessionUserId(system: { get(id: string): AnyActorRef | undefined }): number | null {
  const session = system.get(SESSION_SYSTEM_ID);
  const user = (session?.getSnapshot() as { context?: { user?: { id: number } | null } } | undefined)?.context?.user;
  return user?.id ?? null;
}

/**
 * Listens to the root's `realtime` actor while the user is signed in and sends the machine the
 * notification events of messages addressed to the session's user, and `calls.reload` each time
 * the connection comes online (reached by system id, like
 * the chat's links: random-chat.links.ts).
 */
export const feedLink = fromCallback(({ system, sendBack }) => {
  const realtime = system.get(REALTIME_SYSTEM_ID) as AnyActorRef | undefined;
  const session = system.get(SESSION_SYSTEM_ID) as AnyActorRef | undefined;
  if (!realtime || !session) return;
  const subscription = realtime.on('realtime.message', (message: RealtimeEmitted) => {
    const user = (session.getSnapshot() as { context?: { user?: { id: number } | null } }).context?.user;
    if (!user) return;
    const event = notificationEventOf(message, user.id) ?? cancelledCallOf(message, user.id) ?? missedCallOf(message);
    if (event) sendBack(event);
  });
  // Every (re)connect: what rang while this tab was not listening (a reload, a dropped network).
  const online = realtime.on('realtime.online', () => sendBack({ type: 'calls.reload' }));
  return () => {
    subscription.unsubscribe();
    online.unsubscribe();
  };
});
