import { useNotifications } from '../../machines/notifications/use-notifications';
import { useChild } from '../app/root-context';
import { NotificationsBell } from './NotificationsBell';

/** The bell of a signed-in user (loaded lazily by the top bar: guests never need it). */
export default function NotificationsBellContainer() {
  const { view, toggle, close } = useNotifications(useChild('notifications'));
  return <NotificationsBell {...view} onToggle={toggle} onClose={close} />;
}
