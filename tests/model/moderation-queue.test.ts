import type { MessageDescriptor } from '@lingui/core';
import { expect } from 'vitest';
import { type AppealView, type ClosedAccount, MODERATION_CODES, MODERATION_MESSAGES } from '../../contract/moderation';
import { type ModerationLogEntry, type ModerationReport, SAFETY_MESSAGES } from '../../contract/safety';
import { createModerationQueueImplementations } from '../../machines/moderation-queue/moderation-queue.actors';
import { moderationQueueMachine } from '../../machines/moderation-queue/moderation-queue.machine';
import { selectModerationQueue } from '../../machines/moderation-queue/moderation-queue.selectors';
import type {
  ModerationActionRequest,
  ModerationRows,
  StandingRequest,
} from '../../machines/moderation-queue/moderation-queue.types';
import { apiFailure } from '../../machines/shared/api-failure';
import type { ToastKind } from '../../machines/toasts/toasts.types';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
import { english } from './support/messages';

const person = (id: number, name: string) => ({ id, name, image: null });
const REPORT: ModerationReport = {
  id: 11,
  reporter: person(1, 'Olena'),
  target: person(2, 'Bohdan'),
  topic: 'Inappropriate behaviour',
  details: 'Not a pet on camera',
  evidence_url: '/media/private/evidence/x.jpg?sig=1',
  match_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
  status: 'open',
  target_report_count: 3,
  target_actions: [],
  may_act: true,
};
/** A report about a moderator: shown, but outside this moderator's role. */
const OUTSIDE: ModerationReport = { ...REPORT, id: 12, target: person(3, 'Mod Max'), may_act: false };
const APPEAL: AppealView = {
  id: 4,
  user: person(5, 'Taras'),
  message: 'Sorry',
  banned_at: '2026-11-18T10:00:00.000Z',
  ban_note: 'Spam',
  status: 'open',
  created_at: '2026-11-20T12:00:00.000Z',
  may_act: true,
};
const ACCOUNT: ClosedAccount = {
  user: person(5, 'Taras'),
  role: 'user',
  state: 'banned',
  until: null,
  note: 'Spam',
  may_act: true,
};
const MOD_ACCOUNT: ClosedAccount = { ...ACCOUNT, user: person(3, 'Mod Max'), role: 'moderator', may_act: false };
const ROWS: Record<string, ModerationRows> = {
  open: [REPORT, OUTSIDE],
  closed: [],
  log: [],
  appeals: [APPEAL],
  accounts: [ACCOUNT, MOD_ACCOUNT],
};
const LOG: ModerationLogEntry[] = [
  {
    id: 1,
    moderator: person(9, 'Mod'),
    action: 'warn',
    target: person(2, 'Bohdan'),
    report_id: 10,
    appeal_id: null,
    note: 'Pets only',
    until: null,
    created_at: '2026-11-19T10:00:00.000Z',
  },
];
const UNTIL = '2026-12-01T10:00:00.000Z';
const untilPast = apiFailure(422, {
  message: SAFETY_MESSAGES.untilPast,
  fields: { until: [SAFETY_MESSAGES.untilPast] },
});
const outsideRole = apiFailure(403, { message: MODERATION_MESSAGES.outsideRole, code: MODERATION_CODES.outsideRole });

