import { setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import {
  APP_DEVICE,
  type CookieConsentContext,
  type CookieConsentEvent,
  type CookieConsentInput,
} from './cookie-consent.types';

export const cookieConsentMachine = setup({
  types: {
    context: {} as CookieConsentContext,
    events: {} as CookieConsentEvent,
    input: {} as CookieConsentInput,
  },
  actions: {
    persistConsent: notProvided('cookieConsent.persistConsent'),
    rememberAppDevice: notProvided('cookieConsent.rememberAppDevice'),
  },
  guards: {
    startsInApp: ({ context }) => context.input.deviceParam === APP_DEVICE,
    isAppDevice: ({ context }) => context.input.appDevice,
    hasConsent: ({ context }) => context.input.accepted,
    entersFromApp: ({ event }) => event.type === 'route.enter' && event.device === APP_DEVICE,
  },
}).createMachine({
  id: 'cookieConsent',
  context: ({ input }) => ({ input }),
  initial: 'checking',
  on: {
    'route.enter': { guard: 'entersFromApp', target: '.app', actions: 'rememberAppDevice' },
  },
  states: {
    checking: {
      always: [
        { guard: 'startsInApp', target: 'app', actions: 'rememberAppDevice' },
        { guard: 'isAppDevice', target: 'app' },
        { guard: 'hasConsent', target: 'accepted' },
        { target: 'pending' },
      ],
    },
    pending: {
      initial: 'visible',
      states: {
        visible: {
          tags: ['bannerVisible'],
          on: {
            'consent.accept': { target: '#cookieConsent.accepted', actions: 'persistConsent' },
            'consent.dismiss': { target: 'hidden' },
          },
        },
        /** Closed without accepting: back on the next page. */
        hidden: {
          on: {
            'route.enter': [
              { guard: 'entersFromApp', target: '#cookieConsent.app', actions: 'rememberAppDevice' },
              { target: 'visible' },
            ],
          },
        },
      },
    },
    accepted: {},
    /** Inside the mobile app the banner never shows. */
    app: {
      on: { 'route.enter': {} },
    },
  },
});
