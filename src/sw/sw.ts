/// <reference lib="webworker" />
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { handleNotificationClick, handlePush, type NotificationData, pickLanguage, type SwDeps } from './push-handlers';
import { declineCallFromWorker } from './sw-decline';

/**
 * PetChat's service worker (built by vite-plugin-pwa's `injectManifest` into /sw.js; registered by
 * the app-update machine's actor, src/adapters/service-worker.ts).
 *
 * Caching: the build's files (hashed assets, catalogs, fonts, icons, the app shell index.html) are
 * precached and served from the cache. Page loads go to the network first (the server's page
 * documents carry each page's preloads and a 404 status for unknown paths) and fall back to the
 * precached shell when the network is gone, so the app starts and shows its own offline screen.
 * Nothing else is handled: `/api`, `/media`, `/peerjs` and `/realtime` always go to the network
 * and are never cached.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

// '' instead of 'index.html': `/` must reach the server (its page document), not the shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });

const NOT_PAGES = [/^\/api(\/|$)/, /^\/media\//, /^\/peerjs/, /^\/realtime/];

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: NOT_PAGES },
  ),
);

// A new version waits until the user chooses "Reload" (src/adapters/service-worker.ts posts SKIP_WAITING).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first version takes the open windows at once, so a notification click can navigate them.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const deps: SwDeps = {
  windows: async () =>
    (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) as unknown as Awaited<
      ReturnType<SwDeps['windows']>
    >,
  openWindow: (url) => self.clients.openWindow(url),
  showNotification: (title, options) => self.registration.showNotification(title, options as NotificationOptions),
  getNotifications: (tag) => self.registration.getNotifications({ tag }),
  language: async () => {
    const store = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } })
      .cookieStore;
    const cookie = store ? await store.get('language').catch(() => null) : null;
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    return pickLanguage(
      cookie?.value,
      windows.map((w) => w.url),
    );
  },
  declineCall: (callId) =>
    declineCallFromWorker(callId, {
      fetch: (url, init) => fetch(url, init),
      withLock: async (name, task) => {
        const locks = (self.navigator as unknown as { locks?: LockManager }).locks;
        return locks ? ((await locks.request(name, task)) as Awaited<ReturnType<typeof task>>) : task();
      },
    }).catch(() => false),
};

self.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json() ?? null;
  } catch {
    // Not JSON: not ours.
  }
  event.waitUntil(handlePush(data, deps));
});

/**
 * Keeps the worker alive for `work`. An event dispatched by script (DevTools, the E2E test) is
 * not trusted and cannot be extended; the work runs all the same.
 */
function extend(event: ExtendableEvent, work: Promise<unknown>): void {
  try {
    event.waitUntil(work);
  } catch {
    // Untrusted event: nothing to extend.
  }
}

self.addEventListener('notificationclick', (event) => {
  extend(
    event,
    handleNotificationClick(
      {
        action: event.action,
        notification: {
          data: event.notification.data as NotificationData | null,
          close: () => event.notification.close(),
        },
      },
      deps,
    ),
  );
});
