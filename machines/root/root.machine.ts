import { type ActorRefFrom, type AnyActorRef, enqueueActions, fromCallback, sendTo, setup } from 'xstate';
import { appUpdateMachine } from '../app-update/app-update.machine';
import { authRefreshMachine } from '../auth-refresh/auth-refresh.machine';
import { breedPickerMachine } from '../breed-picker/breed-picker.machine';
import { friendRequestsMachine } from '../friend-requests/friend-requests.machine';
import { cookieConsentMachine } from '../cookie-consent/cookie-consent.machine';
import { installPromptMachine } from '../install-prompt/install-prompt.machine';
import { keepAliveMachine } from '../keep-alive/keep-alive.machine';
import { KEEP_ALIVE_SYSTEM_ID } from '../keep-alive/keep-alive.types';
import { networkMachine } from '../network/network.machine';
import { notificationsMachine } from '../notifications/notifications.machine';
import { peerMachine } from '../peer/peer.machine';
import { PEER_SYSTEM_ID, type PeerRequest } from '../peer/peer.types';
import { preferencesMachine } from '../preferences/preferences.machine';
import { realtimeMachine } from '../realtime/realtime.machine';
import { REALTIME_SYSTEM_ID } from '../realtime/realtime.types';
import { sessionMachine } from '../session/session.machine';
import { toastsMachine } from '../toasts/toasts.machine';
import {
  type AccountEvent,
  type RootContext,
  type RootEvent,
  type RootInput,
  SYSTEM_IDS,
  type SignInEvent,
} from './root.types';

/**
 * Tells the root when a user signs in, verified or not (the session is `authenticated`:
 * `account.*`), and when a signed-in user is verified (`signIn.verified`); and when either ends.
 */
const watchSession = fromCallback<SignInEvent | AccountEvent>(({ system, sendBack }) => {
  const session = system.get(SYSTEM_IDS.session) as ActorRefFrom<typeof sessionMachine>;
  let signedIn = false;
  let verified = false;
  const check = (snapshot: ReturnType<typeof session.getSnapshot>) => {
    const nowSignedIn = snapshot.matches('authenticated');
    const nowVerified = snapshot.matches({ authenticated: 'verified' });
    if (nowSignedIn !== signedIn) {
      signedIn = nowSignedIn;
      sendBack({ type: nowSignedIn ? 'account.signedIn' : 'account.signedOut' });
    }
    if (nowVerified !== verified) {
      verified = nowVerified;
      sendBack({ type: nowVerified ? 'signIn.verified' : 'signIn.ended' });
    }
  };
  check(session.getSnapshot());
  const subscription = session.subscribe(check);
  return () => subscription.unsubscribe();
});

