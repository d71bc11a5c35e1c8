import { createActor, fromPromise, waitFor } from 'xstate';
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
import { type RootActor, selectDeferredChildren } from '../../../machines/root/root.selectors';
import type { DeferredLogic, LoadSignedInInput, RootInput, SignedInLogic } from '../../../machines/root/root.types';
import { createSessionImplementations } from '../../../machines/session/session.actors';
import { sessionMachine } from '../../../machines/session/session.machine';
import { ping } from '../../adapters/api/accounts-api';
import { type AccessTokenRenewer, setAccessTokenRenewer } from '../../adapters/api/api';
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
    // user signs in (or a request's token is refused: deferredTokenRenewer below).
    loadDeferred: fromPromise<DeferredLogic>(async () => (await import('./deferred')).deferredLogic),
  },
});

/** Creates and starts the one root actor of the page. */
export function startRootActor(input: RootInput): RootActor {
  const root = createActor(appRootMachine, {
    input: { ...input, installPrompt: input.installPrompt ?? readInstallEnvironment() },
  }).start();
  // Every request answered 401 waits for the auth-refresh actor's verdict (spec §4).
  setAccessTokenRenewer(deferredTokenRenewer(root));
  return root;
}

/** How long a refused request waits for the refresh's code before its 401 stands. */
const REFRESH_CODE_WAIT_MS = 15_000;

/**
 * The token renewal, whose auth-refresh actor is one of the deferred children: only a request sent
 * with an access token asks for it (api.ts), which a guest's never is, so /login's first load
 * carries none of its code. The first 401 asks for the deferred code (a returning user whose token
 * expired, before the session is known) and waits for it; later ones find it running.
 */
function deferredTokenRenewer(root: RootActor): AccessTokenRenewer {
  let renew: Promise<AccessTokenRenewer> | null = null;
  const connect = async (): Promise<AccessTokenRenewer> => {
    root.send({ type: 'deferred.load' });
    const ready = await waitFor(root, (snapshot) => selectDeferredChildren(snapshot) !== null, {
      timeout: REFRESH_CODE_WAIT_MS,
    });
    const children = selectDeferredChildren(ready);
    if (!children) throw new Error('The token refresh did not start');
    // From the deferred chunk that has just loaded: no file of its own.
    const { connectAuthRefresh } = await import('./deferred');
    return connectAuthRefresh(children.authRefresh, tokenStore);
  };
  return async (sentWith) => {
    renew ??= connect();
    // A failed wait (the code did not load) is tried again with the next 401.
    renew.catch(() => {
      renew = null;
    });
    return (await renew)(sentWith);
  };
}
