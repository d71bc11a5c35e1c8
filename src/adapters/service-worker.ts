import type { AppUpdateDeps } from '../../machines/app-update/app-update.types';
import { afterLoadAndIdle } from './after-load';

/**
 * The service worker's registration (/sw.js, built from src/sw/sw.ts) for the app-update actor:
 * the only place the app registers it. Not in development (Vite serves no /sw.js there, and a
 * worker would cache the dev server's modules) nor where the browser has none (jsdom, old
 * browsers, insecure origins).
 *
 * The browser's own API, not workbox-window: these few lines are all the app needs of it, and its
 * 3 KB were part of every first load (issue 30). A new version "waits" when it has installed while
 * another worker controls the page (the first worker takes the page at once: sw.ts claims it).
 */
export function browserServiceWorker(
  env: { enabled: boolean } = { enabled: import.meta.env.PROD && 'serviceWorker' in navigator },
): AppUpdateDeps {
  let registration: ServiceWorkerRegistration | null = null;
  let stopped = false;
  return {
    register(onWaiting) {
      if (!env.enabled) return () => {};
      const container = navigator.serviceWorker;
      const waitingNow = (worker: ServiceWorker | null) => {
        if (!stopped && worker?.state === 'installed' && container.controller) onWaiting();
      };
      // After the page has loaded: the worker then precaches every chunk, which must not compete
      // with the first page's own downloads nor lengthen its first task (issue 30, Lighthouse).
      afterLoadAndIdle(() => {
        if (stopped) return;
        container
          .register('/sw.js', { scope: '/' })
          .then((found) => {
            if (stopped) return;
            registration = found;
            // Also a version that was already waiting when this page loaded.
            waitingNow(found.waiting);
            found.addEventListener('updatefound', () => {
              const installing = found.installing;
              installing?.addEventListener('statechange', () => waitingNow(installing));
            });
          })
          .catch(() => {
            // No worker (private mode, blocked): the app works without one.
          });
      });
      return () => {
        stopped = true;
      };
    },
    activate() {
      const waiting = registration?.waiting;
      if (!waiting) return;
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      // sw.ts answers this message with skipWaiting(); the new worker then takes the page.
      waiting.postMessage({ type: 'SKIP_WAITING' });
    },
  };
}