describeModel(moderationQueueMachine, {
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'queue.show', tab: 'log' },
      { type: 'queue.show', tab: 'appeals' },
      { type: 'queue.show', tab: 'accounts' },
      { type: 'queue.retry' },
      { type: 'action.choose', reportId: REPORT.id, action: 'suspend' },
      { type: 'action.choose', reportId: OUTSIDE.id, action: 'ban' },
      { type: 'action.choose', reportId: 999, action: 'ban' },
      { type: 'action.confirm', note: 'Rude', until: UNTIL },
      { type: 'action.cancel' },
      { type: 'lift.choose', userId: ACCOUNT.user.id },
      { type: 'lift.choose', userId: MOD_ACCOUNT.user.id },
      { type: 'appeal.choose', appealId: APPEAL.id, decision: 'keep' },
      { type: 'decision.confirm', note: 'Reason' },
      { type: 'decision.cancel' },
    ];
    if (s.matches('loading'))
      events.push(
        { type: 'xstate.done.actor.load', output: s.context.tab === 'log' ? LOG : ROWS[s.context.tab] },
        { type: 'xstate.error.actor.load', error: apiFailure(500) },
      );
    if (s.matches({ ready: 'acting' }))
      events.push({ type: 'xstate.done.actor.act' }, { type: 'xstate.error.actor.act', error: untilPast });
    if (s.matches({ ready: 'sending' }))
      events.push({ type: 'xstate.done.actor.decide' }, { type: 'xstate.error.actor.decide', error: outsideRole });
    return events;
  },
  world: () => {
    // One fake for both loads: the queue of a status, or the log ('log').
    const load = fakeCalls<[string, AbortSignal], ModerationRows>();
    const act = fakeCalls<[ModerationActionRequest, AbortSignal]>();
    const decide = fakeCalls<[StandingRequest, AbortSignal]>();
    const toasts = recorder();
    return {
      machine: moderationQueueMachine.provide(
        createModerationQueueImplementations({
          loadReports: (status, signal) => load.fn(status, signal) as Promise<ModerationReport[]>,
          loadLog: (signal) => load.fn('log', signal) as Promise<ModerationLogEntry[]>,
          loadAppeals: (signal) => load.fn('appeals', signal) as Promise<AppealView[]>,
          loadAccounts: (signal) => load.fn('accounts', signal) as Promise<ClosedAccount[]>,
          act: act.fn,
          decide: decide.fn,
        }),
      ),
      system: { toasts: toasts.logic },
      calls: { load, act, decide },
      load,
      act,
      decide,
      toasts: toasts.events as unknown as Array<{ kind: ToastKind; message: MessageDescriptor }>,
    };
  },
  oracles: {
    'each load asks for the tab shown': ({ world, snapshot, added }) => {
      const asked = added(world.load.calls).map((c) => c.args[0]);
      if (asked.length) expect(asked).toEqual([snapshot.context.tab]);
    },
    'an action is sent only after its confirmation, for the report and action chosen, with note and date': ({
      event,
      step: { before },
      world,
      added,
    }) => {
      const sent = added(world.act.calls).map((c) => c.args[0]);
      if (event.type === 'action.confirm' && before.matches({ ready: 'confirming' })) {
        const pending = before.context.pending!;
        expect(sent).toEqual([{ report_id: pending.report.id, action: pending.action, note: 'Rude', until: UNTIL }]);
      } else expect(sent).toEqual([]);
    },
    'only a report of the open queue within the role can be acted on': ({ snapshot }) => {
      const view = selectModerationQueue(snapshot);
      if (view.pending) {
        expect(snapshot.context.tab).toBe('open');
        expect(view.pending.report.id).toBe(REPORT.id);
      }
    },
    'a lift or decision is chosen only on its tab, within the role, and sent with its reason once confirmed': ({
      event,
      snapshot,
      step: { before },
      world,
      added,
    }) => {
      const view = selectModerationQueue(snapshot);
      if (view.decision?.kind === 'lift') {
        expect(snapshot.context.tab).toBe('accounts');
        expect(view.decision.account.user.id).toBe(ACCOUNT.user.id);
      }
      if (view.decision?.kind === 'appeal') expect(snapshot.context.tab).toBe('appeals');
      const sent = added(world.decide.calls).map((c) => c.args[0]);
      if (event.type === 'decision.confirm' && before.matches({ ready: 'deciding' })) {
        const choice = before.context.decision!;
        expect(sent).toEqual([
          choice.kind === 'lift'
            ? { kind: 'lift', user_id: ACCOUNT.user.id, note: 'Reason' }
            : { kind: 'appeal', appeal_id: APPEAL.id, decision: 'keep', note: 'Reason' },
        ]);
      } else expect(sent).toEqual([]);
    },
    'a refused decision keeps the popup open with the refusal code': ({ event, snapshot }) => {
      if (event.type !== 'xstate.error.actor.decide') return;
      const view = selectModerationQueue(snapshot);
      expect(view.decision).not.toBeNull();
      expect(view.actionCode).toBe(MODERATION_CODES.outsideRole);
    },
    'done: a toast and the queue loads again; refused: the popup stays with the reason': ({
      event,
      snapshot,
      world,
      added,
    }) => {
      const shown = added(world.toasts).map((t) => ({ kind: t.kind, text: english(t.message) }));
      if (event.type === 'xstate.done.actor.act' || event.type === 'xstate.done.actor.decide') {
        expect(shown).toEqual([{ kind: 'success', text: 'Done. The action is in the log.' }]);
        expect(snapshot.matches('loading')).toBe(true);
      } else expect(shown).toEqual([]);
      if (event.type === 'xstate.error.actor.act') {
        expect(selectModerationQueue(snapshot).actionError).toBe(SAFETY_MESSAGES.untilPast);
        expect(selectModerationQueue(snapshot).pending).not.toBeNull();
      }
    },
    'the view follows the state': ({ snapshot }) => {
      const view = selectModerationQueue(snapshot);
      expect(view.loading).toBe(snapshot.matches('loading'));
      expect(view.failed).toBe(snapshot.matches('failed'));
      expect(view.busy).toBe(snapshot.matches({ ready: 'acting' }) || snapshot.matches({ ready: 'sending' }));
      expect(view.pending !== null && view.decision !== null).toBe(false);
    },
  },
});
