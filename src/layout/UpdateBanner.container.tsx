import { lazy, Suspense } from 'react';
import { useAppUpdate } from '../../machines/app-update/use-app-update';
import { useChild } from '../app/root-context';

// Shown only once a new version waits: the banner's code loads then, never on a first load.
const UpdateBanner = lazy(() => import('./UpdateBanner').then((m) => ({ default: m.UpdateBanner })));

export function UpdateBannerContainer() {
  const { view, reload, dismiss } = useAppUpdate(useChild('appUpdate'));
  return view.ready ? (
    <Suspense fallback={null}>
      <UpdateBanner reloading={view.reloading} onReload={reload} onDismiss={dismiss} />
    </Suspense>
  ) : null;
}
