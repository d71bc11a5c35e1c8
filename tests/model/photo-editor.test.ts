import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../contract/profile';
import type { UserView } from '../../contract/user';
import { createPhotoEditorImplementations } from '../../machines/photo-editor/photo-editor.actors';
import { photoEditorMachine } from '../../machines/photo-editor/photo-editor.machine';
import { selectPhotoEditor } from '../../machines/photo-editor/photo-editor.selectors';
import {
  PHOTO_MESSAGE_MS,
  type PhotoEditorEvent,
  type PhotoEditorInput,
  type PhotoSource,
  type PickedFile,
  type SavePhotoInput,
  scaleOfSize,
} from '../../machines/photo-editor/photo-editor.types';
import { apiFailure } from '../../machines/shared/api-failure';
import { type Deferred, deferred, flush } from './support/deferred';
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
import { failures, userFixture } from './support/profile-fixtures';

type M = typeof photoEditorMachine;
type ModelEvent = PhotoEditorEvent | { type: string; output?: unknown; error?: unknown };

const SAVED_EVENT = afterEventType(photoEditorMachine, 'photoEditor.saved');
const picture: PhotoSource = { width: 800, height: 600 };
const png: PickedFile = { type: 'image/png' };
const text: PickedFile = { type: 'text/plain' };
const withPhoto = userFixture({ image: '/media/photos/7-abc.jpg' });
const tooLarge = apiFailure(413, { message: PROFILE_MESSAGES.photoTooLarge });

const inputs: PhotoEditorInput[] = [{ format: 'jpeg' }, { format: 'png' }];

const paths = generatePaths(photoEditorMachine, {
  inputs,
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'photo.pick', file: png },
      { type: 'photo.pick', file: text },
      { type: 'photo.save' },
      { type: 'photo.cancel' },
    ];
    // Slider moves only where they change something, to keep the state space small.
    if (s.hasTag('open') && s.context.size === 1 && s.context.angle === 0) {
      events.push(
        { type: 'photo.resize', size: 5 },
        { type: 'photo.resize', size: 42 },
        { type: 'photo.rotate', angle: 90 },
        { type: 'photo.rotate', angle: -15 },
        { type: 'photo.rotate', angle: 400 },
      );
    }
    if (s.matches('decoding'))
      events.push(
        { type: 'xstate.done.actor.decodePhoto', output: picture },
        { type: 'xstate.error.actor.decodePhoto', error: new Error('bad file') },
      );
    if (s.matches('saving')) {
      events.push(
        { type: 'xstate.done.actor.savePhoto', output: withPhoto },
        { type: 'xstate.error.actor.savePhoto', error: tooLarge },
        { type: 'xstate.error.actor.savePhoto', error: failures.offline },
      );
    }
    if (s.matches('saved')) events.push({ type: SAVED_EVENT });
    return events as never;
  },
});

