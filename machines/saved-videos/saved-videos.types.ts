import type { SavedVideo } from '../../contract/videos';

/**
 * The saved videos (spec §2 "Saved videos", §3 "Saved video", §8 "Video removed").
 *
 *   loading (GET /get-videos) ──▶ ready ── video.remove {id} ──▶ ready.confirming (the confirmation popup)
 *      │        ▲                 ▲       removal.cancel ◀──┘       │ removal.confirm
 *      ▼        │ list.retry      │                                  ▼
 *   failed ─────┘                 └── toast 'video removed successfully' / 'failed try again' ── removing (DELETE /delete-video)
 *
 * Only subscribers reach this machine (the page shows the subscribe-now promotion otherwise).
 */

export interface SavedVideosContext {
  videos: SavedVideo[];
  /** The video the confirmation popup asks about (and then removes). */
  removing: SavedVideo | null;
  /** The load failed: the server's message, if any (shown in the list). */
  error: string | null;
}

export type SavedVideosEvent =
  | { type: 'list.retry' }
  | { type: 'video.remove'; id: number }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' };

export interface SavedVideosDeps {
  /** GET /get-videos (newest first); rejects with an ApiFailure. */
  loadVideos(signal: AbortSignal): Promise<SavedVideo[]>;
  /** DELETE /delete-video; rejects with an ApiFailure. */
  deleteVideo(videoId: number, signal: AbortSignal): Promise<void>;
}

export const SAVED_VIDEOS_SYSTEM_ID = 'savedVideos';
