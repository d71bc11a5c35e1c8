import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import { showToast, showToastOf } from '../toasts/toasts.actions';
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
    // Spec §4: login sets signupStep 3, email verification 1, logout 0.
    signIn: assign(({ event }) =>
      event.type === 'session.loggedIn' ? { token: event.token, user: event.user, signupStep: 3 as const } : {},
    ),
    markVerified: assign(({ event }) =>
      event.type === 'session.verified' ? { user: event.user, signupStep: 1 as const } : {},
    ),
    // From session.userUpdated, or from a completed GET /me.
    takeUser: assign({
      user: ({ context, event }) => {
        if ('user' in event) return event.user;
        const output = (event as { output?: MeResponse }).output;
        return output?.user ?? context.user;
      },
    }),
    /**
     * A new access token from the auth-refresh actor (while /me loads, too). Storage already
     * holds it, written under the cross-tab lock; it is stored again (same value) so that the
     * session stays the one owner of what storage says. Guests and a session logging out
     * ignore it.
     */
    takeRefreshedToken: assign({
      token: ({ context, event }) => (event.type === 'session.tokenRefreshed' ? event.token : context.token),
    }),
    forget: assign({ token: null, user: null, signupStep: 0 as const }),
    notifyTrialActivated: showToast('success', msg`Trial period activated`),
    // A moderator's warning comes once with /me (issue 13); it is shown as a lasting notice.
    // enqueueActions' actor typing cannot be inferred through the helper; the action needs no actors.
    notifyWarning: showToastOf('warning', ({ event }: { event: SessionEvent | { type: string; output?: unknown } }) => {
      const warning = 'output' in event ? (event.output as MeResponse | undefined)?.warning : undefined;
      if (!warning) return null;
      const note = warning.note;
      return note ? msg`A moderator warned you: ${note}` : msg`A moderator warned you about your behaviour.`;
    }) as never,
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isVerified: ({ context }) => context.user?.email_verified === true,
    hasTrialMessage: ({ event }) =>
      'output' in event && Boolean((event.output as MeResponse | undefined)?.trial_message),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ token: input.token, user: null, signupStep: 0 }),
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
          {
            guard: 'hasTrialMessage',
            target: 'authenticated',
            actions: ['takeUser', 'notifyTrialActivated', 'notifyWarning'],
          },
          { target: 'authenticated', actions: ['takeUser', 'notifyWarning'] },
        ],
        onError: { target: 'guest', actions: ['clearToken', 'forget'] },
      },
      on: {
        'session.loggedIn': {
          target: 'authenticated',
          actions: [{ type: 'storeToken', params: ({ event }) => ({ token: event.token }) }, 'signIn'],
        },
        'session.expired': { target: 'guest', actions: ['clearToken', 'forget'] },
        'session.tokenRefreshed': {
          actions: ['takeRefreshedToken', { type: 'storeToken', params: ({ event }) => ({ token: event.token }) }],
        },
      },
    },
    guest: {
      tags: ['settled'],
      on: {
        'session.loggedIn': {
          target: 'authenticated',
          actions: [{ type: 'storeToken', params: ({ event }) => ({ token: event.token }) }, 'signIn'],
        },
      },
    },
    authenticated: {
      initial: 'checking',
      on: {
        'session.logout': 'loggingOut',
        'session.expired': { target: 'guest', actions: ['clearToken', 'forget'] },
        'session.tokenRefreshed': {
          actions: ['takeRefreshedToken', { type: 'storeToken', params: ({ event }) => ({ token: event.token }) }],
        },
        'session.userUpdated': { target: '.checking', actions: 'takeUser' },
        'session.loggedIn': {
          target: '.checking',
          actions: [{ type: 'storeToken', params: ({ event }) => ({ token: event.token }) }, 'signIn'],
        },
      },
      states: {
        checking: {
          always: [{ guard: 'isVerified', target: 'verified' }, { target: 'unverified' }],
        },
        /** The layout shows the email-verification screen instead of the page. */
        unverified: {
          tags: ['settled'],
          on: { 'session.verified': { target: 'confirming', actions: 'markVerified' } },
        },
        /**
         * The server hands out the one-time `trial_message` with the next /me, so it is asked
         * for at once: the toast shows now rather than on some later page load.
         */
        confirming: {
          invoke: {
            id: 'confirmMe',
            src: 'fetchMe',
            input: ({ context }) => ({ token: context.token! }),
            onDone: [
              {
                guard: 'hasTrialMessage',
                target: 'checking',
                actions: ['takeUser', 'notifyTrialActivated', 'notifyWarning'],
              },
              { target: 'checking', actions: ['takeUser', 'notifyWarning'] },
            ],
            // The verification itself succeeded; a failed read keeps the user it returned.
            onError: 'checking',
          },
        },
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
