import type { SnapshotFrom } from 'xstate';
import type { SavedVideo } from '../../contract/videos';
import { formatElapsed } from '../search-clock/search-clock.selectors';
import type { savedVideosMachine } from './saved-videos.machine';

export type SavedVideosSnapshot = SnapshotFrom<typeof savedVideosMachine>;

/** The product prefix of a downloaded video's file name. */
export const DOWNLOAD_PREFIX = 'petchat';

export interface SavedVideoView {
  id: number;
  url: string;
  /** Spec §2: the size in MB with 2 decimals, e.g. "1.50 MB". */
  size: string;
  /** Spec §2: the date in US numeric format, e.g. "11/23/2026". */
  date: string;
  /** The download's file name: the product prefix plus the date, e.g. `petchat-2026-11-23.webm`. */
  fileName: string;
  /** The length as m:ss ("2:14"), as stored with the upload; null when unknown (older videos). */
  duration: string | null;
  /** Whom the call was with, as stored with the upload; null when unknown. */
  partnerName: string | null;
}

export interface SavedVideosView {
  status: 'loading' | 'failed' | 'ready';
  error: string | null;
  videos: SavedVideoView[];
  /** The video the confirmation popup asks about. */
  removing: { date: string } | null;
  removeBusy: boolean;
}

/** Bytes as MB with two decimals (1 MB = 1024 × 1024 bytes). */
export const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as US numeric date (month/day/year, local time), e.g. 11/23/2026. */
export function usDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getMonth() + 1}/${d.getDate()}/${d.getFullYear()}`;
}

/** The extension of the video behind a URL (mp4 for an .mp4 path, webm otherwise). */
const extensionOf = (url: string) => (/\.mp4(?:$|[?#])/i.test(url) ? 'mp4' : 'webm');

export function downloadName(video: Pick<SavedVideo, 'url' | 'updated_at'>): string {
  const d = new Date(video.updated_at);
  const date = Number.isNaN(d.getTime()) ? 'video' : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${DOWNLOAD_PREFIX}-${date}.${extensionOf(video.url)}`;
}

export const videoView = (v: SavedVideo): SavedVideoView => ({
  id: v.id,
  url: v.url,
  size: megabytes(v.size),
  date: usDate(v.updated_at),
  fileName: downloadName(v),
  // Never the player's own duration: a recorded WebM has none in its header (it read Infinity/NaN).
  duration: typeof v.duration_seconds === 'number' ? formatElapsed(v.duration_seconds) : null,
  partnerName: v.partner_name ?? null,
});

export function selectSavedVideos(s: SavedVideosSnapshot): SavedVideosView {
  return {
    status: s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready',
    error: s.context.error,
    videos: s.context.videos.map(videoView),
    removing: s.hasTag('confirming') && s.context.removing ? { date: usDate(s.context.removing.updated_at) } : null,
    removeBusy: s.hasTag('removing'),
  };
}

/** Equality for `useSelector`: the list is rebuilt on each snapshot, so compare its content. */
export function sameSavedVideosView(a: SavedVideosView, b: SavedVideosView): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
