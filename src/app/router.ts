import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { RootActor } from '../../machines/root/root.selectors';
import { selectChildren } from '../../machines/root/root.selectors';
import { selectSessionStatus } from '../../machines/session/session.selectors';
import { setNavigationRouter } from '../adapters/navigation';
import { LazyNotFound } from '../layout/LazyNotFound';
import { PageSpinner } from '../layout/PageSpinner';
import { routeTree } from '../routeTree.gen';
import { languageOfPath } from '../routing/lang';
import { syncLanguageWithUrl } from '../routing/language-sync';

/** The app's router; tests pass a memory history. */
export function createAppRouter(root: RootActor, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    history,
    context: { root },
    defaultPreload: 'intent',
    // The loader shows only when deciding takes a moment (e.g. GET /api/me on a slow network).
    defaultPendingComponent: PageSpinner,
    defaultPendingMs: 150,
    defaultPendingMinMs: 300,
    defaultNotFoundComponent: LazyNotFound,
    scrollRestoration: true,
  });
  // Screen machines' "go to …" effects (composition root) navigate with it.
  setNavigationRouter(router);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/**
 * Keeps router and actors in step:
 * - the URL decides the language: before a page loads, its prefix (`/ua` or none) is sent to the
 *   preferences actor, which loads that catalog if it is not the active one;
 * - every completed navigation is reported to the root actor (the cookie banner comes back,
 *   `?device=app` is noticed);
 * - when the session changes (login, logout, expiry) the current page's guards run again.
 */
export function connectRouter(router: AppRouter, root: RootActor): () => void {
  const offBeforeLoad = router.subscribe('onBeforeLoad', ({ toLocation }) =>
    syncLanguageWithUrl(root, languageOfPath(toLocation.pathname)),
  );
  const offResolved = router.subscribe('onResolved', ({ toLocation }) => {
    const device = (toLocation.search as Record<string, unknown>).device;
    root.send({ type: 'route.enter', device: device === undefined || device === null ? null : String(device) });
  });
  const { session } = selectChildren(root.getSnapshot());
  const initial = selectSessionStatus(session.getSnapshot());
  let lastSettled = initial === 'loading' ? null : initial;
  const sessionSub = session.subscribe((snapshot) => {
    const next = selectSessionStatus(snapshot);
    if (next === 'loading' || next === lastSettled) return;
    const before = lastSettled;
    lastSettled = next;
    // The first settling needs nothing: guards waited for it.
    if (before !== null) void router.invalidate();
  });
  return () => {
    offBeforeLoad();
    offResolved();
    sessionSub.unsubscribe();
  };
}
