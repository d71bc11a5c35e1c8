import type { IncomingCallData, MissedCallData, PendingCall } from '../../contract/friend-calls';
import type { FriendRequest } from '../../contract/friends';
import type { UserBlocked } from '../block/block.types';

/**
 * The notifications bell (spec §2 top bar, §3 "Friend request (incoming)" and "Incoming call
 * notification", §4 "Notification panel", §7 realtime). It lives under the root actor (system id
 * `notifications`) for the whole page; the root tells it when a verified user signs in
 * (`notifications.signedIn`) and out (`notifications.clear`).
 *
 * Regions (parallel):
 *   panel   closed ⇄ open (`panel.toggle`); `panel.close` on a click outside or Escape. Opening
 *           marks everything read (the bell's unread marker goes away).
 *   feed    signedOut | signedIn (`loading` GET /friends/requests → `ready` | `failed`, where
 *           `requests.reload` tries again). While signed in it
 *           listens to the realtime actor (`feedLink`: notifications.realtime.ts maps its messages)
 *           and runs `callAlerts` (browser notifications, the alert settings). A
 *           `friends.requestReceived` (realtime sendFriendRequest) adds the request at once, shows
 *           a toast and reloads the list (spec §4: the event refreshes the requests).
 *   sound   quiet | ringing: rings (the `ringer` actor: Web Audio and vibration) while an incoming
 *           call is in the feed and call sounds are not muted (`alerts.toggleMute`, kept by the
 *           alert settings). The ringing sheet (src/layout/IncomingCallSheet) shows the same call.
 *   pending idle | loading: GET /friend-calls/pending on sign-in and on `calls.reload` (the
 *           realtime connection (re)opened), so a reloaded page and every other tab ring too.
 *           Its answer adds the invitations the feed lacks (as `call.incoming`) and removes the
 *           ones the feed held when it asked that no longer ring (as `call.ended`), unless the
 *           user is answering that one.
 *
 * Items:
 *   friends.requestReceived {request}   sendFriendRequest for this user (one per sender)
 *   friends.requestsLoaded {requests}   GET /friends/requests answered (replaces the request items)
 *   friends.requestHandled {id}         accepted or declined (the friend-requests actor): it goes
 *   call.incoming {call}                incomingCall for this user: one per caller, newest wins;
 *                                       expires by itself after CALL_INVITATION_TTL_MS (30 s)
 *   call.joined {from}                  the friend-call page joined that call: it goes
 *   call.ended {from, callId?}          callCancelled (cancelled or expired on the server) or
 *                                       callEnded (answered or declined on any tab): it goes
 *   call.expired {from, callId}         its own 30 s passed unanswered: it goes, a missed call stays
 *   call.missed {call}                  missedCall (it expired on the server): it goes, a missed
 *                                       call stays (one per invitation; unread)
 *   missed.dismiss {callId}             the user dismissed the missed call (or called back)
 *   call.decline {from}                 the user declined: it goes, POST /decline-call {call_id}
 *   call.answer {from}                  a click on the browser notification: the friend-call page
 *                                       (`/friend-call?incomingCallFrom=ID`); the item stays until
 *                                       the page joins, but it no longer rings (`answering`)
 *   call.answering {from}               the panel's Answer link was followed (it navigates itself):
 *                                       the panel closes, the call no longer rings
 *   notifications.clear                 the user signed out: everything goes, the panel closes
 * Any new item while the panel is closed sets the unread marker.
 */

/** Spec §3: an incoming friend request (GET /friends/requests item; `id` is the sender). */
export type IncomingFriendRequest = Omit<FriendRequest, 'created_at'>;

/** Spec §3: an incoming call notification (the realtime incomingCall message, `callId` is the invitation). */
export type IncomingCall = Omit<IncomingCallData, 'type'>;

/** An invitation that expired unanswered ("Missed call from Taras"), kept until dismissed or signed out. */
export type MissedCall = Omit<MissedCallData, 'type'>;

