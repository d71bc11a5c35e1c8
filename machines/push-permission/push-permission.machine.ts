import { assign, fromPromise, setup } from 'xstate';
import { ALL_PUSH_KINDS_ON, type PushKinds } from '../../contract/push';
import { notProvided } from '../shared/not-provided';
import {
  DETECT_TIMEOUT_MS,
  type PushDetection,
  type PushPermissionContext,
  type PushPermissionEvent,
  SUBSCRIBE_TIMEOUT_MS,
} from './push-permission.types';

export const pushPermissionMachine = setup({
  types: {
    context: {} as PushPermissionContext,
    events: {} as PushPermissionEvent,
  },
  actors: {
    detect: fromPromise<PushDetection>(notProvided('pushPermission.detect')),
    requestPermission: fromPromise<NotificationPermission>(notProvided('pushPermission.requestPermission')),
    subscribe: fromPromise<PushKinds, PushKinds>(notProvided('pushPermission.subscribe')),
    saveKinds: fromPromise<PushKinds, PushKinds>(notProvided('pushPermission.saveKinds')),
    unsubscribe: fromPromise<void>(notProvided('pushPermission.unsubscribe')),
  },
  actions: {
    keepKinds: assign({ kinds: (_, kinds: PushKinds) => kinds }),
  },
  delays: {
    detectTimeout: DETECT_TIMEOUT_MS,
    subscribeTimeout: SUBSCRIBE_TIMEOUT_MS,
  },
}).createMachine({
  id: 'pushPermission',
  context: { kinds: ALL_PUSH_KINDS_ON },
  initial: 'detecting',
  states: {
    detecting: {
      tags: ['busy'],
      invoke: {
        id: 'detect',
        src: 'detect',
        onDone: [
          { guard: ({ event }) => event.output.permission === 'unsupported', target: 'unsupported' },
          { guard: ({ event }) => event.output.permission === 'denied', target: 'denied' },
          {
            guard: ({ event }) => event.output.permission === 'granted' && event.output.kinds !== null,
            target: 'on',
            actions: {
              type: 'keepKinds',
              params: ({ event }) => (event.output.permission === 'granted' && event.output.kinds) || ALL_PUSH_KINDS_ON,
            },
          },
          { target: 'off' },
        ],
        onError: 'unsupported',
      },
      // No answer (a browser that never settles) is treated as no push here.
      after: { detectTimeout: 'unsupported' },
    },
    unsupported: {},
    denied: {},
    off: {
      on: { 'push.enable': 'asking' },
    },
    asking: {
      tags: ['busy'],
      invoke: {
        id: 'requestPermission',
        src: 'requestPermission',
        onDone: [
          { guard: ({ event }) => event.output === 'granted', target: 'subscribing' },
          { guard: ({ event }) => event.output === 'denied', target: 'denied' },
          // Dismissed: the browser may ask again next time.
          { target: 'off' },
        ],
        onError: 'error',
      },
    },
    subscribing: {
      tags: ['busy'],
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => context.kinds,
        onDone: { target: 'on', actions: { type: 'keepKinds', params: ({ event }) => event.output } },
        onError: 'error',
      },
      after: { subscribeTimeout: 'error' },
    },
    on: {
      on: {
        'push.disable': 'unsubscribing',
        'push.setKind': {
          target: 'updating',
          actions: assign({ kinds: ({ context, event }) => ({ ...context.kinds, [event.kind]: event.on }) }),
        },
      },
    },
    updating: {
      tags: ['busy'],
      invoke: {
        id: 'saveKinds',
        src: 'saveKinds',
        input: ({ context }) => context.kinds,
        onDone: { target: 'on', actions: { type: 'keepKinds', params: ({ event }) => event.output } },
        onError: 'error',
      },
    },
    unsubscribing: {
      tags: ['busy'],
      invoke: { id: 'unsubscribe', src: 'unsubscribe', onDone: 'off', onError: 'error' },
    },
    error: {
      on: { 'push.retry': 'detecting' },
    },
  },
});
