import { FRIENDS_EVENT } from '../../contract/realtime';
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
    const breed = isObject(data.breed) && str(data.breed.name) ? { name: str(data.breed.name)! } : null;
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
  if (data.type === 'incomingCall' && data.userToCall === userId && typeof data.from === 'number' && str(data.callId)) {
    const call: IncomingCall = {
      from: data.from,
      fromName: str(data.fromName) ?? '',
      image: str(data.image),
      petName: str(data.petName) ?? '',
      petGender: gender(data.petGender),
      petBreedName: str(data.petBreedName),
      userToCall: userId,
      callId: str(data.callId)!,
    };
    return { type: 'call.incoming', call };
  }
  return null;
}
