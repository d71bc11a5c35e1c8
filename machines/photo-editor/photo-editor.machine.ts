import { assign, fromPromise, setup } from 'xstate';
import type { UserView } from '../../contract/user';
import { SESSION_SYSTEM_ID, type SessionEvent } from '../session/session.types';
import { failureOf } from '../shared/api-failure';
import { notProvided } from '../shared/not-provided';
import { outputOf, sendToSystem } from '../shared/send-to-system';
import {
  clampAngle,
  clampSize,
  isImageType,
  PHOTO_ANGLE,
  PHOTO_MESSAGE_MS,
  PHOTO_SIZE,
  type PhotoEditorContext,
  type PhotoEditorEvent,
  type PhotoEditorInput,
  type PhotoSource,
  type PickedFile,
  type SavePhotoInput,
} from './photo-editor.types';

type PickEvent = Extract<PhotoEditorEvent, { type: 'photo.pick' }>;

export const photoEditorMachine = setup({
  types: {
    context: {} as PhotoEditorContext,
    events: {} as PhotoEditorEvent,
    input: {} as PhotoEditorInput,
  },
  actors: {
    decodePhoto: fromPromise<PhotoSource, PickedFile>(notProvided('photoEditor.decodePhoto')),
    savePhoto: fromPromise<UserView, SavePhotoInput>(notProvided('photoEditor.savePhoto')),
  },
  actions: {
    // The fresh user goes to the session: every view of the user re-renders.
    userUpdated: sendToSystem(
      SESSION_SYSTEM_ID,
      ({ event }) => ({ type: 'session.userUpdated', user: outputOf<UserView>(event) }) satisfies SessionEvent,
    ),
    rejectFile: assign({ problem: 'notImage', serverMessage: null }),
    forget: assign({
      source: null,
      problem: null,
      serverMessage: null,
      size: PHOTO_SIZE.initial,
      angle: PHOTO_ANGLE.initial,
    }),
    resize: assign({
      size: ({ event }) => clampSize((event as Extract<PhotoEditorEvent, { type: 'photo.resize' }>).size),
    }),
    rotate: assign({
      angle: ({ event }) => clampAngle((event as Extract<PhotoEditorEvent, { type: 'photo.rotate' }>).angle),
    }),
    // Where the page goes once the editor closed after a save: nowhere by default (the profile);
    // the sign-up photo step goes on to /profile (composition root).
    leaveAfterSave: () => {},
  },
  guards: {
    isImage: ({ event }) => isImageType((event as PickEvent).file.type),
  },
  delays: { message: PHOTO_MESSAGE_MS },
}).createMachine({
  id: 'photoEditor',
  context: ({ input }) => ({
    format: input.format,
    source: null,
    problem: null,
    serverMessage: null,
    size: PHOTO_SIZE.initial,
    angle: PHOTO_ANGLE.initial,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'photo.pick': [{ guard: 'isImage', target: 'decoding' }, { actions: 'rejectFile' }],
      },
    },
    decoding: {
      tags: ['busy'],
      entry: 'forget',
      invoke: {
        id: 'decodePhoto',
        src: 'decodePhoto',
        input: ({ event }) => (event as PickEvent).file,
        onDone: { target: 'editing', actions: assign({ source: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: assign({ problem: 'unreadable' }) },
      },
    },
    editing: {
      tags: ['open'],
      on: {
        'photo.resize': { actions: 'resize' },
        'photo.rotate': { actions: 'rotate' },
        'photo.save': 'saving',
        'photo.cancel': { target: 'closed', actions: 'forget' },
      },
    },
    saving: {
      tags: ['open', 'busy'],
      entry: assign({ problem: null, serverMessage: null }),
      invoke: {
        id: 'savePhoto',
        src: 'savePhoto',
        input: ({ context }) => ({
          source: context.source!,
          size: context.size,
          angle: context.angle,
          format: context.format,
        }),
        onDone: { target: 'saved', actions: 'userUpdated' },
        onError: {
          target: 'failed',
          actions: assign({ problem: 'uploadFailed', serverMessage: ({ event }) => failureOf(event.error).message }),
        },
      },
    },
    saved: {
      tags: ['open'],
      after: { message: { target: 'closed', actions: ['forget', 'leaveAfterSave'] } },
      on: { 'photo.cancel': { target: 'closed', actions: ['forget', 'leaveAfterSave'] } },
    },
    failed: {
      tags: ['open'],
      on: {
        'photo.resize': { actions: 'resize' },
        'photo.rotate': { actions: 'rotate' },
        'photo.save': 'saving',
        'photo.cancel': { target: 'closed', actions: 'forget' },
      },
    },
    closed: {
      on: {
        'photo.pick': [{ guard: 'isImage', target: 'decoding' }, { actions: 'rejectFile' }],
      },
    },
  },
});
