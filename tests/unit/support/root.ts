import { type AnyActorLogic, createActor, fromCallback, fromPromise } from 'xstate';
import type { RealtimeAuth } from '../../../contract/realtime';
import { appUpdateMachine } from '../../../machines/app-update/app-update.machine';
import { authRefreshMachine } from '../../../machines/auth-refresh/auth-refresh.machine';
import { breedPickerMachine } from '../../../machines/breed-picker/breed-picker.machine';
import { createCookieConsentImplementations } from '../../../machines/cookie-consent/cookie-consent.actors';
import { cookieConsentMachine } from '../../../machines/cookie-consent/cookie-consent.machine';
import { friendRequestsMachine } from '../../../machines/friend-requests/friend-requests.machine';
import { installPromptMachine } from '../../../machines/install-prompt/install-prompt.machine';
import { createKeepAliveImplementations } from '../../../machines/keep-alive/keep-alive.actors';
import { keepAliveMachine } from '../../../machines/keep-alive/keep-alive.machine';
import { createNetworkImplementations } from '../../../machines/network/network.actors';
import { networkMachine } from '../../../machines/network/network.machine';
import type { NetworkSignal } from '../../../machines/network/network.types';
import { notificationsMachine } from '../../../machines/notifications/notifications.machine';
import { peerMachine } from '../../../machines/peer/peer.machine';
import { createPreferencesImplementations } from '../../../machines/preferences/preferences.actors';
import { preferencesMachine } from '../../../machines/preferences/preferences.machine';
import type { Language, Theme } from '../../../machines/preferences/preferences.types';
import { realtimeMachine } from '../../../machines/realtime/realtime.machine';
import { rootMachine } from '../../../machines/root/root.machine';
import type { RootActor } from '../../../machines/root/root.selectors';
import {
  DEFERRED_CHILD_IDS,
  type DeferredLogic,
  type LoadSignedInInput,
  type RootInput,
  SIGNED_IN_CHILD_IDS,
  type SignedInLogic,
} from '../../../machines/root/root.types';
import { createSessionImplementations } from '../../../machines/session/session.actors';
import { sessionMachine } from '../../../machines/session/session.machine';
import type { MeResponse, SessionUser } from '../../../machines/session/session.types';
import { loadCatalog, loadGuestCatalog, loadSignedInCatalog } from '../../../src/adapters/catalog-loader';
import { applyThemeClass } from '../../../src/adapters/document-theme';
import { activateCatalog } from '../../../src/i18n/i18n';

/** What the fake effects of a test root actor recorded, and handles to drive them. */
export interface TestRoot {
  actor: RootActor;
  /** Cookies the app wrote (name → value). */
  cookies: Map<string, string>;
  /** The stored access token. */
  token: () => string | null;
  /** Settles the pending GET /api/me. */
  answerMe: (result: MeResponse | Error) => void;
  /** Fires the browser's online/offline event. */
  setOnline: (online: boolean) => void;
  revoked: string[];
  /** How many keep-alive pings (PUT /api/ping) were sent. */
  pings: () => number;
}

export function testUser(fields: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    name: 'Olena',
    phone: '+380501234567',
    email: 'olena@example.com',
    email_verified: true,
    is_subscribed: false,
    image: null,
    pet_name: 'Kesha',
    pet_gender: 'boy',
    pet_breed: null,
    breed: null,
    friends: [],
    birth_date: '1990-05-14',
    is_adult: true,
    is_moderator: false,
    under_review: false,
    trial_ends_at: null,
    subscription_ends_at: null,
    ...fields,
  };
}

const pick = (actors: Record<string, AnyActorLogic> = {}, ids: readonly string[]) =>
  Object.fromEntries(Object.entries(actors).filter(([id]) => ids.includes(id)));
const omit = (actors: Record<string, AnyActorLogic> = {}, ids: readonly string[]) =>
  Object.fromEntries(Object.entries(actors).filter(([id]) => !ids.includes(id)));

/**
 * A started root actor with the real catalogs, Lingui and theme class, and fakes for
 * everything that leaves the page (cookies, storage, network events, the API). Reusable by
 * any screen test that renders inside the app.
 */
