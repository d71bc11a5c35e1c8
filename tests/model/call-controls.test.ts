import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createCallControlsImplementations } from '../../machines/call-controls/call-controls.actors';
import { callControlsMachine } from '../../machines/call-controls/call-controls.machine';
import { selectCallControls } from '../../machines/call-controls/call-controls.selectors';
import {
  CONTROLS_HIDE_MS,
  type CallControlsEvent,
  type CallControlsInput,
  type TrackState,
} from '../../machines/call-controls/call-controls.types';
import { flush } from './support/deferred';
import {
  afterEventType,
  generatePaths,
  handledEventTypes,
  type ModelPath,
  reachedStateIds,
  serializeState,
  stableStateIds,
  usedEventTypes,
} from './support/paths';

/** Call controls (spec §2, §4 step 9, §9): toggles, fullscreen or expanded mode, hiding after 2 s on a call. */

type M = typeof callControlsMachine;
const STREAM = { id: 'local' } as unknown as MediaStream;
const HIDE = afterEventType(callControlsMachine, 'callControls.visibility.shown');
const STAGE = { current: null };
const inputs: CallControlsInput[] = [
  { expandedMode: false, stage: STAGE },
  { expandedMode: true, stage: STAGE },
];

const paths = generatePaths(callControlsMachine, {
  inputs,
  events: (s) => {
    const events: Array<CallControlsEvent | { type: string }> = [
      { type: 'mic.toggle' },
      { type: 'camera.toggle' },
      { type: 'display.toggle' },
      { type: 'display.exit' },
      { type: 'ui.activity' },
    ];
    events.push({ type: 'controls.inCall', inCall: !s.context.inCall });
    events.push({ type: 'controls.stream', stream: s.context.stream ? null : STREAM });
    if (s.matches({ visibility: 'shown' })) events.push({ type: HIDE });
    return events as never;
  },
});

async function run(path: ModelPath<M>) {
  const clock = new SimulatedClock();
  const applied: TrackState[] = [];
  let fullscreen: { onExit: () => void; left: boolean } | null = null;
  const machine = callControlsMachine.provide(
    createCallControlsImplementations({
      applyTracks: (state) => applied.push(state),
      enterFullscreen: (stage, onExit) => {
        // The stage the view gave goes fullscreen.
        expect(stage).toBe(STAGE);
        const entry = { onExit, left: false };
        fullscreen = entry;
        return () => {
          entry.left = true;
        };
      },
    }),
  );
  const actor = createActor(machine, { input: path.input, clock }).start();
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.initial));

  for (const { event, before, after } of path.steps) {
    const appliedBefore = applied.length;
    if (event.type === HIDE) {
      // Exactly 2000 ms after the last activity (or after the call began).
      clock.increment(CONTROLS_HIDE_MS - 1);
      await flush();
      expect(serializeState(actor.getSnapshot())).toBe(serializeState(before));
      clock.increment(1);
    } else if (event.type === 'display.exit' && before.matches({ display: 'fullscreen' }) && fullscreen) {
      // The browser left fullscreen (Escape): the actor reports it.
      (fullscreen as { onExit: () => void }).onExit();
    } else actor.send(event);
    await flush();

    const snapshot = actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(after));
    const view = selectCallControls(snapshot);
    // Controls hide only on a call.
    if (!view.visible) expect(snapshot.context.inCall).toBe(true);
    // Native fullscreen unless the expanded mode is wanted (iPhone, device=app).
    if (view.display === 'fullscreen') expect(path.input.expandedMode).toBe(false);
    if (view.display === 'expanded') expect(path.input.expandedMode).toBe(true);
    if (before.matches({ display: 'fullscreen' }) && !snapshot.matches({ display: 'fullscreen' }))
      expect((fullscreen as { left: boolean } | null)?.left).toBe(true);
    // Toggles (and a new stream) put the tracks in the state the buttons show.
    if (['mic.toggle', 'camera.toggle', 'controls.stream'].includes(event.type)) {
      expect(applied.slice(appliedBefore)).toEqual([
        { stream: snapshot.context.stream, micOn: snapshot.context.micOn, cameraOn: snapshot.context.cameraOn },
      ]);
    } else expect(applied.length).toBe(appliedBefore);
  }
  actor.stop();
}

describe('call controls machine (model-based)', () => {
  for (const path of paths) it(path.description, () => run(path));

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(callControlsMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(callControlsMachine)) expect(used, type).toContain(type);
  });

  it('keeps the controls while the mouse moves, and hides them 2 s after it stops', () => {
    const clock = new SimulatedClock();
    const actor = createActor(
      callControlsMachine.provide(
        createCallControlsImplementations({ applyTracks() {}, enterFullscreen: () => () => {} }),
      ),
      { input: { expandedMode: false, stage: STAGE }, clock },
    ).start();
    actor.send({ type: 'controls.inCall', inCall: true });
    for (let i = 0; i < 5; i++) {
      clock.increment(1500);
      actor.send({ type: 'ui.activity' });
    }
    expect(selectCallControls(actor.getSnapshot()).visible).toBe(true);
    clock.increment(1999);
    expect(selectCallControls(actor.getSnapshot()).visible).toBe(true);
    clock.increment(1);
    expect(selectCallControls(actor.getSnapshot()).visible).toBe(false);
    actor.send({ type: 'ui.activity' });
    expect(selectCallControls(actor.getSnapshot()).visible).toBe(true);
    // Off the call they stay.
    actor.send({ type: 'controls.inCall', inCall: false });
    clock.increment(10_000);
    expect(selectCallControls(actor.getSnapshot()).visible).toBe(true);
    actor.stop();
  });
});
