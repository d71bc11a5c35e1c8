import type { MessageDescriptor } from '@lingui/core';
import { expect } from 'vitest';
import { SimulatedClock } from 'xstate';
import { FRIEND_CALL_RECORDING_MS } from '../../contract/videos';
import { createRecordingImplementations } from '../../machines/recording/recording.actors';
import { recordingMachine } from '../../machines/recording/recording.machine';
import { selectRecording } from '../../machines/recording/recording.selectors';
import {
  type RecordingCall,
  type RecordingCheck,
  type RecordingDetails,
  retryDelayMs,
  UPLOAD_TRIES,
} from '../../machines/recording/recording.types';
import { apiFailure } from '../../machines/shared/api-failure';
import type { ToastKind } from '../../machines/toasts/toasts.types';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
import { english } from './support/messages';
import { afterEventType } from './support/paths';

type Snap = ReturnType<ReturnType<typeof recordingMachine.provide>['resolveState']>;

const [OLHA, PETRO] = [7, 8];
const stream = (id: string) => ({ id }) as unknown as MediaStream;
const CALL_OLHA: RecordingCall = {
  partnerId: OLHA,
  partnerName: 'Olha',
  local: stream('local'),
  remote: stream('olha'),
};
const CALL_PETRO: RecordingCall = {
  partnerId: PETRO,
  partnerName: 'Petro',
  local: stream('local'),
  remote: stream('petro'),
};
const RECORDED = new Blob(['webm'], { type: 'video/webm' });
const KEPT = new Blob(['kept'], { type: 'video/webm' });
/** A short limit keeps the model small; the real ones are the server's minutes × 60000 and 300000. */
const LIMIT_MS = 2000;

const AFTER = {
  tick: afterEventType(recordingMachine, 'recording.recording.running'),
  finish: afterEventType(recordingMachine, 'recording.recording.finishing'),
  backoff: afterEventType(recordingMachine, 'recording.retrying'),
};

function eventsIn(s: Snap): ModelEvent[] {
  const events: ModelEvent[] = [
    { type: 'recording.toggle' },
    s.context.call === null ? { type: 'recording.call', call: CALL_OLHA } : { type: 'recording.callEnded' },
  ];
  if (s.context.call?.partnerId === OLHA) events.push({ type: 'recording.call', call: CALL_PETRO });
  events.push({ type: 'partner.recording', from: OLHA, active: s.context.recordedBy === null });
  if (s.matches('restoring'))
    events.push(
      { type: 'xstate.done.actor.loadPending', output: KEPT },
      { type: 'xstate.done.actor.loadPending', output: null },
      { type: 'xstate.error.actor.loadPending', error: new Error('IndexedDB unavailable') },
    );
  if (s.matches('offering')) events.push({ type: 'pending.upload' }, { type: 'pending.discard' });
  if (s.matches('checking'))
    events.push(
      { type: 'xstate.done.actor.check', output: { allowed: true, limitMs: LIMIT_MS } satisfies RecordingCheck },
      { type: 'xstate.done.actor.check', output: { allowed: false, reason: 'daily_limit', limitMs: LIMIT_MS } },
      { type: 'xstate.done.actor.check', output: { allowed: false, reason: 'not_subscribed', limitMs: LIMIT_MS } },
      { type: 'xstate.error.actor.check', error: apiFailure(500) },
    );
  if (s.matches('recording')) events.push({ type: 'recorder.stopped', blob: RECORDED }, { type: 'recorder.failed' });
  if (s.matches({ recording: 'running' })) events.push({ type: AFTER.tick });
  if (s.matches({ recording: 'finishing' })) events.push({ type: AFTER.finish });
  if (s.matches('uploading'))
    events.push(
      { type: 'upload.progress', fraction: 0.5 },
      { type: 'xstate.done.actor.upload' },
      { type: 'xstate.error.actor.upload', error: apiFailure(503) },
      { type: 'xstate.error.actor.upload', error: apiFailure(null) },
      { type: 'xstate.error.actor.upload', error: apiFailure(413) },
    );
  if (s.matches('retrying')) events.push({ type: AFTER.backoff });
  return events;
}

