import { assign, fromPromise, setup } from 'xstate';
import type { Payment, SubscriptionView } from '../../contract/subscription';
import type { UserView } from '../../contract/user';
import { SESSION_SYSTEM_ID, type SessionEvent } from '../session/session.types';
import { notProvided } from '../shared/not-provided';
import { outputOf, sendToSystem } from '../shared/send-to-system';
import type { SubscriptionContext, SubscriptionEvent } from './subscription.types';

export const subscriptionMachine = setup({
  types: {
    context: {} as SubscriptionContext,
    events: {} as SubscriptionEvent,
  },
  actors: {
    loadSubscription: fromPromise<SubscriptionView>(notProvided('subscription.loadSubscription')),
    loadPayments: fromPromise<Payment[]>(notProvided('subscription.loadPayments')),
    loadUser: fromPromise<UserView>(notProvided('subscription.loadUser')),
  },
  actions: {
    takeSubscription: assign({ subscription: ({ event }) => outputOf<SubscriptionView>(event) }),
    takePayments: assign({ payments: ({ event }) => outputOf<Payment[]>(event) }),
    // The fresh user goes to the session: `is_subscribed` flips in every view (breed menu, top bar…).
    userUpdated: sendToSystem(
      SESSION_SYSTEM_ID,
      ({ event }) => ({ type: 'session.userUpdated', user: outputOf<UserView>(event) }) satisfies SessionEvent,
    ),
  },
}).createMachine({
  id: 'subscription',
  context: { subscription: null, payments: null },
  type: 'parallel',
  on: {
    'subscription.refresh': { target: ['.status.loading', '.payments.loading', '.user.reloading'] },
  },
  states: {
    status: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadSubscription',
            src: 'loadSubscription',
            onDone: { target: 'ready', actions: 'takeSubscription' },
            onError: 'failed',
          },
        },
        ready: {},
        failed: {
          on: { 'subscription.retry': 'loading' },
        },
      },
    },
    payments: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadPayments',
            src: 'loadPayments',
            onDone: { target: 'loaded', actions: 'takePayments' },
            onError: 'failed',
          },
        },
        loaded: {},
        failed: {
          on: { 'payments.retry': 'loading' },
        },
      },
    },
    user: {
      initial: 'idle',
      states: {
        idle: {},
        reloading: {
          invoke: {
            id: 'loadUser',
            src: 'loadUser',
            onDone: { target: 'idle', actions: 'userUpdated' },
            // The page itself is fresh; the session keeps its user until the next reload.
            onError: 'idle',
          },
        },
      },
    },
  },
});
