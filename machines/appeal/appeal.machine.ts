import { assign, fromPromise, setup } from 'xstate';
import type { AppealInput } from '../../contract/moderation';
import { failureOf } from '../shared/api-failure';
import { notProvided } from '../shared/not-provided';
import type { AppealContext, AppealEvent } from './appeal.types';

export const appealMachine = setup({
  types: { context: {} as AppealContext, events: {} as AppealEvent },
  actors: {
    file: fromPromise<void, AppealInput>(notProvided('appeal.file')),
  },
  actions: {
    forgetErrors: assign({ fieldErrors: null, refusal: null }),
    // The contract's messages (contract/moderation.ts), shown translated on their field.
    showFieldErrors: assign({ fieldErrors: ({ event }) => failureOf((event as { error?: unknown }).error).fields }),
    // The server's stable code decides what the page says, never its English text.
    showRefusal: assign({
      refusal: ({ event }) => failureOf((event as { error?: unknown }).error).code ?? 'failed',
    }),
  },
  guards: {
    hasFieldErrors: ({ event }) => {
      const failure = failureOf((event as { error?: unknown }).error);
      return failure.status === 422 && Object.keys(failure.fields).length > 0;
    },
  },
}).createMachine({
  id: 'appeal',
  context: { fieldErrors: null, refusal: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'appeal.submit': { target: 'sending', actions: 'forgetErrors' } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'file',
        src: 'file',
        input: ({ event }) => (event as AppealEvent).values,
        onDone: 'sent',
        onError: [
          { guard: 'hasFieldErrors', target: 'idle', actions: 'showFieldErrors' },
          { target: 'idle', actions: 'showRefusal' },
        ],
      },
    },
    sent: { tags: ['sent'], type: 'final' },
  },
});
