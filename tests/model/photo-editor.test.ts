import { expect, it } from 'vitest';
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
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
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

  // "Photo updated successfully" stays exactly 3 seconds, then the editor closes.
  delay: () => PHOTO_MESSAGE_MS,
  world: () => {
    const decodePhoto = fakeCalls<[PickedFile, AbortSignal], PhotoSource>();
    const savePhoto = fakeCalls<[SavePhotoInput, AbortSignal], UserView>();
    const session = recorder();
    const left = { count: 0 };
    return {
      machine: photoEditorMachine.provide(
        createPhotoEditorImplementations({
          decodePhoto: decodePhoto.fn,
          savePhoto: savePhoto.fn,
          leaveAfterSave: () => {
            left.count++;
          },
        }),
      ),
      system: { session: session.logic },
      clock: new SimulatedClock(),
      calls: { decodePhoto, savePhoto },
      decodePhoto,
      savePhoto,
      session,
      left,
    };
  },
  oracles: {
    // Images only: a picked image is decoded, anything else is refused without reading it.
    'only a picked image is decoded': ({ event, step, taken, world, snapshot }) => {
      const decodes = taken.filter(
        (s) =>
          s.event.type === 'photo.pick' &&
          !s.before.hasTag('open') &&
          !s.before.matches('decoding') &&
          (s.event as unknown as { file: PickedFile }).file.type.startsWith('image/'),
      );
      expect(world.decodePhoto.calls).toHaveLength(decodes.length);
      if (event.type === 'photo.pick' && !step.before.hasTag('open') && !step.before.matches('decoding')) {
        if (!(event as unknown as { file: PickedFile }).file.type.startsWith('image/'))
          expect(selectPhotoEditor(snapshot).problem).toBe('notImage');
      }
    },
    // Sliders stay within 1 to 9 and 0 to 360; the preview scale follows the spec's formula.
    'sliders stay in range and move only while adjusting': ({ event, step, snapshot }) => {
      const { context } = snapshot;
      expect(context.size).toBeGreaterThanOrEqual(1);
      expect(context.size).toBeLessThanOrEqual(9);
      expect(context.angle).toBeGreaterThanOrEqual(0);
      expect(context.angle).toBeLessThanOrEqual(360);
      expect(selectPhotoEditor(snapshot).scale).toBe(scaleOfSize(context.size));
      if (event.type === 'photo.resize' && (step.before.matches('editing') || step.before.matches('failed')))
        expect(context.size).toBe(Math.min((event as unknown as { size: number }).size, 9));
    },
    // Saving uploads the picture as adjusted, in the format of the screen (JPEG profile, PNG sign-up).
    'saving uploads the picture as adjusted': ({ event, step, snapshot, taken, world, path }) => {
      const isSave = (s: typeof step) =>
        s.event.type === 'photo.save' && !s.before.matches('saving') && s.after.matches('saving');
      expect(world.savePhoto.calls).toHaveLength(taken.filter(isSave).length);
      if (event.type === 'photo.save' && isSave(step))
        expect(world.savePhoto.calls.at(-1)!.args[0]).toEqual({
          source: picture,
          size: step.before.context.size,
          angle: step.before.context.angle,
          format: path.input.format,
        });
      const view = selectPhotoEditor(snapshot);
      expect(view.open).toBe(
        snapshot.matches('editing') ||
          snapshot.matches('saving') ||
          snapshot.matches('saved') ||
          snapshot.matches('failed'),
      );
      if (view.open) expect(view.source).toEqual(picture);
    },
    // The fresh user reaches the session on success; the page may move on once the editor closed after it.
    'the session gets the saved user; leaving waits for the editor to close': ({ event, taken, world, snapshot }) => {
      const done = taken.filter((s) => s.event.type === 'xstate.done.actor.savePhoto');
      expect(world.session.events).toEqual(done.map(() => ({ type: 'session.userUpdated', user: withPhoto })));
      const closedAfterSave = taken.filter((s) => s.before.matches('saved') && s.after.matches('closed'));
      expect(world.left.count).toBe(closedAfterSave.length);
      if (event.type === 'xstate.error.actor.savePhoto') {
        const view = selectPhotoEditor(snapshot);
        expect(view.problem).toBe('uploadFailed');
        expect(view.serverMessage).toBe((event.error as { message: string | null }).message);
      }
    },
    // A closed editor forgets the picture; only a refused file since then may be reported.
    'a closed editor forgets the picture': ({ event, step, snapshot }) => {
      if (!snapshot.matches('closed')) return;
      const { context } = snapshot;
      expect(context).toMatchObject({ source: null, size: 1, angle: 0 });
      expect(context.problem).toBe(
        event.type === 'photo.pick' ? 'notImage' : step.before.matches('closed') ? step.before.context.problem : null,
      );
    },
  },
});

it('maps the size slider 1 to 9 onto scale 1 to 2.6', () => {
  expect([1, 2, 6, 9].map(scaleOfSize)).toEqual([1, 1.2, 2, 2.6]);
});
