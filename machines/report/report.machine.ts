import { msg } from '@lingui/core/macro';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ReportInput } from '../../contract/chat';
import { notProvided } from '../shared/not-provided';
import { showToast } from '../toasts/toasts.actions';
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
    notifySent: showToast('success', msg`Report sent successfully`),
    notifyFailed: showToast('error', msg`Failed, try again`),
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
          assertEvent(event, 'report.submit');
          const { topic, details } = event;
          const target = context.target!;
          return { to_id: target.id, to_name: target.name, report_topic: topic, report_details: details };
        },
        onDone: { target: 'closed', actions: 'notifySent' },
        onError: { target: 'open', actions: 'notifyFailed' },
      },
      on: { 'report.close': 'closed' },
    },
  },
});
