import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { PROFILE_MESSAGES } from '../../contract/profile';
import type { UserView } from '../../contract/user';
import { createPhotoEditorImplementations } from '../../machines/photo-editor/photo-editor.actors';
import { photoEditorMachine } from '../../machines/photo-editor/photo-editor.machine';
import { selectPhotoEditor } from '../../machines/photo-editor/photo-editor.selectors';
import {
  PHOTO_MESSAGE_MS,
  type PhotoEditorInput,
  type PhotoSource,
  type PickedFile,
  type SavePhotoInput,
  scaleOfSize,
} from '../../machines/photo-editor/photo-editor.types';
import { apiFailure } from '../../machines/shared/api-failure';
import { describeModel, fakeCalls, type ModelEvent } from './support/describe-model';
import { afterEventType } from './support/paths';
import { failures, userFixture } from './support/profile-fixtures';

const SAVED_EVENT = afterEventType(photoEditorMachine, 'photoEditor.saved');
const picture: PhotoSource = { width: 800, height: 600 };
const png: PickedFile = { type: 'image/png' };
const text: PickedFile = { type: 'text/plain' };
const withPhoto = userFixture({ image: '/media/photos/7-abc.jpg' });
const tooLarge = apiFailure(413, { message: PROFILE_MESSAGES.photoTooLarge });

const inputs: PhotoEditorInput[] = [{ format: 'jpeg' }, { format: 'png' }];

describeModel(photoEditorMachine, {
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
    return events;
  },
  world: () => {
    const decodePhoto = fakeCalls<[PickedFile, AbortSignal], PhotoSource>();
    const savePhoto = fakeCalls<[SavePhotoInput, AbortSignal], UserView>();
    const updates: UserView[] = [];
    const announced: unknown[] = [];
    const machine = photoEditorMachine.provide(
      createPhotoEditorImplementations({
        decodePhoto: decodePhoto.fn,
        savePhoto: savePhoto.fn,
        userUpdated: (user) => updates.push(user),
      }),
    );
    return {
      machine,
      clock: new SimulatedClock(),
      calls: { decodePhoto, savePhoto },
      started: (actor) => void actor.on('photo.saved', (e) => announced.push(e)),
      decodePhoto,
      savePhoto,
      updates,
      announced,
    };
  },
  // "Photo updated successfully" stays exactly 3 seconds, then the editor closes.
  delay: () => PHOTO_MESSAGE_MS,
  oracles: {
    'images only: a picked image is decoded, anything else is refused without reading it': ({
      event,
      step: { before },
      snapshot,
      world,
      added,
    }) => {
      if (event.type === 'photo.pick' && !before.hasTag('open') && !before.matches('decoding')) {
        const isImage = event.file.type.startsWith('image/');
        expect(added(world.decodePhoto.calls)).toHaveLength(isImage ? 1 : 0);
        if (!isImage) expect(selectPhotoEditor(snapshot).problem).toBe('notImage');
      } else expect(added(world.decodePhoto.calls)).toEqual([]);
    },
    "sliders stay within 1 to 9 and 0 to 360; the preview scale follows the spec's formula": ({
      event,
      step: { before },
      snapshot: { context },
      snapshot,
    }) => {
      expect(context.size).toBeGreaterThanOrEqual(1);
      expect(context.size).toBeLessThanOrEqual(9);
      expect(context.angle).toBeGreaterThanOrEqual(0);
      expect(context.angle).toBeLessThanOrEqual(360);
      expect(selectPhotoEditor(snapshot).scale).toBe(scaleOfSize(context.size));
      // Sliders move only while adjusting (not while uploading or showing the result).
      if (event.type === 'photo.resize' && (before.matches('editing') || before.matches('failed')))
        expect(context.size).toBe(Math.min(event.size, 9));
    },
    'saving uploads the picture as adjusted, in the format of the screen': ({
      event,
      step: { before },
      snapshot,
      path,
      world,
      added,
    }) => {
      if (event.type === 'photo.save' && !before.matches('saving') && snapshot.matches('saving'))
        expect(added(world.savePhoto.calls).map((c) => c.args[0])).toEqual([
          { source: picture, size: before.context.size, angle: before.context.angle, format: path.input.format },
        ]);
      else expect(added(world.savePhoto.calls)).toEqual([]);
    },
    'the editor shows the picture while open': ({ snapshot }) => {
      const view = selectPhotoEditor(snapshot);
      expect(view.open).toBe(
        snapshot.matches('editing') ||
          snapshot.matches('saving') ||
          snapshot.matches('saved') ||
          snapshot.matches('failed'),
      );
      if (view.open) expect(view.source).toEqual(picture);
    },
    'the fresh user reaches the session; "saved" is announced when the editor closes after it': ({
      event,
      step: { before },
      snapshot,
      world,
      added,
    }) => {
      expect(added(world.updates)).toHaveLength(event.type === 'xstate.done.actor.savePhoto' ? 1 : 0);
      expect(added(world.announced)).toHaveLength(before.matches('saved') && snapshot.matches('closed') ? 1 : 0);
      if (event.type === 'xstate.error.actor.savePhoto') {
        const view = selectPhotoEditor(snapshot);
        expect(view.problem).toBe('uploadFailed');
        expect(view.serverMessage).toBe((event.error as { message: string | null }).message);
      }
    },
    'a closed editor forgets the picture; only a refused file since then may be reported': ({
      event,
      step: { before },
      snapshot,
    }) => {
      if (!snapshot.matches('closed')) return;
      expect(snapshot.context).toMatchObject({ source: null, size: 1, angle: 0 });
      expect(snapshot.context.problem).toBe(
        event.type === 'photo.pick' ? 'notImage' : before.matches('closed') ? before.context.problem : null,
      );
    },
  },
});

describe('photo-editor machine', () => {
  it('maps the size slider 1 to 9 onto scale 1 to 2.6', () => {
    expect([1, 2, 6, 9].map(scaleOfSize)).toEqual([1, 1.2, 2, 2.6]);
  });
});
