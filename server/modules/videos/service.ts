import { VIDEO_CHAT_CHANNEL, VIDEO_CHAT_EVENT } from '../../../contract/realtime';
import type { RecordingNoticeData } from '../../../contract/videos';
import {
  RECORDING_LIMIT_MESSAGE,
  type RecordingAllowed,
  type RecordingNoticeInput,
  type SavedVideo,
  type VideoLimits,
} from '../../../contract/videos';
import type { UserRow } from '../../db/schema/index';
import type { VideoRow } from '../../db/schema/videos';
import { forbidden, notFound } from '../../http/errors';
import type { RealtimePort } from '../../ports/realtime';
import type { MediaStorage } from '../../ports/storage';
import { videoKey } from '../media/keys';
import { isSubscribed } from '../users/user-view';
import { NO_DETAILS, type VideoDetails } from './details';
import { inspectVideo } from './inspect';
import type { VideosRepository } from './repository';
import { sniffVideo } from './sniff';
import { withSpooledFile } from './spool';

export const NOT_SUBSCRIBED = 'Recording and saved videos need a subscription.';
export const NO_SUCH_VIDEO = 'No such video.';
export const NOT_IN_CALL = 'You are not in a call with this user.';

export interface VideosServiceDeps {
  repo: Pick<VideosRepository, 'countSince' | 'insertUnderLimit' | 'listOf' | 'deleteOwned'>;
  storage: Pick<MediaStorage, 'putStream' | 'delete' | 'signedUrl'>;
  realtime: Pick<RealtimePort, 'publish'>;
  /** Whether `otherId` is the user's current random-chat match or the friend in an answered call. */
  isCallPartner(userId: number, otherId: number): Promise<boolean>;
  limits: { dailyLimit: number; maxBytes: number; urlTtlSeconds: number; maxDurationSeconds: number };
  /** A local folder for uploads being checked (spool.ts); removed file by file as each is done. */
  spoolDir: string;
  now: () => Date;
}

/**
 * The longest recording stored: a call's time limit, plus a few seconds because a recording's
 * timestamps and the server's call timer do not start on the same instant.
 */
export const maxRecordingSeconds = (callTimeLimitMinutes: number) => callTimeLimitMinutes * 60 + 5;

/** Midnight UTC of the day `at` falls in: the daily limit counts from here. */
export const utcDayStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

export function createVideosService(deps: VideosServiceDeps) {
  const { repo, storage, realtime, limits, now } = deps;

  const usedToday = (userId: number) => repo.countSince(userId, utcDayStart(now()));

  async function recordingAllowed(user: UserRow): Promise<RecordingAllowed> {
    if (!isSubscribed(user, now())) return { allowed: false, reason: 'not_subscribed' };
    if ((await usedToday(user.id)) >= limits.dailyLimit) return { allowed: false, reason: 'daily_limit' };
    return { allowed: true };
  }

  async function assertMayRecord(user: UserRow): Promise<void> {
    const answer = await recordingAllowed(user);
    if (answer.reason === 'not_subscribed') throw forbidden(NOT_SUBSCRIBED, 'not_subscribed');
    if (answer.reason === 'daily_limit') throw forbidden(RECORDING_LIMIT_MESSAGE, 'daily_limit');
  }

  async function view(row: VideoRow): Promise<SavedVideo> {
    return {
      id: row.id,
      url: await storage.signedUrl(row.storageKey, limits.urlTtlSeconds),
      size: row.size,
      updated_at: row.updatedAt.toISOString(),
      duration_seconds: row.durationSeconds,
      partner_name: row.partnerName,
    };
  }

  return {
    recordingAllowed,

    async videoLimits(user: UserRow): Promise<VideoLimits> {
      return { daily_limit: limits.dailyLimit, used_today: await usedToday(user.id), max_bytes: limits.maxBytes };
    },

    /**
     * Checked before a byte is read; `open` then yields the upload's bytes. The upload is spooled
     * to a private temporary file (never held in memory), parsed whole there, and only a file that
     * is a video goes to storage: a refusal leaves no object and no row. The duration stored is
     * the parsed one; of the client's `details` (known only after `open`: its fields come ahead
     * of the file in the same body) only the partner's name is kept.
     */
    async saveVideo(
      user: UserRow,
      open: () => Promise<AsyncIterable<Uint8Array>>,
      details: () => VideoDetails = () => NO_DETAILS,
    ): Promise<SavedVideo> {
      await assertMayRecord(user);
      const { kind, body, size } = await sniffVideo(await open(), limits.maxBytes);
      return withSpooledFile(deps.spoolDir, body, async (file) => {
        const { durationSeconds } = await inspectVideo(file.path, kind, limits.maxDurationSeconds);
        const key = videoKey(user.id, kind.extension);
        await storage.putStream(key, file.read(), kind.contentType);
        const at = now();
        let row: VideoRow | null;
        try {
          row = await repo.insertUnderLimit(
            {
              userId: user.id,
              storageKey: key,
              contentType: kind.contentType,
              size: size(),
              createdAt: at,
              updatedAt: at,
              partnerName: details().partnerName,
              durationSeconds,
            },
            limits.dailyLimit,
            utcDayStart(at),
          );
        } catch (error) {
          await storage.delete(key);
          throw error;
        }
        if (!row) {
          // Another upload of the same user took the last place of the day meanwhile.
          await storage.delete(key);
          throw forbidden(RECORDING_LIMIT_MESSAGE, 'daily_limit');
        }
        return view(row);
      });
    },

    async listVideos(user: UserRow): Promise<SavedVideo[]> {
      if (!isSubscribed(user, now())) throw forbidden(NOT_SUBSCRIBED, 'not_subscribed');
      return Promise.all((await repo.listOf(user.id)).map(view));
    },

    /** Removes the row and the file at once, so every URL of the video answers 404 from now on. */
    async deleteVideo(user: UserRow, videoId: number): Promise<void> {
      const row = await repo.deleteOwned(user.id, videoId);
      if (!row) throw notFound(NO_SUCH_VIDEO, 'no_such_video');
      await storage.delete(row.storageKey);
    },

    /** Tells the call partner — and nobody else — that a recording started or stopped. */
    async recordingNotice(user: UserRow, input: RecordingNoticeInput): Promise<void> {
      const to = Number(input.to);
      if (!Number.isInteger(to) || to === user.id || !(await deps.isCallPartner(user.id, to)))
        throw forbidden(NOT_IN_CALL, 'not_in_call');
      const data: RecordingNoticeData = {
        type: input.state === 'started' ? 'recordingStarted' : 'recordingStopped',
        from: user.id,
        to,
      };
      await realtime.publish(to, VIDEO_CHAT_CHANNEL, VIDEO_CHAT_EVENT, data);
    },
  };
}

export type VideosService = ReturnType<typeof createVideosService>;
