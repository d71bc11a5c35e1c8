import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { SESSION_SYSTEM_ID, type SessionEvent } from '../session/session.types';
import { notProvided } from '../shared/not-provided';
import { outputOf, sendToSystem } from '../shared/send-to-system';
import type { AuthRefreshContext, AuthRefreshEmitted, AuthRefreshEvent } from './auth-refresh.types';

export const authRefreshMachine = setup({
  types: {
    context: {} as AuthRefreshContext,
    events: {} as AuthRefreshEvent,
    emitted: {} as AuthRefreshEmitted,
  },
  actors: {
    refreshToken: fromPromise<string, { staleToken: string }>(notProvided('authRefresh.refreshToken')),
  },
  actions: {
    startQueue: assign(({ event }) => ({ queue: [event.id], stale: event.sentWith })),
    enqueue: assign({ queue: ({ context, event }) => [...context.queue, event.id] }),
    replayNow: emit(({ event }) => ({ type: 'requests.replay' as const, ids: [event.id], token: event.current! })),
    failNow: emit(({ event }) => ({ type: 'requests.fail' as const, ids: [event.id] })),
    replayQueue: enqueueActions(({ context, event, enqueue }) => {
      const token = outputOf<string>(event);
      enqueue.emit({ type: 'requests.replay', ids: context.queue, token });
      enqueue(sendToSystem(SESSION_SYSTEM_ID, { type: 'session.tokenRefreshed', token } satisfies SessionEvent));
    }),
    failQueue: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({ type: 'requests.fail', ids: context.queue });
      enqueue(sendToSystem(SESSION_SYSTEM_ID, { type: 'session.expired' } satisfies SessionEvent));
    }),
    clearQueue: assign({ queue: [], stale: null }),
  },
  guards: {
    loggedOut: ({ event }) => event.current === null,
    renewedMeanwhile: ({ event }) => event.current !== null && event.current !== event.sentWith,
  },
}).createMachine({
  id: 'authRefresh',
  context: { queue: [], stale: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'request.unauthorized': [
          { guard: 'loggedOut', actions: 'failNow' },
          { guard: 'renewedMeanwhile', actions: 'replayNow' },
          { target: 'refreshing', actions: 'startQueue' },
        ],
      },
    },
    refreshing: {
      invoke: {
        id: 'refreshToken',
        src: 'refreshToken',
        input: ({ context }) => ({ staleToken: context.stale! }),
        onDone: { target: 'idle', actions: ['replayQueue', 'clearQueue'] },
        onError: { target: 'idle', actions: ['failQueue', 'clearQueue'] },
      },
      // Exactly one refresh at a time: later 401s wait for it.
      on: { 'request.unauthorized': { actions: 'enqueue' } },
    },
  },
});
