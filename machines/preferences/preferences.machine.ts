import type { Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, fromPromise, not, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import { showToast } from '../toasts/toasts.actions';
import {
  CATALOG_RETRY,
  catalogRetryDelay,
  type Language,
  type PreferencesContext,
  type PreferencesEvent,
  type PreferencesInput,
  type Theme,
} from './preferences.types';

export const preferencesMachine = setup({
  types: {
    context: {} as PreferencesContext,
    events: {} as PreferencesEvent,
    input: {} as PreferencesInput,
  },
  actors: {
    loadCatalog: fromPromise<Messages, { language: Language }>(notProvided('preferences.loadCatalog')),
  },
  actions: {
    applyTheme: (_args, _params: { theme: Theme }) => notProvided('preferences.applyTheme')(),
    persistTheme: (_args, _params: { theme: Theme }) => notProvided('preferences.persistTheme')(),
    activateCatalog: (_args, _params: { language: Language; messages: Messages }) =>
      notProvided('preferences.activateCatalog')(),
    persistLanguage: (_args, _params: { language: Language }) => notProvided('preferences.persistLanguage')(),
    notifyLanguageFailed: showToast('error', msg`The language could not be loaded. Please try again later.`),
  },
  guards: {
    canRetry: ({ context }) => context.attempt < CATALOG_RETRY.maxAttempts,
    hasActiveLanguage: ({ context }) => context.language !== null,
    isActiveLanguage: ({ context, event }) => event.type === 'language.change' && event.language === context.language,
    isRequestedLanguage: ({ context, event }) =>
      event.type === 'language.change' && event.language === context.requested,
  },
  delays: {
    catalogRetry: ({ context }) => catalogRetryDelay(context.attempt),
  },
}).createMachine({
  id: 'preferences',
  context: ({ input }) => ({ theme: input.theme, language: null, requested: input.language, attempt: 1 }),
  entry: { type: 'applyTheme', params: ({ context }) => ({ theme: context.theme }) },
  on: {
    'theme.toggle': {
      actions: [
        assign({ theme: ({ context }) => (context.theme === 'dark' ? 'light' : 'dark') }),
        { type: 'applyTheme', params: ({ context }) => ({ theme: context.theme }) },
        { type: 'persistTheme', params: ({ context }) => ({ theme: context.theme }) },
      ],
    },
  },
  initial: 'loadingLanguage',
  states: {
    loadingLanguage: {
      tags: ['loadingLanguage'],
      initial: 'fetching',
      on: {
        'language.change': [
          { guard: 'isRequestedLanguage' },
          // Switching back to the active language needs no catalog: stop loading the other one.
          {
            guard: 'isActiveLanguage',
            target: 'ready',
            actions: assign({ requested: ({ event }) => event.language, attempt: 1 }),
          },
          {
            target: 'loadingLanguage',
            reenter: true,
            actions: assign({ requested: ({ event }) => event.language, attempt: 1 }),
          },
        ],
      },
      states: {
        fetching: {
          invoke: {
            id: 'loadCatalog',
            src: 'loadCatalog',
            input: ({ context }) => ({ language: context.requested }),
            onDone: {
              target: '#preferences.ready',
              actions: [
                {
                  type: 'activateCatalog',
                  params: ({ context, event }) => ({ language: context.requested, messages: event.output }),
                },
                assign({ language: ({ context }) => context.requested, attempt: 1 }),
                { type: 'persistLanguage', params: ({ context }) => ({ language: context.requested }) },
              ],
            },
            onError: [
              { guard: 'canRetry', target: 'waiting' },
              // Keep showing the active language and tell the user; the URL sync retries later.
              {
                guard: 'hasActiveLanguage',
                target: '#preferences.ready',
                actions: [
                  assign({ requested: ({ context }) => context.language!, attempt: 1 }),
                  'notifyLanguageFailed',
                ],
              },
              { target: '#preferences.unavailable' },
            ],
          },
        },
        waiting: {
          after: {
            catalogRetry: { target: 'fetching', actions: assign({ attempt: ({ context }) => context.attempt + 1 }) },
          },
        },
      },
    },
    ready: {
      on: {
        'language.change': {
          guard: not('isActiveLanguage'),
          target: 'loadingLanguage',
          actions: assign({ requested: ({ event }) => event.language, attempt: 1 }),
        },
      },
    },
    /** No catalog could be loaded at start: nothing can be shown in any language. */
    unavailable: {
      tags: ['languageUnavailable'],
      on: {
        'language.retry': { target: 'loadingLanguage', actions: assign({ attempt: 1 }) },
        'language.change': {
          target: 'loadingLanguage',
          actions: assign({ requested: ({ event }) => event.language, attempt: 1 }),
        },
      },
    },
  },
});
