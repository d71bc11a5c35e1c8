import { type ActorRefFrom, type AnyActorRef, enqueueActions, fromCallback, sendTo, setup } from 'xstate';
import { authRefreshMachine } from '../auth-refresh/auth-refresh.machine';
import { breedPickerMachine } from '../breed-picker/breed-picker.machine';
import { cookieConsentMachine } from '../cookie-consent/cookie-consent.machine';
import { networkMachine } from '../network/network.machine';
import { notificationsMachine } from '../notifications/notifications.machine';
import { preferencesMachine } from '../preferences/preferences.machine';
import { realtimeMachine } from '../realtime/realtime.machine';
import { REALTIME_SYSTEM_ID } from '../realtime/realtime.types';
import { sessionMachine } from '../session/session.machine';
import { toastsMachine } from '../toasts/toasts.machine';
import { type RootContext, type RootEvent, type RootInput, SYSTEM_IDS, type SignInEvent } from './root.types';

/** Tells the root when the user becomes signed in and verified, and when that ends. */
const watchSession = fromCallback<SignInEvent>(({ system, sendBack }) => {
  const session = system.get(SYSTEM_IDS.session) as ActorRefFrom<typeof sessionMachine>;
  let verified = false;
  const check = (snapshot: ReturnType<typeof session.getSnapshot>) => {
    const now = snapshot.matches({ authenticated: 'verified' });
    if (now === verified) return;
    verified = now;
    sendBack({ type: now ? 'signIn.verified' : 'signIn.ended' });
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
      realtime: 'realtime';
      breedPicker: 'breedPicker';
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
    realtime: realtimeMachine,
    breedPicker: breedPickerMachine,
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
    { id: 'watchSession', src: 'watchSession' },
    // After the session: it follows the session's user (subscribed or not).
    {
      id: 'breedPicker',
      systemId: SYSTEM_IDS.breedPicker,
      src: 'breedPicker',
      input: ({ context }) => context.input.breedPicker ?? { breedId: null },
    },
  ],
  on: {
    'toast.show': { actions: sendTo('toasts', ({ event }) => event) },
    'route.enter': { actions: sendTo('cookieConsent', ({ event }) => event) },
    'screen.open': { actions: 'openScreen' },
    'screen.close': { actions: 'closeScreen' },
  },
  // The realtime connection (system id `realtime`) lives while a verified user is signed in.
  initial: 'signedOut',
  states: {
    signedOut: { on: { 'signIn.verified': 'signedIn' } },
    signedIn: {
      invoke: { id: 'realtime', systemId: REALTIME_SYSTEM_ID, src: 'realtime' },
      // The notifications were the signed-out user's.
      on: {
        'signIn.ended': { target: 'signedOut', actions: sendTo('notifications', { type: 'notifications.clear' }) },
      },
    },
  },
});
