import type { SnapshotFrom } from 'xstate';
import type { notificationsMachine } from './notifications.machine';

export type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

export const selectNotificationsView = (s: NotificationsSnapshot) => ({
  open: s.hasTag('open'),
  unread: s.context.unread,
  items: s.context.items,
});
