import { useNotifications } from '../../machines/notifications/use-notifications';
import { useChild } from '../app/root-context';
import { NotificationsBell } from './NotificationsBell';

/** The bell of a signed-in user (loaded lazily by the top bar: guests never need it). */
export default function NotificationsBellContainer() {
  const n = useNotifications(useChild('notifications'), useChild('friendRequests'));
  return (
    <NotificationsBell
      {...n.view}
      onToggle={n.toggle}
      onClose={n.close}
      onAccept={n.accept}
      onDecline={n.decline}
      onReload={n.reload}
      onAnswer={n.answering}
      onDeclineCall={n.declineCall}
      onEnableAlerts={n.enableAlerts}
      onToggleMute={n.toggleMute}
    />
  );
}