export const rootMachine = setup({
  types: {
    context: {} as RootContext,
    events: {} as RootEvent,
    input: {} as RootInput,
    children: {} as {
      toasts: 'toasts';
      preferences: 'preferences';
      cookieConsent: 'cookieConsent';
      network: 'network';
      session: 'session';
      authRefresh: 'authRefresh';
      notifications: 'notifications';
      friendRequests: 'friendRequests';
      realtime: 'realtime';
      peer: 'peer';
      keepAlive: 'keepAlive';
      breedPicker: 'breedPicker';
      installPrompt: 'installPrompt';
      appUpdate: 'appUpdate';
    },
  },
  actors: {
    toasts: toastsMachine,
    preferences: preferencesMachine,
    cookieConsent: cookieConsentMachine,
    network: networkMachine,
    session: sessionMachine,
    authRefresh: authRefreshMachine,
    notifications: notificationsMachine,
    friendRequests: friendRequestsMachine,
    realtime: realtimeMachine,
    peer: peerMachine,
    breedPicker: breedPickerMachine,
    keepAlive: keepAliveMachine,
    installPrompt: installPromptMachine,
    appUpdate: appUpdateMachine,
    watchSession,
  },
  actions: {
    /** Spawns a screen's actor into the system; an older one under the same system id stops first. */
    openScreen: enqueueActions(({ event, system, self, enqueue }) => {
      if (event.type !== 'screen.open') return;
      const older = system.get(event.systemId) as AnyActorRef | undefined;
      if (older && older._parent === self) enqueue.stopChild(older);
      // The id keys the root's children; without it every screen would share the key 'undefined'
      // (one would replace the other there, and root.stop() would miss all but the last).
      enqueue.spawnChild(event.logic, { id: event.systemId, systemId: event.systemId, input: event.input } as never);
    }),
    /** Stops a screen's actor, if it is still one of the root's children. */
    closeScreen: enqueueActions(({ event, self, enqueue }) => {
      if (event.type !== 'screen.close' || event.ref._parent !== self) return;
      enqueue.stopChild(event.ref);
    }),
  },
}).createMachine({
  id: 'root',
  context: ({ input }) => ({ input }),
  // Toasts first: the others may show a toast as soon as they start.
  invoke: [
    { id: 'toasts', systemId: SYSTEM_IDS.toasts, src: 'toasts' },
    {
      id: 'preferences',
      systemId: SYSTEM_IDS.preferences,
      src: 'preferences',
      input: ({ context }) => context.input.preferences,
    },
    {
      id: 'cookieConsent',
      systemId: SYSTEM_IDS.cookieConsent,
      src: 'cookieConsent',
      input: ({ context }) => context.input.cookieConsent,
    },
    { id: 'network', systemId: SYSTEM_IDS.network, src: 'network', input: ({ context }) => context.input.network },
    { id: 'session', systemId: SYSTEM_IDS.session, src: 'session', input: ({ context }) => context.input.session },
    { id: 'authRefresh', systemId: SYSTEM_IDS.authRefresh, src: 'authRefresh' },
    { id: 'notifications', systemId: SYSTEM_IDS.notifications, src: 'notifications' },
    { id: 'friendRequests', systemId: SYSTEM_IDS.friendRequests, src: 'friendRequests' },
    { id: 'watchSession', src: 'watchSession' },
    // After the session: it follows the session's user (subscribed or not).
    {
      id: 'breedPicker',
      systemId: SYSTEM_IDS.breedPicker,
      src: 'breedPicker',
      input: ({ context }) => context.input.breedPicker ?? { breedId: null },
    },
    // The installable app: the profile menu's install entry, and the service worker with its updates.
    {
      id: 'installPrompt',
      systemId: SYSTEM_IDS.installPrompt,
      src: 'installPrompt',
      input: ({ context }) => context.input.installPrompt ?? { iosSafari: false, standalone: false },
    },
    { id: 'appUpdate', systemId: SYSTEM_IDS.appUpdate, src: 'appUpdate' },
  ],
  on: {
    'toast.show': { actions: sendTo('toasts', ({ event }) => event) },
    'route.enter': { actions: sendTo('cookieConsent', ({ event }) => event) },
    'screen.open': { actions: 'openScreen' },
    'screen.close': { actions: 'closeScreen' },
  },
  type: 'parallel',
  states: {
    // Keep-alive (system id `keepAlive`, spec §7) while a user is signed in, verified or not: the
    // email-verification screen pings too. Both regions follow the session through watchSession.
    account: {
      initial: 'signedOut',
      states: {
        signedOut: { on: { 'account.signedIn': 'signedIn' } },
        signedIn: {
          invoke: { id: 'keepAlive', systemId: KEEP_ALIVE_SYSTEM_ID, src: 'keepAlive' },
          on: { 'account.signedOut': 'signedOut' },
        },
      },
    },
    // The realtime connection (system id `realtime`) and the PeerJS peer (system id `peer`) live
    // while a verified user is signed in.
    access: {
      initial: 'signedOut',
      states: {
        signedOut: {
          on: {
            // The feed loads the user's requests and follows their realtime events.
            'signIn.verified': {
              target: 'signedIn',
              actions: sendTo('notifications', { type: 'notifications.signedIn' }),
            },
          },
        },
        signedIn: {
          invoke: [
            { id: 'realtime', systemId: REALTIME_SYSTEM_ID, src: 'realtime' },
            { id: 'peer', systemId: PEER_SYSTEM_ID, src: 'peer' },
          ],
          // The peer closes (its id is given up, its calls end) before it is stopped with the state.
          exit: sendTo('peer', { type: 'peer.close' } satisfies PeerRequest),
          // The notifications were the signed-out user's.
          on: {
            'signIn.ended': {
              target: 'signedOut',
              actions: sendTo('notifications', { type: 'notifications.clear' }),
            },
          },
        },
      },
    },
  },
});
