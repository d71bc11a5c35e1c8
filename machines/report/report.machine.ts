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
    captureFrame: fromPromise<string | null>(notProvided('report.captureFrame')),
  },
  actions: {
    notifySent: showToast('success', msg`Report sent successfully`),
    notifyFailed: showToast('error', msg`Failed, try again`),
  },
}).createMachine({
  id: 'report',
  context: { target: null, evidence: null },
  initial: 'closed',
  states: {
    closed: {
      entry: assign({ target: null, evidence: null }),
      on: { 'report.open': { target: 'open', actions: assign({ target: ({ event }) => event.target }) } },
    },
    open: {
      on: {
        'report.close': 'closed',
        'report.submit': 'sending',
        'report.dropEvidence': { target: '.ready', actions: assign({ evidence: null }) },
      },
      initial: 'capturing',
      states: {
        // The frame of the moment the user opened the popup; a failure only leaves it out.
        capturing: {
          invoke: {
            id: 'captureFrame',
            src: 'captureFrame',
            onDone: { target: 'ready', actions: assign({ evidence: ({ event }) => event.output }) },
            onError: 'ready',
          },
        },
        ready: {},
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
          return {
            to_id: target.id,
            to_name: target.name,
            report_topic: topic,
            report_details: details,
            ...(target.match_id ? { match_id: target.match_id } : {}),
            ...(context.evidence ? { evidence: context.evidence } : {}),
          };
        },
        onDone: { target: 'closed', actions: 'notifySent' },
        onError: { target: 'open.ready', actions: 'notifyFailed' },
      },
      on: { 'report.close': 'closed' },
    },
  },
});
