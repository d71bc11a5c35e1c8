import type { PushKind, PushKinds } from '../../contract/push';

/**
 * "Notifications on this device" (issue 26): whether this browser gets Web Push, and which kinds.
 *
 *   detecting ──▶ unsupported (no Push API, no service worker, or no answer in DETECT_TIMEOUT_MS)
 *       │──────▶ denied (the browser's setting; only the user can change it there)
 *       │──────▶ off ── push.enable (the user's click) ──▶ asking ──▶ subscribing ──▶ on
 *       └──────▶ on (this device is subscribed: its switches come from the server)
 *   on ── push.setKind ──▶ updating ──▶ on          on ── push.disable ──▶ unsubscribing ──▶ off
 *   asking ──▶ denied | off (the prompt was dismissed)
 *   subscribing, updating, unsubscribing ──▶ error (failed, or no service worker in SUBSCRIBE_TIMEOUT_MS)
 *   error ── push.retry ──▶ detecting
 *
 * Permission is asked only in `asking`, entered only by `push.enable`, which a view sends from the
 * user's click: never on load (browsers penalise pages that ask unprompted, and Safari refuses
 * without a gesture).
 */
export const PUSH_PERMISSION_SYSTEM_ID = 'pushPermission';

/** How long to wait for the browser to say whether push works here (a service worker is registered). */
export const DETECT_TIMEOUT_MS = 5_000;
/** How long subscribing may take: `serviceWorker.ready` never settles without a service worker. */
export const SUBSCRIBE_TIMEOUT_MS = 15_000;

export type PushPermissionEvent =
  | { type: 'push.enable' }
  | { type: 'push.disable' }
  | { type: 'push.setKind'; kind: PushKind; on: boolean }
  | { type: 'push.retry' };

/** What the browser says at start: `kinds` when this device already has a subscription on the server. */
export type PushDetection =
  | { permission: 'unsupported' | 'default' | 'denied' }
  | { permission: 'granted'; kinds: PushKinds | null };

export interface PushPermissionContext {
  kinds: PushKinds;
}

export interface PushPermissionDeps {
  /** Push API + a service worker registration + the permission; re-posts an existing subscription. */
  detect(signal: AbortSignal): Promise<PushDetection>;
  /** `Notification.requestPermission()`; called only from the user's click. */
  requestPermission(): Promise<NotificationPermission>;
  /** `pushManager.subscribe` with the server's key, then POST /push/subscriptions; the stored switches. */
  subscribe(kinds: PushKinds, signal: AbortSignal): Promise<PushKinds>;
  /** The device's switches (POST /push/subscriptions again with `kinds`). */
  saveKinds(kinds: PushKinds, signal: AbortSignal): Promise<PushKinds>;
  /** DELETE /push/subscriptions, then `subscription.unsubscribe()`. */
  unsubscribe(signal: AbortSignal): Promise<void>;
}
