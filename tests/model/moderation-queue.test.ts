import type { MessageDescriptor } from '@lingui/core';
import { expect } from 'vitest';
import { type ModerationLogEntry, type ModerationReport, SAFETY_MESSAGES } from '../../contract/safety';
import { createModerationQueueImplementations } from '../../machines/moderation-queue/moderation-queue.actors';
import { moderationQueueMachine } from '../../machines/moderation-queue/moderation-queue.machine';
import { selectModerationQueue } from '../../machines/moderation-queue/moderation-queue.selectors';
import type { ModerationActionRequest } from '../../machines/moderation-queue/moderation-queue.types';
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
};
const LOG: ModerationLogEntry[] = [
  {
    id: 1,
    moderator: person(9, 'Mod'),
    action: 'warn',
    target: person(2, 'Bohdan'),
    report_id: 10,
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

describeModel(moderationQueueMachine, {
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'queue.show', tab: 'log' },
      { type: 'queue.show', tab: 'closed' },
      { type: 'queue.retry' },
      { type: 'action.choose', reportId: REPORT.id, action: 'suspend' },
      { type: 'action.choose', reportId: 999, action: 'ban' },
      { type: 'action.confirm', note: 'Rude', until: UNTIL },
      { type: 'action.cancel' },
    ];
    if (s.matches('loading'))
      events.push(
        { type: 'xstate.done.actor.load', output: s.context.tab === 'log' ? LOG : [REPORT] },
        { type: 'xstate.error.actor.load', error: apiFailure(500) },
      );
    if (s.matches({ ready: 'acting' }))
      events.push({ type: 'xstate.done.actor.act' }, { type: 'xstate.error.actor.act', error: untilPast });
    return events;
  },
  world: () => {
    // One fake for both loads: the queue of a status, or the log ('log').
    const load = fakeCalls<[string, AbortSignal], ModerationReport[] | ModerationLogEntry[]>();
    const act = fakeCalls<[ModerationActionRequest, AbortSignal]>();
    const toasts = recorder();
    return {
      machine: moderationQueueMachine.provide(
        createModerationQueueImplementations({
          loadReports: (status, signal) => load.fn(status, signal) as Promise<ModerationReport[]>,
          loadLog: (signal) => load.fn('log', signal) as Promise<ModerationLogEntry[]>,
          act: act.fn,
        }),
      ),
      system: { toasts: toasts.logic },
      calls: { load, act },
      load,
      act,
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
    'only a report of the open queue can be acted on': ({ snapshot }) => {
      const view = selectModerationQueue(snapshot);
      if (view.pending) {
        expect(snapshot.context.tab).toBe('open');
        expect(view.pending.report.id).toBe(REPORT.id);
      }
    },
    'done: a toast and the queue loads again; refused: the popup stays with the reason': ({
      event,
      snapshot,
      world,
      added,
    }) => {
      const shown = added(world.toasts).map((t) => ({ kind: t.kind, text: english(t.message) }));
      if (event.type === 'xstate.done.actor.act') {
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
      expect(view.busy).toBe(snapshot.matches({ ready: 'acting' }));
    },
  },
});
