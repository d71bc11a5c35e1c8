import { useAppUpdate } from '../../machines/app-update/use-app-update';
import { useChild } from '../app/root-context';
import { UpdateBanner } from './UpdateBanner';

export function UpdateBannerContainer() {
  const { view, reload, dismiss } = useAppUpdate(useChild('appUpdate'));
  return view.ready ? <UpdateBanner reloading={view.reloading} onReload={reload} onDismiss={dismiss} /> : null;
}
