import { useCallback } from 'react';
import { selectNotificationsView } from '../../machines/notifications/notifications.selectors';
import { useChild, useChildSelector } from '../app/root-context';
import { NotificationsBell } from './NotificationsBell';

/** The bell of a signed-in user (loaded lazily by the top bar: guests never need it). */
export default function NotificationsBellContainer() {
  const notifications = useChild('notifications');
  const view = useChildSelector('notifications', selectNotificationsView);
  const onToggle = useCallback(() => notifications.send({ type: 'panel.toggle' }), [notifications]);
  const onClose = useCallback(() => notifications.send({ type: 'panel.close' }), [notifications]);
  return <NotificationsBell {...view} onToggle={onToggle} onClose={onClose} />;
}
