import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createCallControlsImplementations } from '../../machines/call-controls/call-controls.actors';
import { callControlsMachine } from '../../machines/call-controls/call-controls.machine';
import { selectCallControls } from '../../machines/call-controls/call-controls.selectors';
import {
  type CallControlsInput,
  CONTROLS_HIDE_MS,
  type PictureInPictureChange,
  type TrackState,
} from '../../machines/call-controls/call-controls.types';
import { describeModel, type ModelEvent, type Step } from './support/describe-model';
import { afterEventType } from './support/paths';

/**
 * Call controls (spec §2, §4 step 9, §9; issue 24): toggles, fullscreen or expanded mode, hiding
 * after 2 s on a call, the screen kept awake on a call, picture-in-picture of the partner's video.
 */

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
    // The button can be pressed whenever it is drawn; the browser's answers come while on a call.
    events.push({ type: 'pip.toggle' });
    if (s.matches({ call: { on: 'unavailable' } })) events.push({ type: 'pip.available' });
    if (s.matches({ call: { on: 'inPage' } })) events.push({ type: 'pip.entered' });
    if (s.matches({ call: { on: 'floating' } })) events.push({ type: 'pip.left' });
    return events;
  },
  world: () => {
    const world = {
      applied: [] as TrackState[],
      fullscreen: null as { onExit: () => void; left: boolean } | null,
      clock: new SimulatedClock(),
      machine: callControlsMachine,
      /** Wake locks taken, each with whether it was let go. */
      locks: [] as { released: boolean }[],
      /** Each watch of the remote video's picture-in-picture: what the machine asked, and its end. */
      watches: [] as { report: (change: PictureInPictureChange) => void; disposed: boolean }[],
      /** What the machine asked of the browser's picture-in-picture, in order. */
      pipRequests: [] as ('enter' | 'leave')[],
      /** The browser left fullscreen (Escape): the fullscreen actor reports it. The browser's picture-in-picture answers. */
      produce(event: ModelEvent, step: Step<M>) {
        if (event.type.startsWith('pip.') && event.type !== 'pip.toggle') {
          const watch = world.watches.at(-1);
          if (!watch || watch.disposed) throw new Error(`${event.type} without a live picture-in-picture watch`);
          watch.report(event.type.slice('pip.'.length) as PictureInPictureChange);
          return true;
        }
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
        holdWakeLock: () => {
          const lock = { released: false };
          world.locks.push(lock);
          return () => {
            lock.released = true;
          };
        },
        watchPictureInPicture: (stage, report) => {
          // The partner's video is looked for in the stage the view gave.
          expect(stage).toBe(STAGE);
          const watch = { report, disposed: false };
          world.watches.push(watch);
          return {
            enter: () => world.pipRequests.push('enter'),
            leave: () => world.pipRequests.push('leave'),
            dispose: () => {
              watch.disposed = true;
            },
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
    'the screen is kept awake exactly while on a call, with one lock': ({ snapshot, world }) => {
      const held = world.locks.filter((lock) => !lock.released).length;
      expect(held).toBe(snapshot.context.inCall ? 1 : 0);
      expect(snapshot.matches({ call: 'on' })).toBe(snapshot.context.inCall);
    },
    'picture-in-picture is watched only on a call; ending the call closes the floating window': ({
      snapshot,
      world,
    }) => {
      const live = world.watches.filter((watch) => !watch.disposed);
      expect(live.length).toBe(snapshot.context.inCall ? 1 : 0);
      if (!snapshot.context.inCall) expect(selectCallControls(snapshot).pictureInPicture).toBe('unavailable');
    },
    'the button asks the browser; only the answer of the browser moves the state': ({
      step,
      event,
      snapshot,
      world,
      added,
    }) => {
      const asked = added(world.pipRequests);
      const before = selectCallControls(step.before).pictureInPicture;
      if (event.type === 'pip.toggle')
        expect(asked).toEqual(before === 'off' ? ['enter'] : before === 'on' ? ['leave'] : []);
      else expect(asked).toEqual([]);
      const now = selectCallControls(snapshot).pictureInPicture;
      if (event.type === 'pip.toggle') expect(now).toBe(before);
      if (event.type === 'pip.entered') expect(now).toBe('on');
      if (event.type === 'pip.left') expect(now).toBe('off');
      if (event.type === 'pip.available') expect(now).toBe('off');
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

describe('call controls on a phone (issue 24)', () => {
  const start = (deps: Partial<Parameters<typeof createCallControlsImplementations>[0]>) =>
    createActor(
      callControlsMachine.provide(
        createCallControlsImplementations({ applyTracks() {}, enterFullscreen: () => () => {}, ...deps }),
      ),
      { input: { expandedMode: false, stage: STAGE } },
    ).start();

  it('lets the wake lock go and closes the floating window when the screen closes during a call', () => {
    const events: string[] = [];
    const actor = start({
      holdWakeLock: () => {
        events.push('lock');
        return () => events.push('unlock');
      },
      watchPictureInPicture: (_stage, report) => {
        report('available');
        report('entered');
        return { enter() {}, leave() {}, dispose: () => events.push('pip closed') };
      },
    });
    actor.send({ type: 'controls.inCall', inCall: true });
    expect(selectCallControls(actor.getSnapshot()).pictureInPicture).toBe('on');
    actor.stop();
    expect(events.sort()).toEqual(['lock', 'pip closed', 'unlock']);
  });

  it('hides the picture-in-picture button where the browser has none, and runs without a wake lock', () => {
    const actor = start({ watchPictureInPicture: () => null });
    actor.send({ type: 'controls.inCall', inCall: true });
    expect(actor.getSnapshot().matches({ call: { on: 'unavailable' } })).toBe(true);
    actor.send({ type: 'pip.toggle' });
    expect(selectCallControls(actor.getSnapshot()).pictureInPicture).toBe('unavailable');
    actor.send({ type: 'controls.inCall', inCall: false });
    expect(actor.getSnapshot().matches({ call: 'off' })).toBe(true);
    actor.stop();
  });
});
