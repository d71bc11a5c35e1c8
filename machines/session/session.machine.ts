import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import { showToast } from '../toasts/toasts.actions';
import type { MeResponse, SessionContext, SessionEvent, SessionInput } from './session.types';

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    fetchMe: fromPromise<MeResponse, { token: string }>(notProvided('session.fetchMe')),
    revokeSession: fromPromise<void, { token: string }>(notProvided('session.revokeSession')),
  },
  actions: {
    storeToken: (_args, _params: { token: string }) => notProvided('session.storeToken')(),
    clearToken: notProvided('session.clearToken'),
    signIn: assign(({ event }) => (event.type === 'session.loggedIn' ? { token: event.token, user: event.user } : {})),
    forget: assign({ token: null, user: null }),
    notifyTrialActivated: showToast('success', msg`Trial period activated`),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isVerified: ({ context }) => context.user?.email_verified === true,
    hasTrialMessage: ({ event }) => 'output' in event && Boolean((event.output as MeResponse | undefined)?.trial_message),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ token: input.token, user: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasToken', target: 'loading' }, { target: 'guest' }],
    },
    loading: {
      invoke: {
        id: 'fetchMe',
        src: 'fetchMe',
        input: ({ context }) => ({ token: context.token! }),
        onDone: [
          { guard: 'hasTrialMessage', target: 'authenticated', actions: [assign({ user: ({ event }) => event.output.user }), 'notifyTrialActivated'] },
          { target: 'authenticated', actions: assign({ user: ({ event }) => event.output.user }) },
        ],
        onError: { target: 'guest', actions: ['clearToken', 'forget'] },
      },
      on: {
        'session.loggedIn': { target: 'authenticated', actions: [{ type: 'storeToken', params: ({ event }) => ({ token: event.token }) }, 'signIn'] },
      },
    },
    guest: {
      tags: ['settled'],
      on: {
        'session.loggedIn': { target: 'authenticated', actions: [{ type: 'storeToken', params: ({ event }) => ({ token: event.token }) }, 'signIn'] },
      },
    },
    authenticated: {
      initial: 'checking',
      on: {
        'session.logout': 'loggingOut',
        'session.userUpdated': { target: '.checking', actions: assign({ user: ({ event }) => event.user }) },
        'session.loggedIn': { target: '.checking', actions: [{ type: 'storeToken', params: ({ event }) => ({ token: event.token }) }, 'signIn'] },
      },
      states: {
        checking: {
          always: [{ guard: 'isVerified', target: 'verified' }, { target: 'unverified' }],
        },
        /** The layout shows the email-verification screen instead of the page. */
        unverified: { tags: ['settled'] },
        verified: { tags: ['settled'] },
      },
    },
    loggingOut: {
      // The token leaves storage at once, so no further request carries it.
      entry: 'clearToken',
      invoke: {
        id: 'revokeSession',
        src: 'revokeSession',
        input: ({ context }) => ({ token: context.token! }),
        onDone: { target: 'guest', actions: 'forget' },
        onError: { target: 'guest', actions: 'forget' },
      },
    },
  },
});
