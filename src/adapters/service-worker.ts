import type { AppUpdateDeps } from '../../machines/app-update/app-update.types';

type WorkboxLike = {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  register(): Promise<unknown>;
  messageSkipWaiting(): void;
};

/**
 * The service worker's registration (/sw.js, built from src/sw/sw.ts) for the app-update actor:
 * the only place the app registers it. Not in development (Vite serves no /sw.js there, and a
 * worker would cache the dev server's modules) nor where the browser has none (jsdom, old
 * browsers, insecure origins). workbox-window loads after the page, outside the first bundle.
 */
export function browserServiceWorker(
  env: { enabled: boolean } = { enabled: import.meta.env.PROD && 'serviceWorker' in navigator },
): AppUpdateDeps {
  let workbox: WorkboxLike | null = null;
  let stopped = false;
  return {
    register(onWaiting) {
      if (!env.enabled) return () => {};
      void import('workbox-window').then(({ Workbox }) => {
        if (stopped) return;
        workbox = new Workbox('/sw.js', { scope: '/' }) as unknown as WorkboxLike;
        // Also for a version that was already waiting when this page loaded.
        workbox.addEventListener('waiting', onWaiting);
        void workbox.register().catch(() => {
          // No worker (private mode, blocked): the app works without one.
        });
      });
      return () => {
        stopped = true;
      };
    },
    activate() {
      if (!workbox) return;
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    },
  };
}
