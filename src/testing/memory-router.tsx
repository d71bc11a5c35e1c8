import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { createContext, type ReactNode, useContext, useState } from 'react';
import type { Language } from '../../machines/preferences/preferences.types';
import { localizePath } from '../routing/lang';

/**
 * A router in memory for views rendered on their own (stories, view tests): it gives them what
 * the app's router gives — the `{-$lang}` param read by links, and link hrefs — without the
 * app's routes, guards or root actor.
 */
const Content = createContext<ReactNode>(null);

function CurrentContent() {
  return <>{useContext(Content)}</>;
}

function createContentRouter(initialPath: string) {
  const rootRoute = createRootRoute({ component: Outlet });
  const langRoute = createRoute({ getParentRoute: () => rootRoute, path: '{-$lang}', component: Outlet });
  const home = createRoute({ getParentRoute: () => langRoute, path: '/', component: CurrentContent });
  // Wherever a link leads, the same content stays on screen.
  const anyPage = createRoute({ getParentRoute: () => langRoute, path: '$', component: CurrentContent });
  return createRouter({
    routeTree: rootRoute.addChildren([langRoute.addChildren([home, anyPage])]),
    history: createMemoryHistory({ initialEntries: [initialPath] }),
    // Never move the host page's scroll (and jsdom has no window.scrollTo).
    scrollRestoration: () => false,
  });
}

export interface MemoryRouterProps {
  /** The URL language: `ua` puts the router under `/ua`, so links get the prefix. */
  language?: Language;
  children: ReactNode;
}

export function MemoryRouter({ language = 'en', children }: MemoryRouterProps) {
  const [router] = useState(() => createContentRouter(localizePath('/', language)));
  return (
    <Content.Provider value={children}>
      <RouterProvider router={router} />
    </Content.Provider>
  );
}
