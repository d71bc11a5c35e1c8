import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { appUpdateMachine } from '../app-update/app-update.machine';
import type { authRefreshMachine } from '../auth-refresh/auth-refresh.machine';
import type { breedPickerMachine } from '../breed-picker/breed-picker.machine';
import type { cookieConsentMachine } from '../cookie-consent/cookie-consent.machine';
import type { friendRequestsMachine } from '../friend-requests/friend-requests.machine';
import type { installPromptMachine } from '../install-prompt/install-prompt.machine';
import type { networkMachine } from '../network/network.machine';
import type { notificationsMachine } from '../notifications/notifications.machine';
import type { preferencesMachine } from '../preferences/preferences.machine';
import type { sessionMachine } from '../session/session.machine';
import type { toastsMachine } from '../toasts/toasts.machine';
import type { rootMachine } from './root.machine';
import { DEFERRED_CHILD_IDS } from './root.types';

export type RootActor = ActorRefFrom<typeof rootMachine>;
export type RootSnapshot = SnapshotFrom<typeof rootMachine>;

export interface RootChildren {
  toasts: ActorRefFrom<typeof toastsMachine>;
  preferences: ActorRefFrom<typeof preferencesMachine>;
  cookieConsent: ActorRefFrom<typeof cookieConsentMachine>;
  network: ActorRefFrom<typeof networkMachine>;
  session: ActorRefFrom<typeof sessionMachine>;
  appUpdate: ActorRefFrom<typeof appUpdateMachine>;
}

/** The ids of the long-lived children, each once (the type below checks none is missing). */
const CHILD_IDS = [
  'toasts',
  'preferences',
  'cookieConsent',
  'network',
  'session',
  'appUpdate',
] as const satisfies ReadonlyArray<keyof RootChildren>;
const allChildrenListed: Exclude<keyof RootChildren, (typeof CHILD_IDS)[number]> extends never ? true : never = true;
void allChildrenListed;

/** The long-lived children; they live as long as the root actor, so the refs never change. */
export function selectChildren(snapshot: RootSnapshot): RootChildren {
  const children: Partial<Record<keyof RootChildren, unknown>> = {};
  for (const id of CHILD_IDS) {
    const ref = snapshot.children[id];
    if (!ref) throw new Error('The root actor has not started its children yet');
    children[id] = ref;
  }
  return children as RootChildren;
}

/** The children views read while a verified user is signed in (the bell, the friends page, a call). */
export interface SignedInChildren {
  notifications: ActorRefFrom<typeof notificationsMachine>;
  friendRequests: ActorRefFrom<typeof friendRequestsMachine>;
}

/**
 * True once the signed-in children run (their code has loaded): the bell and the signed-in pages
 * wait for it.
 */
export const selectSignedInReady = (snapshot: RootSnapshot): boolean => snapshot.hasTag('signedInReady');

/** The children of these ids, or null while any of them is not running. */
function runningChildren<T>(snapshot: RootSnapshot, ids: ReadonlyArray<keyof T & string>): T | null {
  const children = snapshot.children as Record<string, unknown>;
  if (ids.some((id) => !children[id])) return null;
  return Object.fromEntries(ids.map((id) => [id, children[id]])) as T;
}

/** The signed-in children, or null while no verified user is signed in or their code still loads. */
export const selectSignedInChildren = (snapshot: RootSnapshot): SignedInChildren | null =>
  runningChildren<SignedInChildren>(snapshot, ['notifications', 'friendRequests']);

/** The children whose code loads after the first page (DEFERRED_CHILD_IDS in root.types.ts). */
export interface DeferredChildren {
  breedPicker: ActorRefFrom<typeof breedPickerMachine>;
  installPrompt: ActorRefFrom<typeof installPromptMachine>;
  authRefresh: ActorRefFrom<typeof authRefreshMachine>;
}

/** True once the deferred children run: the signed-in pages wait for it (src/routing/guards.ts). */
export const selectDeferredReady = (snapshot: RootSnapshot): boolean => snapshot.hasTag('deferredReady');

/** The deferred children, or null while their code has not loaded yet. */
export const selectDeferredChildren = (snapshot: RootSnapshot): DeferredChildren | null =>
  runningChildren<DeferredChildren>(snapshot, DEFERRED_CHILD_IDS);
