/**
 * App update: the service worker's lifecycle as the page sees it. The actor registers the worker
 * (the one place that does, src/adapters/service-worker.ts). When a new version of the app has
 * been deployed, its worker installs beside the running one and waits (`update.waiting`); the
 * page then offers "A new version is ready — reload". Reload tells the waiting worker to take
 * over and reloads the page once it controls it; Later hides the offer until a newer version.
 */
export type AppUpdateEvent = { type: 'update.waiting' } | { type: 'update.reload' } | { type: 'update.dismiss' };

/** What the registration actor is told to do. */
export type ServiceWorkerCommand = { type: 'update.activate' };

export interface AppUpdateDeps {
  /** Registers the service worker; `onWaiting` for each new version that waits. Returns a stop function. */
  register(onWaiting: () => void): () => void;
  /** Lets the waiting worker take over, then reloads the page. */
  activate(): void;
}
