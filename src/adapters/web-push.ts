import type { PushKinds } from '../../contract/push';
import type { PushDetection, PushPermissionDeps } from '../../machines/push-permission/push-permission.types';
import type { PushSubscriptionJson } from './api/push-api';

/** The server side of push, as this adapter needs it (src/adapters/api/push-api.ts). */
export interface PushServer {
  publicKey(signal?: AbortSignal): Promise<string>;
  save(subscription: PushSubscriptionJson, kinds?: PushKinds, signal?: AbortSignal): Promise<PushKinds>;
  remove(endpoint: string, signal?: AbortSignal): Promise<void>;
}

function toJson(subscription: PushSubscription): PushSubscriptionJson {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The browser's Push API behind the push-permission machine. The service worker is registered by
 * the installable-app code; without a registration this device counts as "no push" (the machine's
 * timeouts cover a browser that never answers).
 */
export function browserPushDeps(server: PushServer, nav: Navigator = navigator): PushPermissionDeps {
  const supported = () =>
    'serviceWorker' in nav && typeof PushManager !== 'undefined' && typeof Notification !== 'undefined';
  const existing = async () => (await nav.serviceWorker.getRegistration())?.pushManager.getSubscription() ?? null;

  return {
    async detect(signal): Promise<PushDetection> {
      if (!supported() || !(await nav.serviceWorker.getRegistration())) return { permission: 'unsupported' };
      const permission = Notification.permission;
      if (permission !== 'granted') return { permission };
      const subscription = await existing();
      // Re-posting refreshes the server's row (keys, session) and answers the stored switches.
      return { permission, kinds: subscription ? await server.save(toJson(subscription), undefined, signal) : null };
    },
    requestPermission: () => Notification.requestPermission(),
    async subscribe(kinds, signal) {
      const registration = await nav.serviceWorker.ready;
      const applicationServerKey = base64UrlToBytes(await server.publicKey(signal));
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
      return server.save(toJson(subscription), kinds, signal);
    },
    async saveKinds(kinds, signal) {
      const subscription = await existing();
      if (!subscription) throw new Error('This device has no push subscription any more');
      return server.save(toJson(subscription), kinds, signal);
    },
    async unsubscribe(signal) {
      const subscription = await existing();
      if (!subscription) return;
      try {
        await server.remove(subscription.endpoint, signal);
      } catch (error) {
        // 404: the server had already dropped it (a 410 from the push service, a new session).
        if ((error as { status?: number }).status !== 404) throw error;
      }
      await subscription.unsubscribe();
    },
  };
}
