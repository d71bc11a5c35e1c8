import { msg } from '@lingui/core/macro';
import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { failureOf } from '../shared/api-failure';
import { COMMON_MESSAGES } from '../shared/messages';
import { notProvided } from '../shared/not-provided';
import { outputOf } from '../shared/send-to-system';
import { showToast } from '../toasts/toasts.actions';
import { partnerRecordingUpdates } from './recording.links';
import {
  FINISH_TIMEOUT_MS,
  RECORDING_TICK_MS,
  type RecordingCall,
  type RecordingCheck,
  type RecordingContext,
  type RecordingDetails,
  type RecordingEvent,
  retryDelayMs,
  UPLOAD_TRIES,
} from './recording.types';

export const RECORDING_MESSAGES = {
  /** Spec §8 'You have used up your limit.' */
  limit: msg`You have used up your limit.`,
  notSubscribed: msg`Recording calls is for subscribers. Subscribe to record.`,
  /** Spec §8 'video saved successfully'. */
  saved: msg`Video saved successfully`,
  recorderFailed: msg`The recording could not be made.`,
};

export const recordingMachine = setup({
  types: {
    context: {} as RecordingContext,
    events: {} as RecordingEvent,
  },
  actors: {
    check: fromPromise<RecordingCheck>(notProvided('recording.check')),
    loadPending: fromPromise<Blob | null>(notProvided('recording.loadPending')),
    recorder: fromCallback<RecordingEvent, RecordingCall>(notProvided('recording.recorder')),
    upload: fromPromise<void, { blob: Blob; details: RecordingDetails | null }>(notProvided('recording.upload')),
    partnerRecordingUpdates,
  },
  actions: {
    notify: (_args, _params: { to: number; state: 'started' | 'stopped' }) => notProvided('recording.notify')(),
    keepPending: (_args, _params: { blob: Blob | null }) => notProvided('recording.keepPending')(),
    dropPending: notProvided('recording.dropPending'),
    toastLimit: showToast('warning', RECORDING_MESSAGES.limit),
    toastNotSubscribed: showToast('warning', RECORDING_MESSAGES.notSubscribed),
    toastSaved: showToast('success', RECORDING_MESSAGES.saved),
    toastFailed: showToast('error', COMMON_MESSAGES.failedTryAgain),
    toastRecorderFailed: showToast('error', RECORDING_MESSAGES.recorderFailed),
    stopRecorder: sendTo('recorder', { type: 'recorder.stop' }),
    forgetBlob: assign({ blob: null, progress: 0, attempt: 0, details: null }),
  },
  guards: {
    inCall: ({ context }) => context.call !== null,
    allowed: ({ event }) => outputOf<RecordingCheck>(event).allowed === true,
    notSubscribed: ({ event }) => outputOf<RecordingCheck>(event).reason === 'not_subscribed',
    limitReached: ({ context }) => context.elapsedMs + RECORDING_TICK_MS >= context.limitMs,
    /** Not the file refused (413 too large, 422 not a video): worth offering again. */
    keepable: ({ event }) => {
      const status = failureOf((event as { error?: unknown }).error).status;
      return status !== 413 && status !== 422;
    },
    hasPending: ({ event }) => outputOf<Blob | null>(event) != null,
    /** The network dropped or the server failed: try again; a refusal (403, 413, 422) is final. */
    canRetry: ({ context, event }) => {
      const status = failureOf((event as { error?: unknown }).error).status;
      return context.attempt < UPLOAD_TRIES && (status === null || status === 429 || status >= 500);
    },
  },
  delays: {
    tick: RECORDING_TICK_MS,
    finishTimeout: FINISH_TIMEOUT_MS,
    backoff: ({ context }) => retryDelayMs(context.attempt),
  },
}).createMachine({
  id: 'recording',
  context: {
    call: null,
    limitMs: 0,
    elapsedMs: 0,
    blob: null,
    progress: 0,
    attempt: 0,
    recordedBy: null,
    details: null,
  },
  invoke: { id: 'partnerRecordingUpdates', src: 'partnerRecordingUpdates' },
  on: {
    'recording.call': {
      actions: assign(({ context, event }) => ({
        call: event.call,
        recordedBy: context.call?.partnerId === event.call.partnerId ? context.recordedBy : null,
      })),
    },
    'recording.callEnded': { actions: assign({ call: null, recordedBy: null }) },
    'partner.recording': {
      actions: assign({
        recordedBy: ({ context, event }) =>
          event.active ? event.from : context.recordedBy === event.from ? null : context.recordedBy,
      }),
    },
  },
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'loadPending',
        src: 'loadPending',
        onDone: [
          {
            guard: 'hasPending',
            target: 'offering',
            // Kept from an earlier visit: its length and partner are not known any more.
            actions: assign({ blob: ({ event }) => outputOf<Blob>(event), attempt: 0, progress: 0, details: null }),
          },
          { target: 'idle' },
        ],
        onError: 'idle',
      },
    },
    offering: {
      tags: ['pending'],
      on: {
        'pending.upload': 'uploading',
        'pending.discard': { target: 'idle', actions: ['dropPending', 'forgetBlob'] },
      },
    },
    idle: {
      on: { 'recording.toggle': { guard: 'inCall', target: 'checking' } },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'check',
        src: 'check',
        onDone: [
          {
            guard: 'allowed',
            target: 'recording',
            actions: assign({ limitMs: ({ event }) => outputOf<RecordingCheck>(event).limitMs }),
          },
          { guard: 'notSubscribed', target: 'idle', actions: 'toastNotSubscribed' },
          { target: 'idle', actions: 'toastLimit' },
        ],
        onError: { target: 'idle', actions: 'toastFailed' },
      },
      on: { 'recording.callEnded': { target: 'idle', actions: assign({ call: null, recordedBy: null }) } },
    },
    recording: {
      tags: ['recording'],
      entry: [
        // The partner of the recording is the one at its start (Next changes the call before it stops).
        assign(({ context }) => ({
          elapsedMs: 0,
          details: { durationSeconds: 0, partnerName: context.call?.partnerName ?? '' },
        })),
        { type: 'notify', params: ({ context }) => ({ to: context.call?.partnerId ?? 0, state: 'started' }) },
      ],
      exit: { type: 'notify', params: ({ context }) => ({ to: context.call?.partnerId ?? 0, state: 'stopped' }) },
      invoke: { id: 'recorder', src: 'recorder', input: ({ context }) => context.call as RecordingCall },
      on: {
        'recorder.stopped': {
          target: 'uploading',
          actions: [
            assign(({ context, event }) => ({
              blob: event.blob,
              attempt: 0,
              progress: 0,
              // Its length by the machine's own ticks, never read from the file (issue 25).
              details: {
                durationSeconds: Math.round(context.elapsedMs / 1000),
                partnerName: context.details?.partnerName ?? '',
              },
            })),
            { type: 'keepPending', params: ({ event }) => ({ blob: event.blob }) },
          ],
        },
        'recorder.failed': { target: 'idle', actions: 'toastRecorderFailed' },
      },
      initial: 'running',
      states: {
        running: {
          on: {
            'recording.toggle': 'finishing',
            // The call ended or the partner changed (Next): the recording stops with it.
            'recording.callEnded': { target: 'finishing', actions: assign({ recordedBy: null }) },
            'recording.call': {
              guard: ({ context, event }) => event.call.partnerId !== context.call?.partnerId,
              target: 'finishing',
              actions: assign({
                call: ({ event }: { event: Extract<RecordingEvent, { type: 'recording.call' }> }) => event.call,
              }),
            },
          },
          after: {
            tick: [
              {
                guard: 'limitReached',
                target: 'finishing',
                actions: assign({ elapsedMs: ({ context }) => context.limitMs }),
              },
              {
                target: 'running',
                reenter: true,
                actions: assign({ elapsedMs: ({ context }) => context.elapsedMs + RECORDING_TICK_MS }),
              },
            ],
          },
        },
        finishing: {
          tags: ['busy'],
          entry: 'stopRecorder',
          after: { finishTimeout: { target: '#recording.idle', actions: 'toastRecorderFailed' } },
        },
      },
    },
    uploading: {
      tags: ['uploading'],
      entry: assign({ progress: 0, attempt: ({ context }) => context.attempt + 1 }),
      on: {
        'upload.progress': { actions: assign({ progress: ({ event }) => Math.min(1, Math.max(0, event.fraction)) }) },
      },
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ blob: context.blob as Blob, details: context.details }),
        onDone: { target: 'idle', actions: ['dropPending', 'forgetBlob', 'toastSaved'] },
        onError: [
          { guard: 'canRetry', target: 'retrying' },
          // Anything but a refusal of the file itself keeps the recording for the next visit.
          { guard: 'keepable', target: 'idle', actions: ['forgetBlob', 'toastFailed'] },
          { target: 'idle', actions: ['dropPending', 'forgetBlob', 'toastFailed'] },
        ],
      },
    },
    retrying: {
      tags: ['uploading'],
      after: { backoff: 'uploading' },
    },
  },
});
