import { fromCallback, fromPromise } from 'xstate';
import type { RecordingCall, RecordingCheck, RecordingDeps, RecordingDetails, RecordingEvent } from './recording.types';

/** Real effects for `recordingMachine.provide(...)`. */
export function createRecordingImplementations(deps: RecordingDeps) {
  return {
    actors: {
      check: fromPromise<RecordingCheck>(({ signal }) => deps.check(signal)),
      loadPending: fromPromise<Blob | null>(() => deps.loadPending()),
      recorder: fromCallback<RecordingEvent, RecordingCall>(({ input, sendBack, receive }) => {
        let done = false;
        const handle = deps.record(input, {
          stopped: (blob) => {
            done = true;
            sendBack({ type: 'recorder.stopped', blob });
          },
          failed: () => {
            done = true;
            sendBack({ type: 'recorder.failed' });
          },
        });
        receive((event) => {
          if ((event as { type: string }).type === 'recorder.stop') handle.stop();
        });
        return () => {
          if (!done) handle.abandon();
        };
      }),
      upload: fromPromise<void, { blob: Blob; details: RecordingDetails | null }>(({ input, signal, self }) =>
        deps.upload(
          input.blob,
          (fraction) => self._parent?.send({ type: 'upload.progress', fraction } satisfies RecordingEvent),
          signal,
          input.details,
        ),
      ),
    },
    actions: {
      notify: (_: unknown, params: { to: number; state: 'started' | 'stopped' }) =>
        deps.notify(params.to, params.state),
      keepPending: (_: unknown, params: { blob: Blob | null }) => {
        if (params.blob) deps.keepPending(params.blob);
      },
      dropPending: () => deps.dropPending(),
    },
  };
}
