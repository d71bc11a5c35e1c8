import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import type { AppealView, ClosedAccount } from '../../contract/moderation';
import { failureOf } from '../shared/api-failure';
import { notProvided } from '../shared/not-provided';
import { outputOf } from '../shared/send-to-system';
import { showToast } from '../toasts/toasts.actions';
import type {
  ModerationActionRequest,
  ModerationQueueContext,
  ModerationQueueEvent,
  ModerationRows,
  ModerationTab,
  StandingRequest,
} from './moderation-queue.types';

/** Which context list a tab's rows go to. */
const LIST_OF_TAB = {
  open: 'reports',
  closed: 'reports',
  log: 'log',
  appeals: 'appeals',
  accounts: 'accounts',
} as const satisfies Record<ModerationTab, keyof ModerationQueueContext>;

export const moderationQueueMachine = setup({
  types: { context: {} as ModerationQueueContext, events: {} as ModerationQueueEvent },
  actors: {
    load: fromPromise<ModerationRows, { tab: ModerationTab }>(notProvided('moderationQueue.load')),
    act: fromPromise<void, ModerationActionRequest>(notProvided('moderationQueue.act')),
    decide: fromPromise<void, StandingRequest>(notProvided('moderationQueue.decide')),
  },
  actions: {
    loaded: assign(({ context, event }) => ({ [LIST_OF_TAB[context.tab]]: outputOf<ModerationRows>(event) ?? [] })),
    choose: assign({
      pending: ({ context, event }) => {
        if (event.type !== 'action.choose') return context.pending;
        const report = context.reports.find((r) => r.id === event.reportId);
        return report ? { report, action: event.action } : null;
      },
      actionError: null,
      actionCode: null,
    }),
    chooseDecision: assign({
      decision: ({ context, event }) => {
        if (event.type === 'lift.choose') {
          const account = context.accounts.find((a) => a.user.id === event.userId);
          return account ? { kind: 'lift' as const, account } : null;
        }
        if (event.type === 'appeal.choose') {
          const appeal = context.appeals.find((a) => a.id === event.appealId);
          return appeal ? { kind: 'appeal' as const, appeal, decision: event.decision } : null;
        }
        return context.decision;
      },
      actionError: null,
      actionCode: null,
    }),
    forget: assign({ pending: null, decision: null, actionError: null, actionCode: null }),
    actionFailed: assign(({ event }) => {
      const failure = failureOf((event as { error?: unknown }).error);
      return {
        actionError: Object.values(failure.fields)[0]?.[0] ?? failure.message ?? '',
        actionCode: failure.code ?? null,
      };
    }),
    toastDone: showToast('success', msg`Done. The action is in the log.`),
  },
  guards: {
    // Only what the server said this moderator may act on (`may_act`); it checks again anyway.
    isOpenReport: ({ context, event }) =>
      event.type === 'action.choose' &&
      context.tab === 'open' &&
      context.reports.some((r) => r.id === event.reportId && r.may_act),
    isLiftable: ({ context, event }) =>
      event.type === 'lift.choose' &&
      context.tab === 'accounts' &&
      context.accounts.some((a: ClosedAccount) => a.user.id === event.userId && a.may_act),
    isOpenAppeal: ({ context, event }) =>
      event.type === 'appeal.choose' &&
      context.tab === 'appeals' &&
      context.appeals.some((a: AppealView) => a.id === event.appealId && a.may_act),
  },
}).createMachine({
  id: 'moderationQueue',
  context: {
    tab: 'open',
    reports: [],
    log: [],
    appeals: [],
    accounts: [],
    pending: null,
    decision: null,
    actionError: null,
    actionCode: null,
  },
  initial: 'loading',
  on: {
    'queue.show': {
      target: '.loading',
      // Only the tab shown keeps rows: what another tab showed is stale by the time it is shown again.
      actions: assign({
        tab: ({ event }) => event.tab,
        reports: [],
        log: [],
        appeals: [],
        accounts: [],
        pending: null,
        decision: null,
      }),
    },
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
          on: {
            'action.choose': { guard: 'isOpenReport', target: 'confirming', actions: 'choose' },
            'lift.choose': { guard: 'isLiftable', target: 'deciding', actions: 'chooseDecision' },
            'appeal.choose': { guard: 'isOpenAppeal', target: 'deciding', actions: 'chooseDecision' },
          },
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
        deciding: {
          tags: ['deciding'],
          on: {
            'decision.confirm': 'sending',
            'decision.cancel': { target: 'idle', actions: 'forget' },
          },
        },
        sending: {
          tags: ['deciding', 'busy'],
          invoke: {
            id: 'decide',
            src: 'decide',
            input: ({ context, event }): StandingRequest => {
              const { note } = event as Extract<ModerationQueueEvent, { type: 'decision.confirm' }>;
              const choice = context.decision!;
              return choice.kind === 'lift'
                ? { kind: 'lift', user_id: choice.account.user.id, note }
                : { kind: 'appeal', appeal_id: choice.appeal.id, decision: choice.decision, note };
            },
            onDone: { target: '#moderationQueue.loading', actions: ['forget', 'toastDone'] },
            onError: { target: 'deciding', actions: 'actionFailed' },
          },
        },
      },
    },
  },
});
