import { useBlockedUsers } from '../../../machines/blocked-users/use-blocked-users';
import { blockedUsersScreen } from '../../app/composition/safety';
import { useScreen } from '../../app/use-screen';
import { BlockedUsersSection } from './BlockedUsersSection';

/** The profile's blocked-users section with its machine. */
export function BlockedUsersContainer() {
  const blocked = useBlockedUsers(useScreen(blockedUsersScreen));
  return (
    <BlockedUsersSection
      view={blocked.view}
      onRetry={blocked.retry}
      onUnblock={blocked.unblock}
      onConfirm={blocked.confirm}
      onCancel={blocked.cancel}
    />
  );
}