export type NotificationItem =
  | { kind: 'friendRequest'; key: string; request: IncomingFriendRequest }
  | { kind: 'incomingCall'; key: string; call: IncomingCall }
  | { kind: 'missedCall'; key: string; call: MissedCall };

/**
 * Whether the browser may show call notifications: `default` until the user chose (the panel
 * offers "Turn on call alerts", which asks), `unsupported` without the Notification API.
 */
export type AlertPermission = 'default' | 'granted' | 'denied' | 'unsupported';

export interface AlertSettings {
  permission: AlertPermission;
  /** The user muted the ringing of incoming calls (kept in local storage). */
  muted: boolean;
}

export interface NotificationsContext {
  items: NotificationItem[];
  /** The caller whose call the user is answering (it stays in the feed, silent, until joined). */
  answering: number | null;
  /** The call ids in the feed when GET /friend-calls/pending was asked (while it is in flight). */
  pendingKnown: string[];
  unread: boolean;
  alerts: AlertSettings;
}

export type NotificationsEvent =
  | { type: 'panel.toggle' }
  | { type: 'panel.close' }
  | { type: 'notifications.signedIn' }
  | { type: 'friends.requestReceived'; request: IncomingFriendRequest }
  | { type: 'friends.requestsLoaded'; requests: IncomingFriendRequest[] }
  | { type: 'friends.requestHandled'; id: number }
  /** A request this user sent was accepted (realtime `friendRequestAccepted`): `id` is the new friend. */
  | { type: 'friends.requestAccepted'; id: number }
  | { type: 'requests.reload' }
  /** The user blocked someone (the block popup, through the actor system): the server deleted their request. */
  | UserBlocked
  | { type: 'call.incoming'; call: IncomingCall }
  | { type: 'call.joined'; from: number }
  | { type: 'call.ended'; from: number; callId?: string }
  | { type: 'call.expired'; from: number; callId: string }
  | { type: 'call.missed'; call: MissedCall }
  | { type: 'missed.dismiss'; callId: string }
  /** The realtime connection (re)opened: ask which invitations still ring. */
  | { type: 'calls.reload' }
  | { type: 'call.decline'; from: number }
  | { type: 'call.answer'; from: number }
  | { type: 'call.answering'; from: number }
  | { type: 'alerts.settings'; settings: AlertSettings }
  | { type: 'alerts.enable' }
  | { type: 'alerts.toggleMute' }
  | { type: 'notifications.clear' };

/** What the machine tells its `callAlerts` actor (the browser's Notification API and settings). */
export type CallAlertsCommand =
  | { type: 'alerts.show'; call: IncomingCall }
  | { type: 'alerts.close'; from: number }
  | { type: 'alerts.requestPermission' }
  | { type: 'alerts.saveMuted'; muted: boolean };

/** The effects the app plugs in (src/app/composition/root.ts); tests pass fakes. */
export interface NotificationsDeps {
  /** GET /friends/requests */
  loadRequests(signal: AbortSignal): Promise<FriendRequest[]>;
  /** GET /friend-calls/pending */
  loadPendingCalls(signal: AbortSignal): Promise<PendingCall[]>;
  /** POST /decline-call {call_id} */
  declineCall(callId: string, signal: AbortSignal): Promise<void>;
  /** Goes to `/friend-call?incomingCallFrom=ID`. */
  openCall(from: number): void;
  /**
   * Starts the ringing (a repeating Web Audio tone, `navigator.vibrate` where it exists; quiet
   * when the browser refuses audio before a user gesture); the returned function stops it.
   */
  ring(): () => void;
  /**
   * The browser side of call alerts: reads the settings, asks for permission (only ever from the
   * user's click), keeps the mute setting, shows a notification for a call while the tab is
   * hidden and permission is granted (returns its close function, or null when none was shown).
   */
  alerts: CallAlertsPort;
}

export interface CallAlertsPort {
  read(): AlertSettings;
  requestPermission(): Promise<AlertPermission>;
  saveMuted(muted: boolean): void;
  show(call: IncomingCall, onClick: () => void): (() => void) | null;
}

export const NOTIFICATIONS_SYSTEM_ID = 'notifications';
