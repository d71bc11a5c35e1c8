import { createActor, fromPromise } from 'xstate';
import { createAppUpdateImplementations } from '../../../machines/app-update/app-update.actors';
import { appUpdateMachine } from '../../../machines/app-update/app-update.machine';
import { createCookieConsentImplementations } from '../../../machines/cookie-consent/cookie-consent.actors';
import { cookieConsentMachine } from '../../../machines/cookie-consent/cookie-consent.machine';
import { APP_DEVICE } from '../../../machines/cookie-consent/cookie-consent.types';
import { createKeepAliveImplementations } from '../../../machines/keep-alive/keep-alive.actors';
import { keepAliveMachine } from '../../../machines/keep-alive/keep-alive.machine';
import { createNetworkImplementations } from '../../../machines/network/network.actors';
import { networkMachine } from '../../../machines/network/network.machine';
import { createPreferencesImplementations } from '../../../machines/preferences/preferences.actors';
import { preferencesMachine } from '../../../machines/preferences/preferences.machine';
import { rootMachine } from '../../../machines/root/root.machine';
import type { RootActor } from '../../../machines/root/root.selectors';
import type { DeferredLogic, LoadSignedInInput, RootInput, SignedInLogic } from '../../../machines/root/root.types';
import { createSessionImplementations } from '../../../machines/session/session.actors';
import { sessionMachine } from '../../../machines/session/session.machine';
import { ping } from '../../adapters/api/accounts-api';
import { setAccessTokenRenewer } from '../../adapters/api/api';
import { fetchMe, revokeSession } from '../../adapters/api/session-api';
import { writeCookie } from '../../adapters/cookies';
import { applyThemeClass } from '../../adapters/document-theme';
import { readInstallEnvironment } from '../../adapters/install-environment';
import { subscribeNetwork } from '../../adapters/network-events';
import { browserServiceWorker } from '../../adapters/service-worker';
import { tokenStore } from '../../adapters/token-store';
import { COOKIES } from '../../config';
import { activateCatalog } from '../../i18n/i18n';
import { signedInMessages } from '../../i18n/signed-in-messages';
import { deferredTokenRenewer } from './token-renewal';

/** The root machine with the browser's effects plugged in. */
export const appRootMachine = rootMachine.provide({
  actors: {
    preferences: preferencesMachine.provide(
      createPreferencesImplementations({
        // With the signed-in texts once a verified user has signed in (src/i18n/signed-in-messages.ts).
        loadCatalog: signedInMessages.loadCatalog,
        activateCatalog: (language, messages) => activateCatalog(language, messages),
        applyTheme: (theme) => applyThemeClass(theme),
        persistTheme: (theme) => writeCookie(COOKIES.theme.name, theme, COOKIES.theme.maxAgeSeconds),
        persistLanguage: (language) => writeCookie(COOKIES.language.name, language, COOKIES.language.maxAgeSeconds),
      }),
    ),
    cookieConsent: cookieConsentMachine.provide(
      createCookieConsentImplementations({
        persistConsent: () => writeCookie(COOKIES.cookieConsent.name, 'true', COOKIES.cookieConsent.maxAgeSeconds),
        rememberAppDevice: () => writeCookie(COOKIES.device.name, APP_DEVICE, COOKIES.device.maxAgeSeconds),
      }),
    ),
    network: networkMachine.provide(createNetworkImplementations({ subscribe: subscribeNetwork })),
    session: sessionMachine.provide(
      createSessionImplementations({
        fetchMe,
        revokeSession,
        storeToken: (token) => tokenStore.set(token),
        clearToken: () => tokenStore.clear(),
      }),
    ),
    // Realtime, the peer, the bell and friend requests, and the signed-in texts: they load once a
    // verified user is signed in (their own chunks), never on a guest's first load.
    loadSignedIn: fromPromise<SignedInLogic, LoadSignedInInput>(async ({ input }) => {
      const [module] = await Promise.all([import('./signed-in'), signedInMessages.load(input.language)]);
      return module.signedInLogic;
    }),
    keepAlive: keepAliveMachine.provide(createKeepAliveImplementations({ ping })),
    appUpdate: appUpdateMachine.provide(createAppUpdateImplementations(browserServiceWorker())),
    // The breed picker, the install entry and the token refresh: their own chunk, asked for once a
    // user signs in (or a request's token is refused: token-renewal.ts).
    loadDeferred: fromPromise<DeferredLogic>(async () => (await import('./deferred')).deferredLogic),
  },
});

/** Creates and starts the one root actor of the page. */
export function startRootActor(input: RootInput): RootActor {
  const root = createActor(appRootMachine, {
    input: { ...input, installPrompt: input.installPrompt ?? readInstallEnvironment() },
  }).start();
  // Every request answered 401 waits for the auth-refresh actor's verdict (spec §4).
  // Its actor is a deferred child: the first 401 of a request sent with a token loads it, and the
  // link to it comes from the deferred chunk just loaded (no file of its own).
  setAccessTokenRenewer(
    deferredTokenRenewer(root, async (actor) => (await import('./deferred')).connectAuthRefresh(actor, tokenStore)),
  );
  return root;
}
