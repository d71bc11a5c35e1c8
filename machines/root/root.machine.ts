import {
  type ActorRefFrom,
  type AnyActorRef,
  enqueueActions,
  fromCallback,
  fromPromise,
  raise,
  type SnapshotFrom,
  sendTo,
  setup,
} from 'xstate';
import { appUpdateMachine } from '../app-update/app-update.machine';
import { cookieConsentMachine } from '../cookie-consent/cookie-consent.machine';
import { keepAliveMachine } from '../keep-alive/keep-alive.machine';
import { KEEP_ALIVE_SYSTEM_ID } from '../keep-alive/keep-alive.types';
import { networkMachine } from '../network/network.machine';
import type { PeerRequest } from '../peer/peer.types';
import { preferencesMachine } from '../preferences/preferences.machine';
import { sessionMachine } from '../session/session.machine';
import { notProvided } from '../shared/not-provided';
import { toastsMachine } from '../toasts/toasts.machine';
import {
  type AccountEvent,
  DEFERRED_CHILD_IDS,
  DEFERRED_RETRY_MS,
  type DeferredLogic,
  type LoadSignedInInput,
  type RootContext,
  type RootEvent,
  type RootInput,
  SIGNED_IN_CHILD_IDS,
  SIGNED_IN_RETRY_MS,
  type SignedInLogic,
  type SignInEvent,
  SYSTEM_IDS,
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
      keepAlive: 'keepAlive';
      appUpdate: 'appUpdate';
    },
  },
  actors: {
    toasts: toastsMachine,
    preferences: preferencesMachine,
    cookieConsent: cookieConsentMachine,
    network: networkMachine,
    session: sessionMachine,
    // The signed-in children's logic (realtime, peer, notifications, friendRequests): imported on
    // demand by the app (src/app/composition/root.ts), so a guest's first load carries none of it.
    loadSignedIn: fromPromise<SignedInLogic, LoadSignedInInput>(notProvided('root.loadSignedIn')),
    // The breed picker, the install entry and the token refresh (DEFERRED_CHILD_IDS): imported by
    // the app once a user signs in, so a guest's first load carries none of their code.
    loadDeferred: fromPromise<DeferredLogic>(notProvided('root.loadDeferred')),
    keepAlive: keepAliveMachine,
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
    /**
     * Spawns the loaded signed-in children under their system ids (realtime and the peer first:
     * the feed follows realtime), then has the feed load the user's requests and calls.
     */
    startSignedIn: enqueueActions(({ event, enqueue }) => {
      const logic = (event as { output?: SignedInLogic }).output;
      if (!logic) return;
      for (const id of SIGNED_IN_CHILD_IDS) enqueue.spawnChild(logic[id], { id, systemId: id } as never);
      enqueue.sendTo(({ system }) => system.get(SYSTEM_IDS.notifications), { type: 'notifications.signedIn' });
    }),
    /**
     * Spawns the loaded deferred children under their system ids, each with its part of the input:
     * the breed picker (it follows the session's user), the install entry, the token refresh.
     */
    startDeferred: enqueueActions(({ context, event, enqueue }) => {
      const logic = (event as { output?: DeferredLogic }).output;
      if (!logic) return;
      const inputs: Record<(typeof DEFERRED_CHILD_IDS)[number], unknown> = {
        breedPicker: context.input.breedPicker ?? { breedId: null },
        installPrompt: context.input.installPrompt ?? { iosSafari: false, standalone: false },
        authRefresh: undefined,
      };
      for (const id of DEFERRED_CHILD_IDS)
        enqueue.spawnChild(logic[id], { id, systemId: id, input: inputs[id] } as never);
    }),
    /** The peer gives its id up (its calls end) before the signed-in children stop with the state. */
    stopSignedIn: enqueueActions(({ enqueue, system }) => {
      const peer = system.get(SYSTEM_IDS.peer) as AnyActorRef | undefined;
      if (peer) enqueue.sendTo(peer, { type: 'peer.close' } satisfies PeerRequest);
      for (const id of [...SIGNED_IN_CHILD_IDS].reverse()) enqueue.stopChild(id);
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
    { id: 'watchSession', src: 'watchSession' },
    // The service worker with its updates (it registers once the page has loaded: its adapter).
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
    // The children no guest's page shows (DEFERRED_CHILD_IDS): their code loads once asked for (a
    // user signed in, or a signed-in page needs them), then they run as long as the root.
    deferred: {
      initial: 'waiting',
      states: {
        waiting: { on: { 'deferred.load': 'loading' } },
        loading: {
          invoke: {
            id: 'loadDeferred',
            src: 'loadDeferred',
            onDone: { target: 'ready', actions: 'startDeferred' },
            onError: 'retrying',
          },
        },
        retrying: { after: { [DEFERRED_RETRY_MS]: 'loading' } },
        ready: { tags: ['deferredReady'] },
      },
    },
    // Keep-alive (system id `keepAlive`, spec §7) while a user is signed in, verified or not: the
    // email-verification screen pings too. Both regions follow the session through watchSession.
    account: {
      initial: 'signedOut',
      states: {
        signedOut: { on: { 'account.signedIn': 'signedIn' } },
        signedIn: {
          // A signed-in user's pages and profile menu show the deferred children.
          entry: raise({ type: 'deferred.load' }),
          invoke: { id: 'keepAlive', systemId: KEEP_ALIVE_SYSTEM_ID, src: 'keepAlive' },
          on: { 'account.signedOut': 'signedOut' },
        },
      },
    },
    // While a verified user is signed in: realtime, the PeerJS peer, the bell's notifications and
    // friend requests (SIGNED_IN_CHILD_IDS). Their code and the signed-in texts load first
    // (`loadSignedIn`), so a guest never downloads them; a failed load is tried again.
    access: {
      initial: 'signedOut',
      states: {
        signedOut: { on: { 'signIn.verified': 'loading' } },
        loading: {
          invoke: {
            id: 'loadSignedIn',
            src: 'loadSignedIn',
            input: ({ self }) => ({ language: requestedLanguage(self.system.get(SYSTEM_IDS.preferences)) }),
            onDone: { target: 'signedIn', actions: 'startSignedIn' },
            onError: 'retrying',
          },
          on: { 'signIn.ended': 'signedOut' },
        },
        retrying: {
          after: { [SIGNED_IN_RETRY_MS]: 'loading' },
          on: { 'signIn.ended': 'signedOut' },
        },
        signedIn: {
          tags: ['signedInReady'],
          exit: 'stopSignedIn',
          on: { 'signIn.ended': 'signedOut' },
        },
      },
    },
  },
});

/** The language the preferences actor has active or is loading: the signed-in texts load in it. */
function requestedLanguage(preferences: AnyActorRef | undefined) {
  const snapshot = preferences?.getSnapshot() as SnapshotFrom<typeof preferencesMachine> | undefined;
  return snapshot?.context?.requested ?? 'en';
}