export function startTestRoot(
  opts: {
    token?: string | null;
    language?: Language;
    theme?: Theme;
    online?: boolean;
    consent?: boolean;
    /**
     * Children to replace (by the root's actor name), e.g. `notifications` with fake effects; the
     * signed-in ones (realtime, peer, notifications, friendRequests) are what `loadSignedIn` gives.
     */
    actors?: Record<string, AnyActorLogic>;
  } = {},
): TestRoot {
  const cookies = new Map<string, string>();
  let token = opts.token ?? null;
  let settleMe: ((result: MeResponse | Error) => void) | null = null;
  let emitNetwork: ((signal: NetworkSignal) => void) | null = null;
  const revoked: string[] = [];
  let pings = 0;
  const machine = rootMachine.provide({
    actors: {
      preferences: preferencesMachine.provide(
        createPreferencesImplementations({
          // Every page's catalogs at once: screens of any kind render in these tests.
          loadCatalog: async (language, signal) => ({
            ...(await loadSignedInCatalog(language, signal)),
            ...(await loadGuestCatalog(language, signal)),
            ...(await loadCatalog(language, signal)),
          }),
          activateCatalog: (language, messages) => activateCatalog(language, messages),
          applyTheme: (theme) => applyThemeClass(theme),
          persistTheme: (theme) => cookies.set('theme', theme),
          persistLanguage: (language) => cookies.set('language', language),
        }),
      ),
      cookieConsent: cookieConsentMachine.provide(
        createCookieConsentImplementations({
          persistConsent: () => cookies.set('cookieConsent', 'true'),
          rememberAppDevice: () => cookies.set('device', 'app'),
        }),
      ),
      network: networkMachine.provide(
        createNetworkImplementations({
          subscribe: (onChange) => {
            emitNetwork = onChange;
            return () => {
              emitNetwork = null;
            };
          },
        }),
      ),
      // No service worker in jsdom.
      appUpdate: appUpdateMachine.provide({ actors: { serviceWorker: fromCallback(() => () => {}) } }),
      // The deferred children (loaded on sign-in in the app): the ones a test gives, else the
      // machines as they are, with no browser install signals in jsdom.
      loadDeferred: fromPromise<DeferredLogic>(async () => ({
        breedPicker: breedPickerMachine,
        installPrompt: installPromptMachine.provide({ actors: { installSignals: fromCallback(() => () => {}) } }),
        authRefresh: authRefreshMachine,
        ...pick(opts.actors, DEFERRED_CHILD_IDS),
      })),
      // The signed-in children (loaded on sign-in in the app): the ones a test gives, else the
      // machines as they are, with a realtime actor that stays authorising (no socket in jsdom).
      loadSignedIn: fromPromise<SignedInLogic, LoadSignedInInput>(async () => ({
        realtime: realtimeMachine.provide({
          actors: { authorize: fromPromise<RealtimeAuth>(() => new Promise(() => {})) },
        }),
        peer: peerMachine,
        notifications: notificationsMachine,
        friendRequests: friendRequestsMachine,
        ...pick(opts.actors, SIGNED_IN_CHILD_IDS),
      })),
      keepAlive: keepAliveMachine.provide(
        createKeepAliveImplementations({
          ping: async () => {
            pings++;
          },
        }),
      ),
      session: sessionMachine.provide(
        createSessionImplementations({
          fetchMe: () =>
            new Promise<MeResponse>((resolve, reject) => {
              settleMe = (result) => (result instanceof Error ? reject(result) : resolve(result));
            }),
          revokeSession: async (t) => {
            revoked.push(t);
          },
          storeToken: (t) => {
            token = t;
          },
          clearToken: () => {
            token = null;
          },
        }),
      ),
      ...omit(opts.actors, [...SIGNED_IN_CHILD_IDS, ...DEFERRED_CHILD_IDS]),
    },
  });
  const input: RootInput = {
    preferences: { theme: opts.theme ?? 'dark', language: opts.language ?? 'en' },
    cookieConsent: { accepted: opts.consent ?? false, appDevice: false, deviceParam: null },
    network: { online: opts.online ?? true },
    session: { token },
  };
  const actor = createActor(machine, { input }).start();
  // Screens of any kind render in these tests, guests' too: the deferred children run from the start.
  actor.send({ type: 'deferred.load' });
  return {
    actor,
    cookies,
    token: () => token,
    revoked,
    pings: () => pings,
    answerMe: (result) => {
      if (!settleMe) throw new Error('GET /api/me was not requested');
      settleMe(result);
    },
    setOnline: (online) => {
      if (!emitNetwork) throw new Error('the network actor is not listening');
      emitNetwork(online ? 'online' : 'offline');
    },
  };
}
