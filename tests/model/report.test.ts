import type { MessageDescriptor } from '@lingui/core';
import { expect } from 'vitest';
import { REPORT_TOPICS, type ReportInput } from '../../contract/chat';
import { createReportImplementations } from '../../machines/report/report.actors';
import { reportMachine } from '../../machines/report/report.machine';
import { selectReport } from '../../machines/report/report.selectors';
import type { ReportTarget } from '../../machines/report/report.types';
import { apiFailure } from '../../machines/shared/api-failure';
import type { ToastKind } from '../../machines/toasts/toasts.types';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
import { english } from './support/messages';

/**
 * Report popup (spec §2 "Popups: report video", §3 "Report payload", §8): the companion of the
 * moment is the one reported, even if the popup is opened again for someone else meanwhile.
 */

const BOHDAN: ReportTarget = {
  id: 2,
  name: 'Bohdan',
  pet_name: 'Rex',
  pet_gender: 'boy',
  match_id: '2f1c6a52-7a49-4c1e-9d0a-5b1f7e0c9a11',
};
/** A friend call's report: no match. */
const CHRYSTIA: ReportTarget = { id: 3, name: 'Chrystia', pet_name: 'Kiwi', pet_gender: 'girl' };
const TOPIC = REPORT_TOPICS[0];
const DETAILS = 'Showed something else than a pet';
const FRAME = 'data:image/jpeg;base64,/9j/4AAQ';

describeModel(reportMachine, {
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'report.open', target: BOHDAN },
      { type: 'report.open', target: CHRYSTIA },
      { type: 'report.close' },
      { type: 'report.submit', topic: TOPIC, details: DETAILS },
      { type: 'report.dropEvidence' },
    ];
    if (s.matches({ open: 'capturing' }))
      events.push(
        { type: 'xstate.done.actor.captureFrame', output: FRAME },
        { type: 'xstate.done.actor.captureFrame', output: null },
        { type: 'xstate.error.actor.captureFrame', error: new Error('no picture') },
      );
    if (s.matches('sending'))
      events.push(
        { type: 'xstate.done.actor.sendReport' },
        { type: 'xstate.error.actor.sendReport', error: apiFailure(500) },
      );
    return events;
  },
  world: () => {
    const sendReport = fakeCalls<[ReportInput, AbortSignal]>();
    const captureFrame = fakeCalls<[], string | null>();
    // The toasts go to the system's `toasts` actor.
    const toasts = recorder();
    const machine = reportMachine.provide(
      createReportImplementations({ sendReport: sendReport.fn, captureFrame: captureFrame.fn }),
    );
    return {
      machine,
      system: { toasts: toasts.logic },
      systemId: 'report',
      calls: { sendReport, captureFrame },
      sendReport,
      toasts: toasts.events as unknown as Array<{ kind: ToastKind; message: MessageDescriptor }>,
    };
  },
  oracles: {
    'the popup shows whom it reports while open or sending; closed forgets them': ({ snapshot }) => {
      const view = selectReport(snapshot);
      expect(view.open).toBe(!snapshot.matches('closed'));
      expect(view.sending).toBe(snapshot.matches('sending'));
      if (snapshot.matches('closed')) expect(view.target).toBeNull();
      else expect([BOHDAN, CHRYSTIA]).toContain(view.target);
    },
    'opening takes the companion of the moment only from closed': ({ event, step: { before }, snapshot }) => {
      if (event.type !== 'report.open') return;
      expect(snapshot.context.target).toBe(before.matches('closed') ? event.target : before.context.target);
    },
    // Spec §3 "Report payload".
    'a submit from the popup sends the report about its target': ({ event, step: { before }, world, added }) => {
      const sent = added(world.sendReport.calls).map((c) => c.args[0]);
      if (event.type === 'report.submit' && before.matches('open')) {
        const target = before.context.target!;
        const evidence = before.context.evidence;
        expect(sent).toEqual([
          {
            to_id: target.id,
            to_name: target.name,
            report_topic: TOPIC,
            report_details: DETAILS,
            ...(target.match_id ? { match_id: target.match_id } : {}),
            ...(evidence ? { evidence } : {}),
          },
        ]);
      } else expect(sent).toEqual([]);
    },
    // Spec §8.
    'sent: a success toast and the popup closes; failed: an error toast and it stays open': ({
      event,
      world,
      added,
    }) => {
      const shown = added(world.toasts).map((t) => ({ kind: t.kind, text: english(t.message) }));
      if (event.type === 'xstate.done.actor.sendReport')
        expect(shown).toEqual([{ kind: 'success', text: 'Report sent successfully' }]);
      else if (event.type === 'xstate.error.actor.sendReport')
        expect(shown).toEqual([{ kind: 'error', text: 'Failed, try again' }]);
      else expect(shown).toEqual([]);
    },
    'the popup takes a still frame when it opens; the user can leave it out; no picture sends none': ({
      event,
      step: { before },
      snapshot,
    }) => {
      const view = selectReport(snapshot);
      expect(view.evidence.capturing).toBe(snapshot.matches({ open: 'capturing' }));
      if (event.type === 'xstate.done.actor.captureFrame') expect(view.evidence.image).toBe(event.output);
      if (event.type === 'xstate.error.actor.captureFrame') expect(view.evidence.image).toBeNull();
      if (event.type === 'report.dropEvidence' && before.matches('open')) expect(view.evidence.image).toBeNull();
      if (snapshot.matches('closed')) expect(view.evidence.image).toBeNull();
    },
    'closing while sending drops the request': ({ event, step: { before }, world }) => {
      if (event.type === 'report.close' && before.matches('sending'))
        expect(world.sendReport.calls.at(-1)?.d.aborted).toBe(true);
    },
  },
});
