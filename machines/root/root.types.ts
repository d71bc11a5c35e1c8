import type { AnyActorLogic, AnyActorRef } from 'xstate';
import type { BreedPickerInput } from '../breed-picker/breed-picker.types';
import type { CookieConsentEvent, CookieConsentInput } from '../cookie-consent/cookie-consent.types';
import type { InstallPromptInput } from '../install-prompt/install-prompt.types';
import type { NetworkInput } from '../network/network.types';
import type { Language, PreferencesInput } from '../preferences/preferences.types';
import { SESSION_SYSTEM_ID, type SessionInput } from '../session/session.types';
import type { ToastsEvent } from '../toasts/toasts.types';

/**
 * The root actor: one per page, created in src/app/composition/root.ts. It holds the long-lived
 * actors as invoked children, each registered under a system id so any actor can reach it with
 * `system.get(id)`:
 *
 *   toasts · preferences · cookieConsent · network · session
 *   appUpdate (machines/app-update; registers the service worker once the page has loaded)
 *   breedPicker · installPrompt · authRefresh (DEFERRED_CHILD_IDS; spawned once `loadDeferred` has
 *   brought their code: when a user signs in, a signed-in page needs them, or a request sent with
 *   an access token is answered 401; a guest's page never loads it)
 *   keepAlive (machines/keep-alive; while a user is signed in, verified or not)
 *   realtime · peer · notifications · friendRequests (SIGNED_IN_CHILD_IDS; only while a verified
 *   user is signed in, spawned once `loadSignedIn` has brought their code, so guests never load it)
 *
 * A capability that needs a long-lived actor (realtime, notifications, keep-alive) adds it to
 * `setup({ actors })` and to the `invoke` list in root.machine.ts with its own `systemId`, and its
 * input to `RootInput`. Screen-scoped actors (login, forms, chat, call, recording) join the same
 * system while their screen is shown: `screen.open` spawns them, `screen.close` stops them
 * (src/app/use-screen.ts).
 */
export interface RootInput {
  preferences: PreferencesInput;
  cookieConsent: CookieConsentInput;
  network: NetworkInput;
  session: SessionInput;
  /** The breed chosen before (cookie `breed_id`); none by default. */
  breedPicker?: BreedPickerInput;
  /** The browser, for the install entry; none: an ordinary browser tab. */
  installPrompt?: InstallPromptInput;
}

export interface RootContext {
  input: RootInput;
}

/** The session became signed in and verified, or stopped being so (root.machine's watcher). */
export type SignInEvent = { type: 'signIn.verified' } | { type: 'signIn.ended' };

/** A user signed in, verified or not (the session is `authenticated`), or no longer (root.machine's watcher). */
export type AccountEvent = { type: 'account.signedIn' } | { type: 'account.signedOut' };

/**
 * A screen's actor joins the root's system while the screen is shown (`src/app/use-screen.ts`):
 * spawned under `systemId` (replacing an older actor of the same id), stopped on close. So every
 * screen machine reaches `session`, `toasts`, `realtime`, `peer`… with `system.get(id)`.
 */
export type ScreenEvent =
  | { type: 'screen.open'; systemId: string; logic: AnyActorLogic; input?: unknown }
  | { type: 'screen.close'; ref: AnyActorRef };

/**
 * Asks for the deferred children (DEFERRED_CHILD_IDS) now: raised when a user signs in, and sent by
 * the signed-in pages' guard (src/routing/guards.ts), which need the breed picker, and by the
 * HTTP client's token renewal, which needs the auth-refresh actor.
 */
export type DeferredEvent = { type: 'deferred.load' };

/** Events the root forwards to a child, so views need only the root actor; and its own. */
export type RootEvent =
  | Extract<ToastsEvent, { type: 'toast.show' }>
  | Extract<CookieConsentEvent, { type: 'route.enter' }>
  | SignInEvent
  | AccountEvent
  | ScreenEvent
  | DeferredEvent;

export const SYSTEM_IDS = {
  toasts: 'toasts',
  preferences: 'preferences',
  cookieConsent: 'cookieConsent',
  network: 'network',
  // The session machine's own id: every chunk that names it then imports it from the entry, not
  // from a two-line file of its own on /login (issue 30).
  session: SESSION_SYSTEM_ID,
  authRefresh: 'authRefresh',
  notifications: 'notifications',
  friendRequests: 'friendRequests',
  breedPicker: 'breedPicker',
  installPrompt: 'installPrompt',
  appUpdate: 'appUpdate',
  realtime: 'realtime',
  peer: 'peer',
} as const;

/**
 * The children that live while a verified user is signed in, in the order they start (the feed of
 * `notifications` follows `realtime`). Each is spawned under its id as system id.
 */
export const SIGNED_IN_CHILD_IDS = [
  SYSTEM_IDS.realtime,
  SYSTEM_IDS.peer,
  SYSTEM_IDS.notifications,
  SYSTEM_IDS.friendRequests,
] as const;
export type SignedInChildId = (typeof SIGNED_IN_CHILD_IDS)[number];

/** The signed-in children's actor logic, with its effects provided, as `loadSignedIn` returns it. */
export type SignedInLogic = Record<SignedInChildId, AnyActorLogic>;

/** What `loadSignedIn` gets: the language whose signed-in texts it loads with the code. */
export interface LoadSignedInInput {
  language: Language;
}

/** After a failed `loadSignedIn` (offline, a deploy replaced the chunks), the next try. */
export const SIGNED_IN_RETRY_MS = 3000;

/**
 * The children no guest's page uses (the breed picker, the profile menu's install entry, the
 * access token's refresh), in the order they start. Their code loads once a user signs in
 * (`loadDeferred`), so it stays out of a guest's first load; each is spawned under its id as
 * system id and runs as long as the root. A guest has no access token to refresh: the first 401
 * of a request sent with one asks for them too (src/app/composition/root.ts), before the session
 * is known to be signed in.
 */
export const DEFERRED_CHILD_IDS = [SYSTEM_IDS.breedPicker, SYSTEM_IDS.installPrompt, SYSTEM_IDS.authRefresh] as const;
export type DeferredChildId = (typeof DEFERRED_CHILD_IDS)[number];

/** The deferred children's actor logic, with its effects provided, as `loadDeferred` returns it. */
export type DeferredLogic = Record<DeferredChildId, AnyActorLogic>;

/** After a failed `loadDeferred` (offline, a deploy replaced the chunks), the next try. */
export const DEFERRED_RETRY_MS = 3000;
