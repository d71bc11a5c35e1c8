import type {
  RecordingAllowed,
  RecordingNoticeInput,
  SavedVideo,
  SaveVideoResult,
  TimeLimit,
  VideoLimits,
} from '../../../contract/videos';
import { api } from './api';

/** The videos calls (API.md "Videos") on the app's one HTTP client. Errors reach the caller unchanged. */
export const videosApi = {
  recordingAllowed: (signal?: AbortSignal): Promise<RecordingAllowed> =>
    api<RecordingAllowed>('/recording-allowed', { signal }),

  videoLimits: (signal?: AbortSignal): Promise<VideoLimits> => api<VideoLimits>('/get-video-limits', { signal }),

  timeLimit: (signal?: AbortSignal): Promise<TimeLimit> => api<TimeLimit>('/get-time-limit', { signal }),

  videos: (signal?: AbortSignal): Promise<SavedVideo[]> => api<SavedVideo[]>('/get-videos', { signal }),

  deleteVideo: async (videoId: number, signal?: AbortSignal): Promise<void> => {
    await api('/delete-video', { method: 'DELETE', body: { videoId }, signal });
  },

  /** POST /save-video without progress (the recording's upload adapter reports progress itself). */
  saveVideo: (video: Blob, fileName: string, signal?: AbortSignal): Promise<SaveVideoResult> => {
    const body = new FormData();
    body.append('video', video, fileName);
    return api<SaveVideoResult>('/save-video', { method: 'POST', body, signal });
  },

  recordingNotice: async (input: RecordingNoticeInput, signal?: AbortSignal): Promise<void> => {
    await api('/recording-notice', { method: 'POST', body: input, signal });
  },
};
