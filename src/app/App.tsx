import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { usePreferences } from '../../machines/preferences/use-preferences';
import { type RootActor, selectChildren } from '../../machines/root/root.selectors';
import { i18n } from '../i18n/i18n';
import { BootSpinner, CatalogUnavailable } from '../layout/BootScreens';
import { RootActorProvider } from './root-context';
import type { AppRouter } from './router';

/** Nothing translated can render before the first catalog is active. */
export function App({ root, router }: { root: RootActor; router: AppRouter }) {
  const { view, retryLanguage } = usePreferences(selectChildren(root.getSnapshot()).preferences);
  return (
    <RootActorProvider actor={root}>
      {view.hasCatalog ? (
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} context={{ root }} />
        </I18nProvider>
      ) : view.languageUnavailable ? (
        <CatalogUnavailable onRetry={retryLanguage} />
      ) : (
        <BootSpinner />
      )}
    </RootActorProvider>
  );
}
