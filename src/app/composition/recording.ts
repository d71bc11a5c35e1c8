import { FRIEND_CALL_RECORDING_MS } from '../../../contract/videos';
import { createRecordingImplementations } from '../../../machines/recording/recording.actors';
import { recordingMachine } from '../../../machines/recording/recording.machine';
import type { RecordingCheck } from '../../../machines/recording/recording.types';
import { statusOf } from '../../../machines/shared/api-failure';
import { asApiCall } from '../../adapters/api/api-failure';
import { uploadVideo } from '../../adapters/api/video-upload';
import { videosApi } from '../../adapters/api/videos-api';
import { startCallRecorder } from '../../adapters/call-recorder';
import { pendingRecordingStore } from '../../adapters/pending-recording-store';

/** The recording of a call with the browser's effects; `limitMs` gives the auto-stop of the screen. */
function recordingLogic(limitMs: (signal: AbortSignal) => Promise<number>) {
  return recordingMachine.provide(
    createRecordingImplementations({
      check: async (signal): Promise<RecordingCheck> => {
        const allowed = await asApiCall(videosApi.recordingAllowed(signal));
        return { ...allowed, limitMs: allowed.allowed ? await limitMs(signal) : 0 };
      },
      record: (call, on) => startCallRecorder(call, on, pendingRecordingStore.keep),
      upload: async (blob, onProgress, signal, details) => {
        try {
          await uploadVideo(blob, onProgress, signal, details);
        } catch (error) {
          if (statusOf(error) !== 401) throw error;
          // An expired access token: any call through the HTTP client renews it; then once more.
          await asApiCall(videosApi.videoLimits(signal));
          await uploadVideo(blob, onProgress, signal, details);
        }
      },
      notify: (to, state) => {
        void videosApi.recordingNotice({ to, state }).catch(() => {});
      },
      loadPending: () => pendingRecordingStore.load(),
      keepPending: pendingRecordingStore.keep,
      dropPending: pendingRecordingStore.drop,
    }),
  );
}

/** Random chat: the server's minutes × 60000 ms (spec §4 "Recording"). */
export const randomChatRecordingLogic = recordingLogic(async (signal) => {
  const { minutes } = await asApiCall(videosApi.timeLimit(signal));
  return Math.max(1, minutes) * 60_000;
});

/** Friend call: 300000 ms. */
export const friendCallRecordingLogic = recordingLogic(async () => FRIEND_CALL_RECORDING_MS);
