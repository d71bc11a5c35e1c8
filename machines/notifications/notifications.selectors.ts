import type { SnapshotFrom } from 'xstate';
import type { notificationsMachine } from './notifications.machine';

export type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

export const selectNotificationsView = (s: NotificationsSnapshot) => ({
  open: s.hasTag('open'),
  unread: s.context.unread,
  items: s.context.items,
  /** The requests list is being loaded (the panel shows it when it has no requests yet). */
  loading: s.matches({ feed: { signedIn: 'loading' } }),
  /** GET /friends/requests failed: the panel says so and offers to try again. */
  loadFailed: s.hasTag('loadFailed'),
});

/** The call-alert settings the panel shows: "Turn on call alerts" while the browser has not been asked, and the mute switch. */
export const selectAlertsView = (s: NotificationsSnapshot) => ({
  alertPermission: s.context.alerts.permission,
  muted: s.context.alerts.muted,
  ringing: s.matches({ sound: 'ringing' }),
});

/** The incoming call from that user, if the feed holds one (the friend-call page reads its callId). */
export const selectIncomingCall = (from: number) => (s: NotificationsSnapshot) => {
  const item = s.context.items.find((i) => i.kind === 'incomingCall' && i.call.from === from);
  return item?.kind === 'incomingCall' ? item.call : null;
};

/**
 * The call the ringing sheet shows: the newest incoming call that is not being answered, or null
 * (src/layout/IncomingCallSheet). It rings whatever page is open.
 */
export const selectRingingCall = (s: NotificationsSnapshot) => {
  const item = s.context.items.find((i) => i.kind === 'incomingCall' && i.call.from !== s.context.answering);
  return item?.kind === 'incomingCall' ? item.call : null;
};
