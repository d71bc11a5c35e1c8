import { fromCallback } from 'xstate';
import type { Friend } from '../../contract/friends';
import { FRIENDS_EVENT } from '../../contract/realtime';
import { FRIEND_REQUESTS_SYSTEM_ID, type FriendRequestsEmitted } from '../friend-requests/friend-requests.types';
import { REALTIME_SYSTEM_ID, type RealtimeEmitted } from '../realtime/realtime.types';
import type { FriendsListEvent } from './friends-list.types';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];

/**
 * The list's event for a realtime message (spec §7 `FriendsChanel`): `presence` (who is online,
 * who is on a call) and `friendRequestAccepted` (a new friend), or null for anything else.
 */
export function friendsListEventOf(message: { event: string; data: unknown }): FriendsListEvent | null {
  if (message.event !== FRIENDS_EVENT || !isObject(message.data)) return null;
  const data = message.data;
  if (data.type === 'presence')
    return {
      type: 'friends.presence',
      online: ids(data.online),
      offline: ids(data.offline),
      onCall: ids(data.on_call),
    };
  if (data.type === 'friendRequestAccepted' && isObject(data.friend) && typeof data.friend.id === 'number')
    return { type: 'friends.added', friend: data.friend as unknown as Friend };
  return null;
}

/**
 * The root's realtime messages for the list, and the requests accepted from the bell
 * (`friendRequests.accepted`), both reached by system id (none while signed out).
 */
export const friendsUpdates = fromCallback(({ system, sendBack }) => {
  const subscriptions: Array<{ unsubscribe(): void }> = [];
  const realtime = system.get(REALTIME_SYSTEM_ID);
  if (realtime)
    subscriptions.push(
      realtime.on('realtime.message', (message: RealtimeEmitted) => {
        const event = friendsListEventOf(message);
        if (event) sendBack(event);
      }),
    );
  const requests = system.get(FRIEND_REQUESTS_SYSTEM_ID);
  if (requests)
    subscriptions.push(
      requests.on('friendRequests.accepted', ({ friend }: FriendRequestsEmitted) =>
        sendBack({ type: 'friends.added', friend } satisfies FriendsListEvent),
      ),
    );
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
});
