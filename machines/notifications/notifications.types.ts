import type { PetGenderValue } from '../../contract/user';

/**
 * The notifications bell (spec §2 top bar, §3 "Friend request (incoming)" and "Incoming call
 * notification", §4 "Notification panel", §7 realtime). It lives under the root actor (system id
 * `notifications`).
 *
 * Panel: closed ⇄ open (`panel.toggle`); `panel.close` on a click outside or Escape. Opening
 * marks everything read (the bell's unread marker goes away).
 *
 * Items arrive from realtime events (see notifications.realtime.ts for the mapping):
 *   friends.requestReceived {request}   sendFriendRequest for this user (one per sender)
 *   friends.requestsLoaded {requests}   the incoming requests list, as GET /friends/requests
 *                                       answered (replaces the friend-request items)
 *   friends.requestHandled {id}         accepted or declined: its item goes
 *   call.incoming {call}                incomingCall for this user (one per caller, newest wins)
 *   call.joined {from} / call.ended {from}  the call was joined or ended: its item goes
 *   notifications.clear                 the user signed out: everything goes, the panel closes
 * Any new item while the panel is closed sets the unread marker.
 */

/** Spec §3: an incoming friend request. */
export interface IncomingFriendRequest {
  id: number;
  name: string;
  image: string | null;
  pet_name: string;
  pet_gender: PetGenderValue;
  breed: { name: string } | null;
}

/** Spec §3: an incoming call notification. */
export interface IncomingCall {
  from: number;
  fromName: string;
  image: string | null;
  petName: string;
  petGender: PetGenderValue;
  petBreedName: string | null;
  userToCall: number;
  /** The invitation to answer or decline (POST /answer-call, /decline-call). */
  callId: string;
}

export type NotificationItem =
  | { kind: 'friendRequest'; key: string; request: IncomingFriendRequest }
  | { kind: 'incomingCall'; key: string; call: IncomingCall };

export interface NotificationsContext {
  items: NotificationItem[];
  unread: boolean;
}

export type NotificationsEvent =
  | { type: 'panel.toggle' }
  | { type: 'panel.close' }
  | { type: 'friends.requestReceived'; request: IncomingFriendRequest }
  | { type: 'friends.requestsLoaded'; requests: IncomingFriendRequest[] }
  | { type: 'friends.requestHandled'; id: number }
  | { type: 'call.incoming'; call: IncomingCall }
  | { type: 'call.joined'; from: number }
  | { type: 'call.ended'; from: number }
  | { type: 'notifications.clear' };

export const NOTIFICATIONS_SYSTEM_ID = 'notifications';
