import { type AnyActorRef, fromCallback } from 'xstate';
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

/** The realtime `callCancelled` for this user (the caller cancelled, or the invitation expired). */
export function cancelledCallOf(message: FriendsChannelMessage, userId: number): NotificationsEvent | null {
  if (message.event !== FRIENDS_EVENT || !isObject(message.data)) return null;
  const data = message.data;
  if (data.type !== 'callCancelled' || data.to !== userId || typeof data.from !== 'number') return null;
  return str(data.callId) ? { type: 'call.ended', from: data.from, callId: str(data.callId)! } : null;
}

/**
 * Listens to the root's `realtime` actor while the user is signed in and sends the machine the
 * notification events of messages addressed to the session's user (reached by system id, like
 * the chat's links: random-chat.links.ts).
 */
export const feedLink = fromCallback(({ system, sendBack }) => {
  const realtime = system.get(REALTIME_SYSTEM_ID) as AnyActorRef | undefined;
  const session = system.get(SESSION_SYSTEM_ID) as AnyActorRef | undefined;
  if (!realtime || !session) return;
  const subscription = realtime.on('realtime.message', (message: RealtimeEmitted) => {
    const user = (session.getSnapshot() as { context?: { user?: { id: number } | null } }).context?.user;
    if (!user) return;
    const event = notificationEventOf(message, user.id) ?? cancelledCallOf(message, user.id);
    if (event) sendBack(event);
  });
  return () => subscription.unsubscribe();
});
