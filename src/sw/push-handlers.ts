import { type SwLanguage, swTexts } from './sw-texts';

/**
 * What the service worker does with a push and with a click on its notification, as plain
 * functions over the few parts of the worker's global scope they use (`SwDeps`), so unit tests
 * run them with fakes (src/sw/push-handlers.test.ts). sw.ts wires them to the real `self`.
 *
 * Payloads (shared/API.md "Push"): `incomingCall {call_id, from: {id, name, pet_name},
 * expires_at}`, its follow-up `callEnded {call_id}`, and `friendRequest {from}`,
 * `friendRequestAccepted {from}`, `missedCall {call_id, from}`.
 */

export interface PushFrom {
  id: number;
  name: string;
  pet_name?: string;
}

export type PushPayload =
  | { type: 'incomingCall'; call_id: string; from: PushFrom; expires_at?: string }
  | { type: 'callEnded'; call_id: string }
  | { type: 'friendRequest'; from: PushFrom }
  | { type: 'friendRequestAccepted'; from: PushFrom }
  | { type: 'missedCall'; call_id: string; from: PushFrom };

/** A window of this origin (a `WindowClient`). */
export interface SwWindow {
  url: string;
  focused: boolean;
  visibilityState: string;
  postMessage(message: unknown): void;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

export interface SwNotification {
  tag: string;
  close(): void;
}

export interface SwNotificationOptions {
  body?: string;
  tag?: string;
  icon?: string;
  badge?: string;
  requireInteraction?: boolean;
  renotify?: boolean;
  actions?: { action: string; title: string }[];
  data?: NotificationData;
}

/** What a notification carries for its click. */
export interface NotificationData {
  /** The page a click opens (without the language prefix). */
  path: string;
  /** An incoming call's id: its Decline action declines it. */
  callId?: string;
}

export interface SwDeps {
  /** The windows of this origin, controlled or not. */
  windows(): Promise<SwWindow[]>;
  openWindow(url: string): Promise<unknown>;
  showNotification(title: string, options: SwNotificationOptions): Promise<void>;
  getNotifications(tag: string): Promise<SwNotification[]>;
  /** The interface language: the `language` cookie, else a window's `/ua` URL, else English. */
  language(): Promise<SwLanguage>;
  /** `POST /api/decline-call` as the signed-in user (sw-decline.ts); true when the server took it. */
  declineCall(callId: string): Promise<boolean>;
}

/** The message a visible window gets instead of a notification (it rings by itself already). */
export interface PushMessage {
  type: 'petchat.push';
  payload: PushPayload;
}

export const ANSWER_ACTION = 'answer';
export const DECLINE_ACTION = 'decline';
const ICON = '/icons/icon-192.png';

export const callTag = (callId: string): string => `call-${callId}`;

/** The payload if it is one this worker knows, else null (a malformed push is dropped). */
export function parsePush(data: unknown): PushPayload | null {
  if (!data || typeof data !== 'object') return null;
  const p = data as Record<string, unknown>;
  const hasFrom = typeof p.from === 'object' && p.from !== null && typeof (p.from as PushFrom).name === 'string';
  const hasCall = typeof p.call_id === 'string' || typeof p.call_id === 'number';
  const payload = hasCall ? { ...p, call_id: String(p.call_id) } : p;
  switch (p.type) {
    case 'incomingCall':
    case 'missedCall':
      return hasCall && hasFrom ? (payload as PushPayload) : null;
    case 'callEnded':
      return hasCall ? (payload as PushPayload) : null;
    case 'friendRequest':
    case 'friendRequestAccepted':
      return hasFrom ? (payload as PushPayload) : null;
    default:
      return null;
  }
}

/** The friend-call page that answers `callId` from `fromId` (features/friend-call/friend-call-search.ts). */
export function answerPath(fromId: number, callId: string): string {
  return `/friend-call?incomingCallFrom=${fromId}&callId=${encodeURIComponent(callId)}`;
}

const localized = (path: string, language: SwLanguage) => (language === 'ua' ? `/ua${path}` : path);

const isVisible = (w: SwWindow) => w.focused || w.visibilityState === 'visible';

export async function handlePush(data: unknown, deps: SwDeps): Promise<void> {
  const payload = parsePush(data);
  if (!payload) return;
  if (payload.type === 'callEnded') {
    for (const notification of await deps.getNotifications(callTag(payload.call_id))) notification.close();
    return;
  }
  // Nothing rings twice: a PetChat window the user is looking at already rings and toasts (its
  // realtime feed), so it only hears of the push.
  const visible = (await deps.windows()).filter(isVisible);
  if (visible.length > 0) {
    for (const w of visible) w.postMessage({ type: 'petchat.push', payload } satisfies PushMessage);
    return;
  }
  const texts = swTexts[await deps.language()];
  switch (payload.type) {
    case 'incomingCall':
      return deps.showNotification(texts.callTitle(payload.from), {
        body: texts.callBody(payload.from),
        tag: callTag(payload.call_id),
        icon: ICON,
        requireInteraction: true,
        renotify: true,
        actions: [
          { action: ANSWER_ACTION, title: texts.answer },
          { action: DECLINE_ACTION, title: texts.decline },
        ],
        data: { path: answerPath(payload.from.id, payload.call_id), callId: payload.call_id },
      });
    case 'missedCall':
      // The bell keeps missed calls; the home page shows the bell.
      return deps.showNotification(texts.missedCall(payload.from), {
        tag: `missed-${payload.call_id}`,
        icon: ICON,
        data: { path: '/' },
      });
    case 'friendRequest':
      // Requests are accepted in the bell, on any page.
      return deps.showNotification(texts.friendRequest(payload.from), {
        tag: `friend-request-${payload.from.id}`,
        icon: ICON,
        data: { path: '/' },
      });
    case 'friendRequestAccepted':
      return deps.showNotification(texts.friendRequestAccepted(payload.from), {
        tag: `friend-${payload.from.id}`,
        icon: ICON,
        data: { path: '/friends' },
      });
  }
}

/**
 * A click on a notification or one of its actions. Decline declines the call without opening a
 * page; anything else focuses a PetChat window and takes it to the notification's page, or opens
 * one there.
 */
export async function handleNotificationClick(
  click: { action: string; notification: { data?: NotificationData | null; close(): void } },
  deps: SwDeps,
): Promise<void> {
  const data = click.notification.data;
  click.notification.close();
  if (!data) return;
  if (click.action === DECLINE_ACTION && data.callId) {
    await deps.declineCall(data.callId);
    return;
  }
  const windows = await deps.windows();
  const path = localized(data.path, await deps.language());
  const target = windows.find(isVisible) ?? windows[0];
  if (target) {
    await target.focus();
    try {
      await target.navigate(path);
      return;
    } catch {
      // A window this worker does not control cannot be navigated: open a new one.
    }
  }
  await deps.openWindow(path);
}

/** The language of the `language` cookie's value, else of the first window under `/ua`. */
export function pickLanguage(cookie: string | null | undefined, windowUrls: string[]): SwLanguage {
  if (cookie === 'ua' || cookie === 'en') return cookie;
  return windowUrls.some((url) => new URL(url).pathname.match(/^\/ua(\/|$)/)) ? 'ua' : 'en';
}
