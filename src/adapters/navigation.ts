import type { AnyRouter } from '@tanstack/react-router';
import { languageOfPath, localizePath } from '../routing/lang';

/** The app's router, registered by `createAppRouter` (src/app/router.ts). */
let router: Pick<AnyRouter, 'navigate' | 'state'> | null = null;

export function setNavigationRouter(next: Pick<AnyRouter, 'navigate' | 'state'>): void {
  router = next;
}

/**
 * Goes to a page (a path without the `/ua` prefix) in the language of the current URL: the
 * "then go to …" effect the composition root gives screen machines (`goHome`, `goToNextStep`).
 */
export function goTo(path: string, search?: Record<string, string | number>): void {
  if (!router) return;
  const query = search ? new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)])).toString() : '';
  const href = localizePath(path, languageOfPath(router.state.location.pathname));
  void router.navigate({ href: query ? `${href}?${query}` : href });
}
