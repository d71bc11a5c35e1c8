import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * The 404 page as the router shows it: loaded when a path is not found, so no page's first load
 * carries it (issue 30: /login's). The service worker has its chunk for offline use.
 */
export const LazyNotFound = lazyRouteComponent(() => import('./NotFound'), 'NotFound');
