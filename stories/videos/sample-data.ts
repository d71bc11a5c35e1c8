import type { RecordingView } from '../../machines/recording/recording.selectors';
import type { SavedVideosView } from '../../machines/saved-videos/saved-videos.selectors';
import { videoView } from '../../machines/saved-videos/saved-videos.selectors';

/** A tiny playable placeholder: stories do not load real recordings. */
const url = (id: number) => `data:video/webm;base64,GkXfo0AgQoaBAUL3gQFC8oEEQvOBCEKChHdlYm1Ch4EC#${id}`;

export const sampleVideos = [
  videoView({
    id: 3,
    url: url(3),
    size: 15_938_355,
    updated_at: '2026-11-23T12:00:00.000Z',
    duration_seconds: 134,
    partner_name: 'Taras',
  }),
  videoView({
    id: 2,
    url: url(2),
    size: 1_572_864,
    updated_at: '2026-11-20T12:00:00.000Z',
    duration_seconds: 41,
    partner_name: 'Olena',
  }),
  // Saved before lengths were stored: no length, no partner.
  videoView({
    id: 1,
    url: url(1),
    size: 524_288,
    updated_at: '2026-10-02T12:00:00.000Z',
    duration_seconds: null,
    partner_name: null,
  }),
];

export const videosView = (over: Partial<SavedVideosView> = {}): SavedVideosView => ({
  status: 'ready',
  error: null,
  videos: sampleVideos,
  removing: null,
  removeBusy: false,
  ...over,
});

export const recordingView = (over: Partial<RecordingView> = {}): RecordingView => ({
  button: 'start',
  busy: false,
  recording: false,
  elapsed: '0:00',
  uploading: false,
  progress: 0,
  pending: false,
  partnerRecording: false,
  ...over,
});
