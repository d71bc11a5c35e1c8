import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import type { RealtimeAuth } from '../../contract/realtime';
import { notProvided } from '../shared/not-provided';
import {
  RECONNECT_BASE_MS,
  RECONNECT_MAX_MS,
  type RealtimeContext,
  type RealtimeEmitted,
  type RealtimeEvent,
  type RealtimeOnlineEmitted,
} from './realtime.types';

export const realtimeMachine = setup({
  types: {
    context: {} as RealtimeContext,
    events: {} as RealtimeEvent,
    emitted: {} as RealtimeEmitted | RealtimeOnlineEmitted,
  },
  actors: {
    authorize: fromPromise<RealtimeAuth>(notProvided('realtime.authorize')),
    connection: fromCallback<RealtimeEvent, RealtimeAuth>(notProvided('realtime.connection')),
  },
  actions: {
    countFailure: assign({ attempt: ({ context }) => context.attempt + 1 }),
  },
  guards: {
    firstFailure: ({ context }) => context.attempt === 0,
  },
  delays: {
    backoff: ({ context }) => Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, context.attempt - 1)),
  },
}).createMachine({
  id: 'realtime',
  context: { auth: null, attempt: 0 },
  initial: 'authorizing',
  states: {
    authorizing: {
      invoke: {
        id: 'authorize',
        src: 'authorize',
        onDone: { target: 'linked', actions: assign({ auth: ({ event }) => event.output }) },
        onError: { target: 'waiting', actions: 'countFailure' },
      },
    },
    linked: {
      invoke: { id: 'connection', src: 'connection', input: ({ context }) => context.auth! },
      exit: assign({ auth: null }),
      on: {
        'realtime.message': {
          actions: emit(({ event }) => ({
            type: 'realtime.message' as const,
            channel: event.channel,
            event: event.event,
            data: event.data,
          })),
        },
        'realtime.authError': [
          { guard: 'firstFailure', target: 'authorizing', actions: 'countFailure' },
          { target: 'waiting', actions: 'countFailure' },
        ],
        'realtime.closed': { target: 'waiting', actions: 'countFailure' },
      },
      initial: 'connecting',
      states: {
        connecting: {
          on: { 'realtime.ready': 'online' },
        },
        online: {
          tags: ['online'],
          entry: [assign({ attempt: 0 }), emit({ type: 'realtime.online' as const })],
        },
      },
    },
    waiting: {
      after: { backoff: 'authorizing' },
    },
  },
});