interface FakeRecorder {
  call: RecordingCall;
  on: { stopped(blob: Blob): void; failed(): void };
  stops: number;
  abandons: number;
}

describeModel(recordingMachine, {
  events: eventsIn,
  world: () => {
    const check = fakeCalls<[AbortSignal], RecordingCheck>();
    const loadPending = fakeCalls<[], Blob | null>();
    const upload = fakeCalls<[Blob, (fraction: number) => void, AbortSignal, RecordingDetails | null], void>();
    const recorders: FakeRecorder[] = [];
    const notices: Array<{ to: number; state: string }> = [];
    const store = { kept: [] as Blob[], dropped: [] as number[] };
    const toasts = recorder();
    return {
      machine: recordingMachine.provide(
        createRecordingImplementations({
          check: check.fn,
          loadPending: loadPending.fn,
          upload: upload.fn,
          record: (call, on) => {
            const fake: FakeRecorder = { call, on, stops: 0, abandons: 0 };
            recorders.push(fake);
            return { stop: () => fake.stops++, abandon: () => fake.abandons++ };
          },
          notify: (to, state) => notices.push({ to, state }),
          keepPending: (blob) => store.kept.push(blob),
          dropPending: () => store.dropped.push(1),
        }),
      ),
      system: { toasts: toasts.logic },
      systemId: 'recording',
      clock: new SimulatedClock(),
      calls: { check, loadPending, upload },
      upload,
      recorders,
      notices,
      store,
      toasts: toasts.events as unknown as Array<{ kind: ToastKind; message: MessageDescriptor }>,
      produce(event: ModelEvent): boolean {
        const e = event as ModelEvent & Record<string, unknown>;
        if (e.type === 'recorder.stopped') recorders.at(-1)!.on.stopped(e.blob as Blob);
        else if (e.type === 'recorder.failed') recorders.at(-1)!.on.failed();
        else if (e.type === 'upload.progress') upload.pending().args[1](e.fraction as number);
        else return false;
        return true;
      },
    };
  },
  oracles: {
    // Issue 25: the upload says how long the recording is (the machine's own ticks) and with whom
    // (the partner when it started); one kept from an earlier visit says nothing.
    'an upload carries the length and partner of its recording': ({
      event,
      step: { before },
      snapshot,
      world,
      added,
    }) => {
      if (event.type === 'recorder.stopped' && before.matches('recording'))
        expect(snapshot.context.details).toEqual({
          durationSeconds: before.context.elapsedMs / 1000,
          partnerName: before.context.details?.partnerName,
        });
      if (snapshot.matches('recording') && !before.matches('recording'))
        expect(snapshot.context.details).toEqual({ durationSeconds: 0, partnerName: before.context.call?.partnerName });
      if (event.type === 'xstate.done.actor.loadPending') expect(snapshot.context.details).toBeNull();
      for (const call of added(world.upload.calls)) expect(call.args[3]).toEqual(snapshot.context.details);
    },
    // Spec §4: start only if the server check says yes.
    'a recorder runs only after the server allowed it, in a call': ({ event, step: { before }, world, added }) => {
      const started = added(world.recorders);
      const allowedNow =
        event.type === 'xstate.done.actor.check' &&
        (event.output as RecordingCheck).allowed &&
        before.matches('checking');
      expect(started.map((r) => r.call)).toEqual(allowedNow ? [before.context.call] : []);
    },
    // Spec §8: 'You have used up your limit.'
    'a refusal warns and records nothing; the outcome of an upload is a toast': ({ event, world, added }) => {
      const shown = added(world.toasts).map((t) => ({ kind: t.kind, text: english(t.message) }));
      if (event.type === 'xstate.done.actor.check') {
        const out = event.output as RecordingCheck;
        if (out.allowed) expect(shown).toEqual([]);
        else if (out.reason === 'daily_limit')
          expect(shown).toEqual([{ kind: 'warning', text: 'You have used up your limit.' }]);
        else
          expect(shown).toEqual([
            { kind: 'warning', text: 'Recording calls is for subscribers. Subscribe to record.' },
          ]);
      } else if (event.type === 'xstate.done.actor.upload')
        expect(shown).toEqual([{ kind: 'success', text: 'Video saved successfully' }]);
      else if (event.type === 'xstate.error.actor.upload' || event.type === 'xstate.error.actor.check') {
        if (shown.length > 0) expect(shown).toEqual([{ kind: 'error', text: 'Failed, please try again.' }]);
      }
    },
    // The partner always knows: a notice when recording starts and one when it stops.
    'the partner is told when the recording starts and stops': ({ step: { before }, snapshot, world, added }) => {
      const sent = added(world.notices);
      const was = before.hasTag('recording');
      const is = snapshot.hasTag('recording');
      if (!was && is) expect(sent).toEqual([{ to: snapshot.context.call!.partnerId, state: 'started' }]);
      else if (was && !is) expect(sent.map((n) => n.state)).toEqual(['stopped']);
      else expect(sent).toEqual([]);
    },
    // Spec §4: the automatic stop after the limit.
    'a recording never runs past its limit': ({ snapshot }) => {
      if (snapshot.hasTag('recording'))
        expect(snapshot.context.elapsedMs).toBeLessThanOrEqual(snapshot.context.limitMs);
    },
    'stop, the call ending, the partner changing and the limit stop the recorder': ({
      step: { before },
      snapshot,
      world,
    }) => {
      if (before.matches({ recording: 'running' }) && snapshot.matches({ recording: 'finishing' }))
        expect(world.recorders.at(-1)!.stops).toBe(1);
    },
    // Nothing recorded is lost: kept from the stop until the server confirms it.
    'a stopped recording is kept until the server confirms it': ({ event, world, added, snapshot }) => {
      const kept = added(world.store.kept);
      if (event.type === 'recorder.stopped') expect(kept).toEqual([RECORDED]);
      else expect(kept).toEqual([]);
      if (snapshot.hasTag('uploading') || snapshot.hasTag('pending')) expect(snapshot.context.blob).not.toBeNull();
    },
    'a kept recording is dropped only when the server saved it, refused the file, or the user discarded it': ({
      event,
      step: { before },
      world,
      added,
    }) => {
      const dropped = added(world.store.dropped).length;
      const status = event.type === 'xstate.error.actor.upload' ? (event.error as { status: number | null }).status : 0;
      const expected =
        event.type === 'xstate.done.actor.upload' ||
        (event.type === 'pending.discard' && before.matches('offering')) ||
        (event.type === 'xstate.error.actor.upload' && (status === 413 || status === 422));
      expect(dropped).toBe(expected ? 1 : 0);
    },
    'uploads are retried with backoff, at most UPLOAD_TRIES times': ({ snapshot }) => {
      expect(snapshot.context.attempt).toBeLessThanOrEqual(UPLOAD_TRIES);
      expect(retryDelayMs(1)).toBe(2000);
      expect(FRIEND_CALL_RECORDING_MS).toBe(300_000);
    },
    'the view follows the state': ({ snapshot }) => {
      const view = selectRecording(snapshot);
      expect(view.recording).toBe(snapshot.matches('recording'));
      expect(view.uploading).toBe(snapshot.matches('uploading') || snapshot.matches('retrying'));
      expect(view.pending).toBe(snapshot.matches('offering'));
      expect(view.partnerRecording).toBe(snapshot.context.recordedBy !== null);
      expect(view.progress).toBeGreaterThanOrEqual(0);
      expect(view.progress).toBeLessThanOrEqual(100);
    },
  },
  atStop: ({ world }) => {
    // Leaving the page mid-recording keeps what was recorded (the recorder abandons to the store).
    for (const r of world.recorders) expect(r.stops + r.abandons).toBeLessThanOrEqual(2);
  },
});