async function run(path: ModelPath<M>) {
  const clock = new SimulatedClock();
  const decodes: Array<{ file: PickedFile; d: Deferred<PhotoSource> }> = [];
  const saves: Array<{ input: SavePhotoInput; d: Deferred<UserView> }> = [];
  const updates: UserView[] = [];
  let announced = 0;
  const machine = photoEditorMachine.provide(
    createPhotoEditorImplementations({
      decodePhoto: (file, signal) => {
        const d = deferred<PhotoSource>(signal);
        decodes.push({ file, d });
        return d.promise;
      },
      savePhoto: (input, signal) => {
        const d = deferred<UserView>(signal);
        saves.push({ input, d });
        return d.promise;
      },
      userUpdated: (user) => updates.push(user),
    }),
  );
  const actor = createActor(machine, { input: path.input, clock }).start();
  actor.on('photo.saved', () => {
    announced += 1;
  });
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.initial));

  for (const { event, before, after } of path.steps) {
    const e = event as ModelEvent;
    const counts = { decodes: decodes.length, saves: saves.length, updates: updates.length, announced };
    if (e.type === 'xstate.done.actor.decodePhoto') decodes.at(-1)!.d.resolve(e.output as PhotoSource);
    else if (e.type === 'xstate.error.actor.decodePhoto') decodes.at(-1)!.d.reject(e.error);
    else if (e.type === 'xstate.done.actor.savePhoto') saves.at(-1)!.d.resolve(e.output as UserView);
    else if (e.type === 'xstate.error.actor.savePhoto') saves.at(-1)!.d.reject(e.error);
    else if (e.type === SAVED_EVENT) {
      // "Photo updated successfully" stays exactly 3 seconds, then the editor closes.
      clock.increment(PHOTO_MESSAGE_MS - 1);
      expect(actor.getSnapshot().matches('saved')).toBe(true);
      clock.increment(1);
    } else actor.send(event);
    await flush();

    const snapshot = actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(after));
    const view = selectPhotoEditor(snapshot);
    const { context } = snapshot;

    // Images only: a picked image is decoded, anything else is refused without reading it.
    if (e.type === 'photo.pick' && !before.hasTag('open') && !before.matches('decoding')) {
      const isImage = (e as { file: PickedFile }).file.type.startsWith('image/');
      expect(decodes.length - counts.decodes).toBe(isImage ? 1 : 0);
      if (!isImage) expect(view.problem).toBe('notImage');
    } else expect(decodes.length).toBe(counts.decodes);

    // Sliders stay within 1 to 9 and 0 to 360; the preview scale follows the spec's formula.
    expect(context.size).toBeGreaterThanOrEqual(1);
    expect(context.size).toBeLessThanOrEqual(9);
    expect(context.angle).toBeGreaterThanOrEqual(0);
    expect(context.angle).toBeLessThanOrEqual(360);
    expect(view.scale).toBe(scaleOfSize(context.size));
    // Sliders move only while adjusting (not while uploading or showing the result).
    if (e.type === 'photo.resize' && (before.matches('editing') || before.matches('failed')))
      expect(context.size).toBe(Math.min((e as { size: number }).size, 9));

    // Saving uploads the picture as adjusted, in the format of the screen (JPEG profile, PNG sign-up).
    if (e.type === 'photo.save' && !before.matches('saving') && snapshot.matches('saving')) {
      expect(saves.length).toBe(counts.saves + 1);
      expect(saves.at(-1)!.input).toEqual({
        source: picture,
        size: before.context.size,
        angle: before.context.angle,
        format: path.input.format,
      });
    } else expect(saves.length).toBe(counts.saves);
    expect(view.open).toBe(
      snapshot.matches('editing') ||
        snapshot.matches('saving') ||
        snapshot.matches('saved') ||
        snapshot.matches('failed'),
    );
    if (view.open) expect(view.source).toEqual(picture);

    // The fresh user reaches the session on success; "saved" is announced when the editor closes after it.
    expect(updates.length - counts.updates).toBe(e.type === 'xstate.done.actor.savePhoto' ? 1 : 0);
    expect(announced - counts.announced).toBe(before.matches('saved') && snapshot.matches('closed') ? 1 : 0);
    if (e.type === 'xstate.error.actor.savePhoto') {
      expect(view.problem).toBe('uploadFailed');
      expect(view.serverMessage).toBe((e.error as { message: string | null }).message);
    }
    // A closed editor forgets the picture; only a refused file since then may be reported.
    if (snapshot.matches('closed')) {
      expect(context).toMatchObject({ source: null, size: 1, angle: 0 });
      expect(context.problem).toBe(
        e.type === 'photo.pick' ? 'notImage' : before.matches('closed') ? before.context.problem : null,
      );
    }
  }
  actor.stop();
}

describe('photo-editor machine (model-based)', () => {
  for (const path of paths) it(path.description, () => run(path));

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(photoEditorMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(photoEditorMachine)) expect(used, type).toContain(type);
  });

  it('maps the size slider 1 to 9 onto scale 1 to 2.6', () => {
    expect([1, 2, 6, 9].map(scaleOfSize)).toEqual([1, 1.2, 2, 2.6]);
  });
});
