import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import type { ModerationLogEntry, ModerationReport } from '../../contract/safety';
import { failureOf } from '../shared/api-failure';
import { notProvided } from '../shared/not-provided';
import { outputOf } from '../shared/send-to-system';
import { showToast } from '../toasts/toasts.actions';
import type {
  ModerationActionRequest,
  ModerationQueueContext,
  ModerationQueueEvent,
  ModerationTab,
} from './moderation-queue.types';

export const moderationQueueMachine = setup({
  types: { context: {} as ModerationQueueContext, events: {} as ModerationQueueEvent },
  actors: {
    load: fromPromise<ModerationReport[] | ModerationLogEntry[], { tab: ModerationTab }>(
      notProvided('moderationQueue.load'),
    ),
    act: fromPromise<void, ModerationActionRequest>(notProvided('moderationQueue.act')),
  },
  actions: {
    loaded: assign(({ context, event }) => {
      const rows = outputOf<ModerationReport[] | ModerationLogEntry[]>(event) ?? [];
      return context.tab === 'log' ? { log: rows as ModerationLogEntry[] } : { reports: rows as ModerationReport[] };
    }),
    choose: assign({
      pending: ({ context, event }) => {
        if (event.type !== 'action.choose') return context.pending;
        const report = context.reports.find((r) => r.id === event.reportId);
        return report ? { report, action: event.action } : null;
      },
      actionError: null,
    }),
    forget: assign({ pending: null, actionError: null }),
    actionFailed: assign({
      actionError: ({ event }) => {
        const failure = failureOf((event as { error?: unknown }).error);
        return Object.values(failure.fields)[0]?.[0] ?? failure.message ?? '';
      },
    }),
    toastDone: showToast('success', msg`Done. The action is in the log.`),
  },
  guards: {
    isOpenReport: ({ context, event }) =>
      event.type === 'action.choose' && context.tab === 'open' && context.reports.some((r) => r.id === event.reportId),
  },
}).createMachine({
  id: 'moderationQueue',
  context: { tab: 'open', reports: [], log: [], pending: null, actionError: null },
  initial: 'loading',
  on: {
    'queue.show': { target: '.loading', actions: assign({ tab: ({ event }) => event.tab, pending: null }) },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ tab: context.tab }),
        onDone: { target: 'ready', actions: 'loaded' },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'queue.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'action.choose': { guard: 'isOpenReport', target: 'confirming', actions: 'choose' } },
        },
        confirming: {
          tags: ['confirming'],
          on: {
            'action.confirm': 'acting',
            'action.cancel': { target: 'idle', actions: 'forget' },
          },
        },
        acting: {
          tags: ['confirming', 'busy'],
          invoke: {
            id: 'act',
            src: 'act',
            input: ({ context, event }) => {
              const { note, until } = event as Extract<ModerationQueueEvent, { type: 'action.confirm' }>;
              const pending = context.pending!;
              return { report_id: pending.report.id, action: pending.action, note, until };
            },
            onDone: { target: '#moderationQueue.loading', actions: ['forget', 'toastDone'] },
            onError: { target: 'confirming', actions: 'actionFailed' },
          },
        },
      },
    },
  },
});
