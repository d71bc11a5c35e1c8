import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createCallControlsImplementations } from '../../machines/call-controls/call-controls.actors';
import { callControlsMachine } from '../../machines/call-controls/call-controls.machine';
import { selectCallControls } from '../../machines/call-controls/call-controls.selectors';
import {
  CONTROLS_HIDE_MS,
  type CallControlsInput,
  type TrackState,
} from '../../machines/call-controls/call-controls.types';
import { describeModel, type ModelEvent, type Step } from './support/describe-model';
import { afterEventType } from './support/paths';

/** Call controls (spec §2, §4 step 9, §9): toggles, fullscreen or expanded mode, hiding after 2 s on a call. */

type M = typeof callControlsMachine;
const STREAM = { id: 'local' } as unknown as MediaStream;
const HIDE = afterEventType(callControlsMachine, 'callControls.visibility.shown');
const STAGE = { current: null };
const inputs: CallControlsInput[] = [
  { expandedMode: false, stage: STAGE },
  { expandedMode: true, stage: STAGE },
];

describeModel(callControlsMachine, {
  inputs,
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'mic.toggle' },
      { type: 'camera.toggle' },
      { type: 'display.toggle' },
      { type: 'display.exit' },
      { type: 'ui.activity' },
      { type: 'controls.inCall', inCall: !s.context.inCall },
      { type: 'controls.stream', stream: s.context.stream ? null : STREAM },
    ];
    if (s.matches({ visibility: 'shown' })) events.push({ type: HIDE });
    return events;
  },
  world: () => {
    const world = {
      applied: [] as TrackState[],
      fullscreen: null as { onExit: () => void; left: boolean } | null,
      clock: new SimulatedClock(),
      machine: callControlsMachine,
      /** The browser left fullscreen (Escape): the fullscreen actor reports it. */
      produce(event: ModelEvent, step: Step<M>) {
        if (event.type !== 'display.exit' || !step.before.matches({ display: 'fullscreen' }) || !world.fullscreen)
          return false;
        world.fullscreen.onExit();
        return true;
      },
    };
    world.machine = callControlsMachine.provide(
      createCallControlsImplementations({
        applyTracks: (state) => world.applied.push(state),
        enterFullscreen: (stage, onExit) => {
          // The stage the view gave goes fullscreen.
          expect(stage).toBe(STAGE);
          const entry = { onExit, left: false };
          world.fullscreen = entry;
          return () => {
            entry.left = true;
          };
        },
      }),
    );
    return world;
  },
  // Exactly 2000 ms after the last activity (or after the call began).
  delay: () => CONTROLS_HIDE_MS,
  oracles: {
    'controls hide only on a call': ({ snapshot }) => {
      if (!selectCallControls(snapshot).visible) expect(snapshot.context.inCall).toBe(true);
    },
    'native fullscreen unless the expanded mode is wanted (iPhone, device=app); leaving it leaves the browser fullscreen':
      ({ snapshot, path, step, world }) => {
        const view = selectCallControls(snapshot);
        if (view.display === 'fullscreen') expect(path.input.expandedMode).toBe(false);
        if (view.display === 'expanded') expect(path.input.expandedMode).toBe(true);
        if (step.before.matches({ display: 'fullscreen' }) && !snapshot.matches({ display: 'fullscreen' }))
          expect(world.fullscreen?.left).toBe(true);
      },
    'toggles (and a new stream) put the tracks in the state the buttons show': ({ snapshot, event, world, added }) => {
      const applied = added(world.applied);
      if (['mic.toggle', 'camera.toggle', 'controls.stream'].includes(event.type))
        expect(applied).toEqual([
          { stream: snapshot.context.stream, micOn: snapshot.context.micOn, cameraOn: snapshot.context.cameraOn },
        ]);
      else expect(applied).toEqual([]);
    },
  },
});

describe('call controls machine', () => {
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
