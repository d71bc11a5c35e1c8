import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context';
import { AppShellContainer } from '../layout/AppShell.container';
import { LazyNotFound } from '../layout/LazyNotFound';
import { useDocumentTitle } from '../routing/use-document-title';

/** Every page sits in the layout: top bar, footer, cookie banner, toasts, offline and language covers. */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: LazyNotFound,
});

function RootLayout() {
  useDocumentTitle();
  return (
    <AppShellContainer>
      <Outlet />
    </AppShellContainer>
  );
}
