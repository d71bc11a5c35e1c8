import { usePushPermission } from '../../../machines/push-permission/use-push-permission';
import { pushPermissionScreen } from '../../app/composition/profile';
import { useScreen } from '../../app/use-screen';
import { PushSettingsSection } from './PushSettingsSection';

/** The profile's "Notifications on this device" with its machine. */
export function PushSettingsContainer() {
  const push = usePushPermission(useScreen(pushPermissionScreen));
  return (
    <PushSettingsSection
      view={push.view}
      onEnable={push.enable}
      onDisable={push.disable}
      onSetKind={push.setKind}
      onRetry={push.retry}
    />
  );
}
