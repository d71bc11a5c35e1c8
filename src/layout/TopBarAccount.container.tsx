import { useCallback } from 'react';
import { selectNotificationsView } from '../../machines/notifications/notifications.selectors';
import { selectSessionStatus, selectUser } from '../../machines/session/session.selectors';
import { useChild, useChildSelector } from '../app/root-context';
import { NotificationsBell } from './NotificationsBell';
import { TopBarAccount } from './TopBarAccount';

function NotificationsBellContainer() {
  const notifications = useChild('notifications');
  const view = useChildSelector('notifications', selectNotificationsView);
  const onToggle = useCallback(() => notifications.send({ type: 'panel.toggle' }), [notifications]);
  const onClose = useCallback(() => notifications.send({ type: 'panel.close' }), [notifications]);
  return <NotificationsBell {...view} onToggle={onToggle} onClose={onClose} />;
}

export function TopBarAccountContainer() {
  const session = useChild('session');
  const status = useChildSelector('session', selectSessionStatus);
  const name = useChildSelector('session', (s) => selectUser(s)?.name ?? null);
  const image = useChildSelector('session', (s) => selectUser(s)?.image ?? null);
  const onLogout = useCallback(() => session.send({ type: 'session.logout' }), [session]);
  return <TopBarAccount status={status} user={name === null ? null : { name, image }} bell={<NotificationsBellContainer />} onLogout={onLogout} />;
}
