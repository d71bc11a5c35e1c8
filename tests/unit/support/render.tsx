import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import type { Language } from '../../../machines/preferences/preferences.types';
import { activate, i18n } from '../../../src/i18n/i18n';

/** Activates a real catalog (compiled from the .po file by the Lingui Vite plugin). */
export async function activateLanguage(language: Language): Promise<void> {
  await activate(language);
}

/**
 * Renders a view inside Lingui and a minimal router that has the app's optional `{-$lang}`
 * segment, so lang-aware links work; `path` is the URL the router starts at.
 */
export async function renderWithRouter(
  ui: ReactNode,
  { path = '/', language = 'en' }: { path?: string; language?: Language } = {},
) {
  await activateLanguage(language);
  const rootRoute = createRootRoute({ component: Outlet });
  const langRoute = createRoute({ getParentRoute: () => rootRoute, path: '{-$lang}', component: () => <>{ui}</> });
  const anyPage = createRoute({ getParentRoute: () => langRoute, path: '$', component: () => null });
  const router = createRouter({
    routeTree: rootRoute.addChildren([langRoute.addChildren([anyPage])]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return { ...result, router };
}

/** Renders a view that needs Lingui only. */
export async function renderTranslated(ui: ReactNode, language: Language = 'en') {
  await activateLanguage(language);
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}
