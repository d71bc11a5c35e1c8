import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import type { ReportInput } from '../../contract/chat';
import { notProvided } from '../shared/not-provided';
import type { ToastKind } from '../toasts/toasts.types';
import type { ReportContext, ReportEvent } from './report.types';

export const reportMachine = setup({
  types: {
    context: {} as ReportContext,
    events: {} as ReportEvent,
  },
  actors: {
    sendReport: fromPromise<void, ReportInput>(notProvided('report.sendReport')),
  },
  actions: {
    notify: (_args, _params: { kind: ToastKind; message: MessageDescriptor }) => notProvided('report.notify')(),
  },
}).createMachine({
  id: 'report',
  context: { target: null },
  initial: 'closed',
  states: {
    closed: {
      entry: assign({ target: null }),
      on: { 'report.open': { target: 'open', actions: assign({ target: ({ event }) => event.target }) } },
    },
    open: {
      on: {
        'report.close': 'closed',
        'report.submit': 'sending',
      },
    },
    sending: {
      invoke: {
        id: 'sendReport',
        src: 'sendReport',
        input: ({ context, event }) => {
          const { topic, details } = event as Extract<ReportEvent, { type: 'report.submit' }>;
          const target = context.target!;
          return { to_id: target.id, to_name: target.name, report_topic: topic, report_details: details };
        },
        onDone: {
          target: 'closed',
          actions: { type: 'notify', params: { kind: 'success', message: msg`Report sent successfully` } },
        },
        onError: {
          target: 'open',
          actions: { type: 'notify', params: { kind: 'error', message: msg`Failed, try again` } },
        },
      },
      on: { 'report.close': 'closed' },
    },
  },
});
