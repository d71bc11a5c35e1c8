import { sendTo, setup } from 'xstate';
import { cookieConsentMachine } from '../cookie-consent/cookie-consent.machine';
import { networkMachine } from '../network/network.machine';
import { preferencesMachine } from '../preferences/preferences.machine';
import { sessionMachine } from '../session/session.machine';
import { toastsMachine } from '../toasts/toasts.machine';
import { type RootContext, type RootEvent, type RootInput, SYSTEM_IDS } from './root.types';

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
    },
  },
  actors: {
    toasts: toastsMachine,
    preferences: preferencesMachine,
    cookieConsent: cookieConsentMachine,
    network: networkMachine,
    session: sessionMachine,
  },
}).createMachine({
  id: 'root',
  context: ({ input }) => ({ input }),
  // Toasts first: the others may show a toast as soon as they start.
  invoke: [
    { id: 'toasts', systemId: SYSTEM_IDS.toasts, src: 'toasts' },
    { id: 'preferences', systemId: SYSTEM_IDS.preferences, src: 'preferences', input: ({ context }) => context.input.preferences },
    { id: 'cookieConsent', systemId: SYSTEM_IDS.cookieConsent, src: 'cookieConsent', input: ({ context }) => context.input.cookieConsent },
    { id: 'network', systemId: SYSTEM_IDS.network, src: 'network', input: ({ context }) => context.input.network },
    { id: 'session', systemId: SYSTEM_IDS.session, src: 'session', input: ({ context }) => context.input.session },
  ],
  on: {
    'toast.show': { actions: sendTo('toasts', ({ event }) => event) },
    'route.enter': { actions: sendTo('cookieConsent', ({ event }) => event) },
  },
});
