import type { PushKinds, PushPublicKey, PushSubscriptionSaved } from '../../../contract/push';
import { api } from './api';

/** A browser PushSubscription's JSON, as the server takes it. */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** API.md "Push" on the app's one HTTP client. */
export const pushApi = {
  publicKey: async (signal?: AbortSignal): Promise<string> =>
    (await api<PushPublicKey>('/push/public-key', { signal })).public_key,
  /** Saves (or refreshes) this device's subscription; `kinds` omitted keeps the stored switches. */
  save: async (subscription: PushSubscriptionJson, kinds?: PushKinds, signal?: AbortSignal): Promise<PushKinds> =>
    (
      await api<PushSubscriptionSaved>('/push/subscriptions', {
        method: 'POST',
        body: { ...subscription, kinds },
        signal,
      })
    ).kinds,
  remove: async (endpoint: string, signal?: AbortSignal): Promise<void> => {
    await api('/push/subscriptions', { method: 'DELETE', body: { endpoint }, signal });
  },
};
