import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectHasCatalog, selectIsLanguageUnavailable } from '../../machines/preferences/preferences.selectors';
import { type RootActor, selectChildren } from '../../machines/root/root.selectors';
import { i18n } from '../i18n/i18n';
import { BootSpinner, CatalogUnavailable } from '../layout/BootScreens';
import { RootActorProvider } from './root-context';
import type { AppRouter } from './router';

/** Nothing translated can render before the first catalog is active. */
export function App({ root, router }: { root: RootActor; router: AppRouter }) {
  const { preferences } = selectChildren(root.getSnapshot());
  const hasCatalog = useSelector(preferences, selectHasCatalog);
  const unavailable = useSelector(preferences, selectIsLanguageUnavailable);
  return (
    <RootActorProvider actor={root}>
      {hasCatalog ? (
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} context={{ root }} />
        </I18nProvider>
      ) : unavailable ? (
        <CatalogUnavailable onRetry={() => preferences.send({ type: 'language.retry' })} />
      ) : (
        <BootSpinner />
      )}
    </RootActorProvider>
  );
}
